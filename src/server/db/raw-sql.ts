import type { PGlite } from '@electric-sql/pglite';
import type { Pool } from 'pg';
import type { Connection } from './connect';

// Plain SQL on the driver under Drizzle, one transaction on one connection at a time: for code
// that works without the schema (backups read and write every table) and command-line tools.

export type Row = Record<string, unknown>;

export type Session = {
  /** One statement, with $1.. parameters. */
  query<T extends Row = Row>(text: string, params?: unknown[]): Promise<T[]>;
  /** Any number of statements, no parameters (migration files). */
  exec(text: string): Promise<void>;
};

export type TransactionOptions = {
  /** read only, on one snapshot of the whole database (PostgreSQL's REPEATABLE READ) */
  snapshot?: boolean;
};

export type RunInTransaction = <T>(
  work: (session: Session) => Promise<T>,
  options?: TransactionOptions,
) => Promise<T>;

/** Transactions on the connection's own driver. */
export function transactionsOf(conn: Connection): RunInTransaction {
  const client = (conn.db as unknown as { $client: unknown }).$client;
  return conn.kind === 'pglite'
    ? pgliteTransactions(client as PGlite)
    : poolTransactions(client as Pool);
}

function pgliteTransactions(client: PGlite): RunInTransaction {
  // PGlite runs one transaction at a time and holds every other query of the process until it
  // ends, so a snapshot here is a consistent one by construction.
  return (work, options = {}) =>
    client.transaction(async (tx) => {
      if (options.snapshot) await tx.exec('set transaction read only');
      return work({
        query: async <T extends Row>(text: string, params?: unknown[]) =>
          (await tx.query<T>(text, params)).rows,
        exec: async (text) => {
          await tx.exec(text);
        },
      });
    });
}

function poolTransactions(pool: Pool): RunInTransaction {
  return async (work, options = {}) => {
    const client = await pool.connect();
    try {
      await client.query(
        options.snapshot ? 'begin isolation level repeatable read read only' : 'begin',
      );
      try {
        const result = await work({
          query: async <T extends Row>(text: string, params?: unknown[]) =>
            (await client.query(text, params)).rows as T[],
          exec: async (text) => {
            await client.query(text);
          },
        });
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      }
    } finally {
      client.release();
    }
  };
}
