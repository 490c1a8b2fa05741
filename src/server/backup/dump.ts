import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { SKIPPED_TABLES, tableFile, type Manifest } from './manifest';
import { appliedMigrations } from './migrations';
import type { RunInTransaction, Session } from '@/server/db/raw-sql';

// Every table's rows as PostgreSQL itself writes them in JSON (row_to_json), one per line, read
// through a cursor a batch at a time: the same text loads back into either engine, and a large
// table never sits in memory.

const BATCH = 1000;

export type DumpedTable = { name: string; rows: number; file: string };
export type Dump = { migrations: Manifest['migrations']; tables: DumpedTable[] };

export const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

export async function siteTables(session: Session): Promise<string[]> {
  const rows = await session.query<{ name: string }>(
    `select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
  );
  return rows.map((r) => r.name);
}

/** Writes the database, as one snapshot, into `dir` (db/<table>.ndjson.gz files). */
export async function dumpDatabase(inTransaction: RunInTransaction, dir: string): Promise<Dump> {
  await mkdir(path.join(dir, 'db'), { recursive: true });
  return inTransaction(
    async (session) => {
      const migrations = await appliedMigrations(session);
      const tables: DumpedTable[] = [];
      for (const name of await siteTables(session)) {
        if (SKIPPED_TABLES.includes(name)) continue;
        const file = path.join(dir, tableFile(name));
        tables.push({ name, file, rows: await dumpTable(session, name, file) });
      }
      return { migrations, tables };
    },
    { snapshot: true },
  );
}

async function dumpTable(session: Session, table: string, file: string): Promise<number> {
  const gzip = createGzip({ level: 6 });
  const done = finished(gzip.pipe(createWriteStream(file)));
  let rows = 0;
  await session.exec(
    `declare backup_rows no scroll cursor for select row_to_json(t)::text as j from public.${quoteIdent(table)} t`,
  );
  try {
    for (;;) {
      const batch = await session.query<{ j: string }>(`fetch ${BATCH} from backup_rows`);
      if (batch.length === 0) break;
      rows += batch.length;
      if (!gzip.write(batch.map((r) => r.j).join('\n') + '\n')) await once(gzip, 'drain');
    }
  } finally {
    await session.exec('close backup_rows');
    gzip.end();
    await done;
  }
  return rows;
}

export async function sha256OfFile(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}
