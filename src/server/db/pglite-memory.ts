import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import v8 from 'node:v8';
import { copyTreeWhole } from './copy-tree';

// How the embedded database keeps its memory small (docs/decisions/012-memory.md).

/**
 * PostgreSQL's settings for PGlite, after PGlite's own. shared_buffers is PostgreSQL's page
 * cache; PGlite's default (160 MB) is allocated and zeroed inside the WebAssembly heap when the
 * database opens, and WebAssembly memory is never given back, so it was resident from the first
 * second. The site's whole database is a few MB: 16 MB holds it with room to spare, and the
 * operating system's file cache sits behind it as it does for any PostgreSQL.
 */
export const PGLITE_SETTINGS = ['-c', 'shared_buffers=16MB'];

/**
 * Makes V8 compile WebAssembly with its baseline compiler (Liftoff) only, before PGlite's
 * module is compiled. By default V8 also recompiles hot functions with its optimising compiler
 * (TurboFan), and for PostgreSQL's module that cost a large share of the resident memory (code
 * and the compiler's own allocations, which the C allocator keeps) for no gain at this site's
 * size: point reads, trigram searches and sorted pages were faster or slower by case (ADR 012). The flag is read when a module is compiled, and PGlite is the process's only
 * WebAssembly.
 */
export function compileWasmForMemory(): void {
  v8.setFlagsFromString('--liftoff-only');
}

/** Where the build keeps an empty, migrated database (scripts/create-database-template.ts). */
export function databaseTemplateDir(distDir = process.env.NEXT_DIST_DIR || '.next'): string {
  return path.resolve(process.cwd(), distDir, 'pgdata-template');
}

// Creates the database in `process.argv[1]` and closes it.
const INITDB = `
import { PGlite } from '@electric-sql/pglite';
const db = await PGlite.create(process.argv[1]);
await db.close();
`;

/**
 * Creates the database files in `pgdataDir` when there are none yet: a copy of the build's
 * empty, migrated database when there is one (a first start's first page comes sooner;
 * migrations the copy lacks are applied as on any start), otherwise PGlite's initdb. PGlite runs
 * initdb in a WebAssembly instance of its own, and the server process would keep much of that
 * (compiled code and freed heap that neither V8 nor the C allocator hand back) for its whole
 * life (ADR 012); a short-lived process does the work instead, and the server
 * opens the result like any later start.
 */
export async function createDatabaseApart(pgdataDir: string, template?: string): Promise<void> {
  if (existsSync(path.join(pgdataDir, 'PG_VERSION'))) return;
  if (template && existsSync(path.join(template, 'PG_VERSION'))) {
    // moved into place whole: a start stopped halfway leaves no data directory that looks complete
    await copyTreeWhole(template, pgdataDir);
    return;
  }
  await promisify(execFile)(process.execPath, ['--input-type=module', '-e', INITDB, pgdataDir], {
    cwd: process.cwd(),
  });
}
