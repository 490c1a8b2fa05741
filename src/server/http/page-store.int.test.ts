import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { copyTree } from '@/server/db/copy-tree';
import { connect } from '@/server/db/connect';
import { createPageStore } from './page-store.mjs';

// Kept pages are given back only while the embedded database is as the stop left it; what tells
// is its control file, which must change whenever another process (a seed, a restore, an admin
// grant) opens and closes the database, even to change nothing.

let dataDir: string;
let distDir: string;
const site = { siteUrl: 'https://studio.example', mediaOrigins: [], analytics: false };
const page = {
  key: '/',
  status: 200,
  type: 'text/html',
  head: ['content-type', 'text/html'],
  bodies: { gzip: Buffer.from('gzip of /') },
  expires: 0,
};

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'page-store-db-'));
  distDir = path.join(dataDir, '.next');
  await mkdir(distDir);
  await writeFile(path.join(distDir, 'BUILD_ID'), 'build');
  await copyTree(process.env.PGLITE_TEMPLATE_DIR!, dataDir);
});
afterEach(() => rm(dataDir, { recursive: true, force: true }));

const store = () => createPageStore({ dataDir, distDir, env: { NODE_ENV: 'production' } });
const save = () => store().save({ pages: [page], site, configNames: ['SITE_URL'] });

it('gives the pages back when the database was not opened since the stop', () => {
  save();
  expect(
    store()
      .take()
      ?.pages.map((p) => p.key),
  ).toEqual(['/']);
});

it('does not give them back once the database was opened and closed again (as a seed or a restore does), though nothing changed', async () => {
  const said = vi.spyOn(console, 'log').mockImplementation(() => {});
  save();
  const conn = await connect({ dataDir });
  await conn.db.execute('select 1');
  await conn.close();
  expect(store().take()).toBeNull();
  expect(said).toHaveBeenCalledWith(expect.stringContaining('the database is not as'));
  said.mockRestore();
});
