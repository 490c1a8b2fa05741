import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

// How the embedded database keeps its memory small (docs/decisions/012-memory.md).

/**
 * PostgreSQL's settings for PGlite, after PGlite's own. shared_buffers is PostgreSQL's page
 * cache; PGlite's default (160 MB) is allocated and zeroed inside the WebAssembly heap when the
 * database opens, and WebAssembly memory is never given back, so it was resident from the first
 * second. The site's whole database is a few MB: 16 MB holds it with room to spare, and the
 * operating system's file cache sits behind it as it does for any PostgreSQL.
 */
export const PGLITE_SETTINGS = ['-c', 'shared_buffers=16MB'];

// Creates the database in `process.argv[1]` and closes it.
const INITDB = `
import { PGlite } from '@electric-sql/pglite';
const db = await PGlite.create(process.argv[1]);
await db.close();
`;

/**
 * Creates the database files in `pgdataDir` when there are none yet. PGlite runs initdb in a
 * WebAssembly instance of its own, and the server process would keep some 130 MB of that
 * (compiled code and freed heap that neither V8 nor the C allocator hand back) for its whole
 * life; a short-lived process does the work instead, and the server opens the result like any
 * later start.
 */
export async function createDatabaseApart(pgdataDir: string): Promise<void> {
  if (existsSync(path.join(pgdataDir, 'PG_VERSION'))) return;
  await promisify(execFile)(process.execPath, ['--input-type=module', '-e', INITDB, pgdataDir], {
    cwd: process.cwd(),
  });
}
