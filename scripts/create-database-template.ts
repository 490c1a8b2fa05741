// Run by the build (scripts/lib/build.mjs, through tsx): creates an empty embedded database with
// every migration applied in <dist dir>/pgdata-template. A first start on an empty data
// directory copies it (src/server/db/pglite-memory.ts) instead of running PostgreSQL's initdb
// and the migrations before the first page. It is not the site's database:
// the build never opens that.
import { mkdtemp, rename, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { connect, migrate } from '@/server/db/connect';
import { copyTreeWhole } from '@/server/db/copy-tree';
import { databaseTemplateDir } from '@/server/db/pglite-memory';

const distDir = process.argv[2];
if (!distDir) throw new Error('usage: tsx scripts/create-database-template.ts <dist dir>');
const target = databaseTemplateDir(distDir);
const work = await mkdtemp(path.join(os.tmpdir(), 'pgdata-template-'));
try {
  const conn = await connect({ dataDir: work });
  try {
    await migrate(conn);
  } finally {
    await conn.close();
  }
  // The data directory's own folder, in whole or not at all: a first start copies any template
  // it finds, and one a stopped build left half-copied would not open (none means initdb). A
  // rename across file systems (the temporary directory is often one of its own) falls back
  // to a copy that is renamed into place once complete.
  await rm(target, { recursive: true, force: true });
  await rename(path.join(work, 'pgdata'), target).catch(() =>
    copyTreeWhole(path.join(work, 'pgdata'), target),
  );
  console.log(`Database template: ${path.relative(process.cwd(), target)}.`);
} finally {
  await rm(work, { recursive: true, force: true });
}
