import 'server-only';
import { sql } from 'drizzle-orm';
import { env } from '@/env';
import type { Db } from '@/server/db/connect';
import { hit, type Rule } from '@/server/auth/throttle-store';

// What holds off someone who uploads to fill the disk: a daily budget per client address (known
// only with TRUSTED_IP_HEADER), ten budgets across the whole site, and a quota on everything
// attached files take in storage. Counted in kilobytes in the throttle counters; the quota is
// the files' own sizes.

const DAY = 24 * 60 * 60_000;
const KB = 1024;

export type Budget = { dailyBytes: number; quotaBytes: number };

export function attachmentBudget(): Budget {
  const config = env();
  return {
    dailyBytes: config.ATTACHMENTS_DAILY_MB * KB * KB,
    quotaBytes: config.ATTACHMENTS_QUOTA_MB * KB * KB,
  };
}

/** Why no more bytes are taken now, or null. */
export type BudgetRefusal = 'budget' | 'quota';

const rules = (budget: Budget): { perAddress: Rule; overall: Rule } => ({
  perAddress: { limit: Math.ceil(budget.dailyBytes / KB), windowMs: DAY },
  overall: { limit: Math.ceil((10 * budget.dailyBytes) / KB), windowMs: DAY },
});

async function stored(db: Db): Promise<number> {
  const result = await db.execute(
    sql`select coalesce(sum(size), 0)::bigint as n from request_attachments`,
  );
  return Number((result.rows[0] as { n: string | number }).n);
}

/**
 * Counts `bytes` against the day's budgets (none, to look before an upload) and checks the
 * quota for them; the count stays even when refused, so a flood keeps tripping the limit.
 */
export async function chargeBudget(
  db: Db,
  address: string | null,
  bytes: number,
  budget: Budget = attachmentBudget(),
): Promise<BudgetRefusal | null> {
  const { perAddress, overall } = rules(budget);
  const kb = Math.ceil(bytes / KB);
  const [mine, all] = await Promise.all([
    address ? hit(db, `attach-bytes:${address}`, perAddress, kb) : null,
    hit(db, 'attach-bytes:all', overall, kb),
  ]);
  if ((mine && mine.count > perAddress.limit) || all.count > overall.limit) return 'budget';
  if ((await stored(db)) + bytes > budget.quotaBytes) return 'quota';
  return null;
}
