import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { pdfFile } from '#test/attachment-files';
import { caller } from '#test/admin-actions';
import { testDatabases } from '#test/databases';
import { emptiedForEachTest } from '#test/emptied-database';
import type { Connection } from '@/server/db/connect';
import { auditLog, requestAttachments, siteSettings } from '@/server/db/schema';
import { createLocalStorage, setStorage } from '@/server/storage';

// The budgets the owner saves in Site Settings hold from the next upload through the upload
// route; cleared, the server's own (its environment) hold again. Saving the rest of the
// settings leaves them as they are.

const SITE = 'http://localhost:3374';
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'attachment-budget-'));
process.env.DATA_DIR = dataDir;
process.env.SITE_URL = SITE;
process.env.ATTACHMENTS_DAILY_MB = '50';
process.env.ATTACHMENTS_QUOTA_MB = '60';
process.env.TRUSTED_IP_HEADER = 'X-Real-IP';
delete process.env.DATABASE_URL;
delete process.env.STORAGE;

vi.mock('@/server/db', async () => (await import('#test/admin-actions')).mockDb());
vi.mock('@/server/auth/guard', async () => (await import('#test/admin-actions')).mockGuard());
vi.mock('next/headers', async () => (await import('#test/request-context')).mockHeaders());
vi.mock('next/cache', async () => (await import('#test/request-context')).mockCache());

const { POST } = await import('@/app/api/attachments/route');
const { saveAttachmentBudget } = await import('./budget-actions');
const { saveSiteSettings } = await import('@/features/settings/actions');
const { getBudgetOverview } = await import('./budget-overview');

const MB = 1024 * 1024;
const ADDRESS = '203.0.113.9';
const QUOTA_FULL = /^Files can't be attached at the moment\. Please send your request without them/;
const BUDGET_SPENT = /^Today's limit for attached files has been reached\./;

afterAll(() => {
  setStorage(undefined);
  rmSync(dataDir, { recursive: true, force: true });
});

async function upload(bytes: Buffer, address = ADDRESS) {
  const answer = await POST(
    new Request(`${SITE}/api/attachments?name=plan.pdf`, {
      method: 'POST',
      headers: { origin: SITE, 'content-length': String(bytes.length), 'x-real-ip': address },
      body: new Uint8Array(bytes),
    }),
  );
  const body = (await answer.json()) as { ok: boolean; message?: string };
  return { status: answer.status, message: body.message ?? null };
}

const save = (dailyMb: number | null, quotaMb: number | null) =>
  saveAttachmentBudget({ dailyMb, quotaMb });

describe.each(testDatabases())('the attachment budgets saved on $name', ({ open }) => {
  const fresh = emptiedForEachTest(open);
  let conn: Connection;
  beforeEach(async () => {
    conn = await fresh();
    caller.db = conn.db;
    caller.who = 'admin';
    setStorage(createLocalStorage(path.join(dataDir, 'uploads')));
  });

  /** A file of `bytes` some earlier request left in storage. */
  const storedFile = (bytes: number) =>
    conn.db.insert(requestAttachments).values({
      id: 'a'.repeat(32),
      state: 'attached',
      filename: 'earlier.pdf',
      mimeType: 'application/pdf',
      size: bytes,
      sha256: 'x',
    });

  it('refuses the next upload past a lower saved quota; cleared, the server’s quota holds', async () => {
    await storedFile(48.5 * MB);
    expect((await upload(pdfFile(MB))).status).toBe(201);

    expect(await save(null, 50)).toEqual({ ok: true, data: { dailyMb: null, quotaMb: 50 } });
    const refused = await upload(pdfFile(MB));
    expect(refused.status).toBe(507);
    expect(refused.message).toMatch(QUOTA_FULL);
    expect(await conn.db.$count(requestAttachments)).toBe(2);

    // cleared: the environment's 60 MB, not "no limit"
    expect((await save(null, null)).ok).toBe(true);
    expect((await upload(pdfFile(MB))).status).toBe(201);
    const past = await upload(pdfFile(10 * MB));
    expect([past.status, past.message]).toEqual([507, expect.stringMatching(QUOTA_FULL)]);

    const overview = await getBudgetOverview();
    expect(overview).toMatchObject({
      saved: { dailyMb: null, quotaMb: null },
      defaults: { dailyMb: 50, quotaMb: 60 },
      stored: { files: 3, staged: 2 },
      perAddress: true,
    });
    expect(overview.stored.bytes).toBe(50.5 * MB);
  });

  it('holds an address to the saved daily budget, and to the server’s once it is cleared', async () => {
    // this address has sent all but half a megabyte of 50 MB today
    await conn.db.execute(
      sql`insert into auth_throttles (key, count, window_started_at)
          values (${`attach-bytes:${ADDRESS}`}, ${50 * 1024 - 512}, now())`,
    );
    expect((await save(100, null)).ok).toBe(true);
    expect((await upload(pdfFile(MB))).status).toBe(201);

    expect((await save(null, null)).ok).toBe(true);
    const spent = await upload(pdfFile(MB));
    expect([spent.status, spent.message]).toEqual([429, expect.stringMatching(BUDGET_SPENT)]);
    // another address has a budget of its own
    expect((await upload(pdfFile(MB), '198.51.100.4')).status).toBe(201);
  });

  it('refuses a budget out of bounds, changing nothing, and keeps them through the other settings', async () => {
    expect((await save(200, 5120)).ok).toBe(true);
    const refused = await save(10, 5120);
    expect(refused).toMatchObject({
      ok: false,
      fieldErrors: { dailyMb: 'Allow at least 50 MB a day: one request may carry that much.' },
    });
    expect(await saveAttachmentBudget({ dailyMb: '200', quotaMb: null })).toMatchObject({
      ok: false,
    });
    expect((await saveSiteSettings({ siteTitle: 'Studio' })).ok).toBe(true);
    const [row] = await conn.db.select().from(siteSettings).where(eq(siteSettings.id, 1));
    expect(row).toMatchObject({
      siteTitle: 'Studio',
      attachmentsDailyMb: 200,
      attachmentsQuotaMb: 5120,
    });
    const audited = await conn.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.action, 'settings.attachments'));
    expect(audited).toHaveLength(1);
    // and only the admin may save them, or read what is stored
    caller.who = 'visitor';
    expect((await save(null, null)).ok).toBe(false);
    await expect(getBudgetOverview()).rejects.toThrow(/sign in/);
  });
});
