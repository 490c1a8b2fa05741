import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { connect, migrate } from '../src/server/db/connect';

// Creating a PGlite database runs initdb in WASM (several seconds); copying a
// migrated, closed one takes well under one. The integration run makes this
// template once and test/databases.ts copies it for every fresh database.

export type PgliteTemplate = { dataDir: string; remove: () => Promise<void> };

export async function createPgliteTemplate(): Promise<PgliteTemplate> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'pglite-template-'));
  const remove = () => rm(dataDir, { recursive: true, force: true });
  try {
    const conn = await connect({ dataDir });
    try {
      await migrate(conn);
    } finally {
      await conn.close();
    }
    return { dataDir, remove };
  } catch (error) {
    await remove();
    throw error;
  }
}
