import { readMigrationFiles } from 'drizzle-orm/migrator';
import { migrationsFolder } from '@/server/db/connect';
import type { Session } from '@/server/db/raw-sql';

// The schema level of a database is the list of drizzle-kit migrations it has applied. A restore
// rebuilds the archive's level, loads the rows, then applies what the code has since added, all in
// the restoring transaction, bookkept exactly as drizzle's migrator does it.

export type AppliedMigration = { createdAt: number; hash: string };
export type CodeMigration = ReturnType<typeof readMigrationFiles>[number];

export function codeMigrations(): CodeMigration[] {
  return readMigrationFiles({ migrationsFolder: migrationsFolder() });
}

export async function appliedMigrations(session: Session): Promise<AppliedMigration[]> {
  const [exists] = await session.query<{ ok: boolean }>(
    `select to_regclass('drizzle.__drizzle_migrations') is not null as ok`,
  );
  if (!exists?.ok) return [];
  const rows = await session.query<{ created_at: string | number; hash: string }>(
    'select hash, created_at from drizzle.__drizzle_migrations order by created_at',
  );
  return rows.map((r) => ({ createdAt: Number(r.created_at), hash: r.hash }));
}

/**
 * How many of the code's migrations the archive's level amounts to, or null when the archive has
 * one the code does not know (it was made by a newer version of the site).
 */
export function levelIn(code: CodeMigration[], archived: AppliedMigration[]): number | null {
  for (const [i, migration] of archived.entries()) {
    if (code[i]?.folderMillis !== migration.createdAt) return null;
  }
  return archived.length;
}

export async function applyMigrations(
  session: Session,
  migrations: CodeMigration[],
): Promise<void> {
  await session.exec('create schema if not exists drizzle');
  await session.exec(
    'create table if not exists drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)',
  );
  for (const migration of migrations) {
    for (const statement of migration.sql) {
      if (statement.trim()) await session.exec(statement);
    }
    await session.query(
      'insert into drizzle.__drizzle_migrations (hash, created_at) values ($1, $2)',
      [migration.hash, migration.folderMillis],
    );
  }
}
