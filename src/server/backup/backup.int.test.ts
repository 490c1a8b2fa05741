import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyPostgres, pgliteTemplate, testDatabases } from '#test/databases';
import { backUp, filesUnder, fillSite, siteRows, TEST_AUTH_SECRET } from '#test/backup-site';
import { connect, type Connection } from '@/server/db/connect';
import { consultationRequests } from '@/server/db/schema';
import { restoreSite } from './restore';

// A site backed up on one engine and restored on either comes back whole: every row and every
// media file the same, and new rows numbered after the restored ones.

const targets = [
  {
    name: 'pglite',
    async make(dataDir: string) {
      return {
        target: { dataDir, template: pgliteTemplate() },
        open: () => connect({ dataDir }),
        drop: async () => {},
      };
    },
  },
  {
    name: 'postgres',
    async make(dataDir: string) {
      const db = await emptyPostgres();
      return {
        target: { dataDir, databaseUrl: db.url },
        open: () => connect({ dataDir, databaseUrl: db.url }),
        drop: db.drop,
      };
    },
  },
] as const;

describe.each(testDatabases())('a backup of a site on $name', ({ open }) => {
  let source: Connection;
  let work: string;
  let sourceDir: string;
  let archive: string;

  beforeAll(async () => {
    source = await open();
    work = await mkdtemp(path.join(os.tmpdir(), 'backup-test-'));
    sourceDir = path.join(work, 'source');
    await fillSite(source, sourceDir);
    archive = path.join(work, 'site.tar');
    await backUp(source, sourceDir, archive);
  });

  afterAll(async () => {
    await source?.close();
    if (work) await rm(work, { recursive: true, force: true });
  });

  it('lists what it holds in its manifest', async () => {
    const { readArchive } = await import('./read-archive');
    const manifest = await readArchive(archive);
    const count = (table: string) => manifest.tables.find((t) => t.name === table)?.rows;
    expect(count('consultation_requests')).toBe(1);
    expect(count('users')).toBe(1);
    for (const table of ['post_old_slugs', 'redirects', 'missed_addresses', 'legal_pages'])
      expect(count(table), table).toBe(1);
    expect(count('two_factors')).toBe(1);
    const bookingTables = [
      'booking_settings',
      'booking_date_rules',
      'bookings',
      'booking_links',
      'booking_events',
      'booking_days',
    ];
    for (const table of bookingTables) expect(count(table), table).toBe(1);
    expect(manifest.tables.map((t) => t.name)).not.toContain('sessions');
    // the lead desk's replies, notes and saved replies; its awaiting counts are recounted
    for (const table of ['inbox_replies', 'inbox_notes', 'inbox_events', 'reply_snippets'])
      expect(count(table), table).toBe(1);
    expect(manifest.tables.map((t) => t.name)).not.toContain('inbox_awaiting');
    expect(manifest.migrations.length).toBeGreaterThan(0);
    expect(manifest.files.some((f) => f.path === 'media/uploads/2026/11/client-proof.png')).toBe(
      true,
    );
    // the files visitors attached travel with their requests
    expect(count('request_attachments')).toBe(1);
    expect(manifest.files.some((f) => f.path === `media/attachments/${'b'.repeat(32)}`)).toBe(true);
  });

  describe.each(targets)('restored on $name', (kind) => {
    let target: Connection;
    let targetDir: string;
    let drop: () => Promise<void>;

    beforeAll(async () => {
      targetDir = path.join(work, `target-${kind.name}`);
      const made = await kind.make(targetDir);
      drop = made.drop;
      const result = await restoreSite(archive, made.target);
      expect(result.files).toBeGreaterThan(0);
      target = await made.open();
    });

    afterAll(async () => {
      await target?.close();
      await drop?.();
    });

    it('has every row of every table', async () => {
      expect(await siteRows(target)).toEqual(await siteRows(source));
      // the settings row with the owner's limits for attached files among them
      const limits = await target.db.execute<{ daily: number; quota: number }>(
        sql`select attachments_daily_mb as daily, attachments_quota_mb as quota from site_settings`,
      );
      expect(limits.rows).toEqual([{ daily: 300, quota: 8192 }]);
    });

    it('has every media file, byte for byte', async () => {
      const before = await filesUnder(path.join(sourceDir, 'uploads'));
      const after = await filesUnder(path.join(targetDir, 'uploads'));
      expect([...after.keys()].sort()).toEqual([...before.keys()].sort());
      for (const [name, bytes] of before) expect(after.get(name)?.equals(bytes), name).toBe(true);
      expect(before.size).toBeGreaterThan(2);
    });

    it('keeps the secret its two-factor secrets were encrypted with', async () => {
      expect((await readFile(path.join(targetDir, 'auth-secret'), 'utf8')).trim()).toBe(
        TEST_AUTH_SECRET,
      );
    });

    it('numbers new rows after the restored ones', async () => {
      const [max] = await target.db
        .execute<{ id: number }>(sql`select max(id)::int as id from consultation_requests`)
        .then((r) => r.rows);
      const [row] = await target.db
        .insert(consultationRequests)
        .values({ name: 'After', email: 'after@example.com', message: 'after the restore' })
        .returning({ id: consultationRequests.id });
      expect(row!.id).toBeGreaterThan(max!.id);
    });
  });
});
