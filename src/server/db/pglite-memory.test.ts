import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { connect } from './connect';

// The embedded database's memory settings (docs/decisions/012-memory.md), on a real PGlite.

describe('the embedded database', () => {
  let dataDir: string | undefined;
  afterEach(() => {
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    dataDir = undefined;
  });

  it('is created by another process and opened with a 16 MB buffer pool', async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'pglite-memory-'));
    const conn = await connect({ dataDir });
    try {
      expect(existsSync(path.join(dataDir, 'pgdata', 'PG_VERSION'))).toBe(true);
      const client = (
        conn.db as unknown as {
          $client: { query: (sql: string) => Promise<{ rows: { shared_buffers: string }[] }> };
        }
      ).$client;
      const { rows } = await client.query('show shared_buffers');
      expect(rows[0]?.shared_buffers).toBe('16MB');
    } finally {
      await conn.close();
    }
    // a later start opens the same files
    const again = await connect({ dataDir });
    await again.close();
  }, 120_000);
});
