import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { env } from '@/env';
import type { Db } from '@/server/db/connect';
import { siteSettings } from '@/server/db/schema';
import { hit, type Rule } from '@/server/auth/throttle-store';

// What holds off someone who uploads to fill the disk: a daily budget per client address (known
// only with TRUSTED_IP_HEADER), ten budgets across the whole site, and a quota on everything
// attached files take in storage. Counted in kilobytes in the throttle counters; the quota is
// the files' own sizes. The owner sets both in Site Settings; where she has not, the server's
// ATTACHMENTS_DAILY_MB and ATTACHMENTS_QUOTA_MB hold.

const DAY = 24 * 60 * 60_000;
const KB = 1024;

export type Budget = { dailyBytes: number; quotaBytes: number };

/** The budgets in megabytes; null where the owner keeps the server's default. */
export type BudgetSettings<N = number | null> = { dailyMb: N; quotaMb: N };

/** The server's budgets (its environment): what holds where the owner saved none. */
export function defaultBudget(): BudgetSettings<number> {
  const config = env();
  return { dailyMb: config.ATTACHMENTS_DAILY_MB, quotaMb: config.ATTACHMENTS_QUOTA_MB };
}

/** What the owner saved in Site Settings. */
export async function savedBudget(db: Db): Promise<BudgetSettings> {
  const [row] = await db
    .select({ dailyMb: siteSettings.attachmentsDailyMb, quotaMb: siteSettings.attachmentsQuotaMb })
    .from(siteSettings)
    .where(eq(siteSettings.id, 1));
  return row ?? { dailyMb: null, quotaMb: null };
}

/**
 * The budgets in force: the saved ones, the server's where none is saved. Read from the
 * database for every upload, so a save holds from the next one, in every server process.
 */
export async function attachmentBudget(db: Db): Promise<Budget> {
  const saved = await savedBudget(db);
  const fallback = defaultBudget();
  return {
    dailyBytes: (saved.dailyMb ?? fallback.dailyMb) * KB * KB,
    quotaBytes: (saved.quotaMb ?? fallback.quotaMb) * KB * KB,
  };
}

/** Why no more bytes are taken now, or null. */
export type BudgetRefusal = 'budget' | 'quota';

const rules = (budget: Budget): { perAddress: Rule; overall: Rule } => ({
  perAddress: { limit: Math.ceil(budget.dailyBytes / KB), windowMs: DAY },
  overall: { limit: Math.ceil((10 * budget.dailyBytes) / KB), windowMs: DAY },
});

/** What all files sent with requests take in storage (staged ones too), and how many there are. */
export async function storedAttachments(
  db: Db,
): Promise<{ bytes: number; files: number; staged: number }> {
  const result = await db.execute(
    sql`select coalesce(sum(size), 0)::bigint as bytes, count(*)::int as files,
               (count(*) filter (where state = 'staged'))::int as staged
          from request_attachments`,
  );
  const row = result.rows[0] as { bytes: string | number; files: number; staged: number };
  return { bytes: Number(row.bytes), files: Number(row.files), staged: Number(row.staged) };
}

/**
 * Counts `bytes` against the day's budgets (none, to look before an upload) and checks the
 * quota for them; the count stays even when refused, so a flood keeps tripping the limit.
 */
export async function chargeBudget(
  db: Db,
  address: string | null,
  bytes: number,
  budget: Budget,
): Promise<BudgetRefusal | null> {
  const { perAddress, overall } = rules(budget);
  const kb = Math.ceil(bytes / KB);
  const [mine, all] = await Promise.all([
    address ? hit(db, `attach-bytes:${address}`, perAddress, kb) : null,
    hit(db, 'attach-bytes:all', overall, kb),
  ]);
  if ((mine && mine.count > perAddress.limit) || all.count > overall.limit) return 'budget';
  if ((await storedAttachments(db)).bytes + bytes > budget.quotaBytes) return 'quota';
  return null;
}
