import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/server/db/connect';
import { pruneThrottles } from '@/server/auth/throttle-store';

// The rows nothing reads any more: expired sessions and one-time tokens, auth
// throttle windows and rate-limit counters long over, and audit entries past
// their retention, and messages held back as spam past theirs (SPAM_RETENTION_DAYS), and
// forms' drafts past their day. The files of deleted requests are swept after the pass
// (src/server/attachments/sweep.ts), once its deletes are committed.
// One pass runs on one instance at a time (ADR 008).

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

/** How long the audit log keeps an entry. */
export const AUDIT_RETENTION_DAYS = 365;
/** Throttle windows last at most an hour; a day later their rows say nothing. */
export const THROTTLE_KEEP_MS = DAY;
/** better-auth's rate-limit windows are a minute; a day later a counter is stale. */
export const RATE_LIMIT_KEEP_MS = DAY;
/** How long a message held back as spam is kept, unless SPAM_RETENTION_DAYS says otherwise. */
export const SPAM_RETENTION_DAYS = 30;
/** An instance skips the pass when another ran one this recently (they all tick hourly). */
export const PASS_INTERVAL_MS = 50 * 60_000;

export type PruneCounts = {
  sessions: number;
  verifications: number;
  throttles: number;
  rateLimits: number;
  auditEntries: number;
  spam: number;
  /** what visitors without JavaScript had written when their form came back, after a day */
  drafts: number;
};

export type PruneOutcome = { ran: true; deleted: PruneCounts } | { ran: false };

const JOB = 'prune';

async function deleted(db: Db, statement: SQL): Promise<number> {
  const result = await db.execute(
    sql`with gone as (${statement} returning 1) select count(*)::int as n from gone`,
  );
  return Number((result.rows[0] as { n: number }).n);
}

/**
 * Claims this hour's pass: true for exactly one caller among instances that ask
 * at once. The claim row is locked by the claiming transaction (a concurrent
 * claimer waits for it, then sees the fresh time and gives up), and claimed
 * only when the last pass is older than `intervalMs`.
 */
async function claim(db: Db, intervalMs: number): Promise<boolean> {
  const result = await db.execute(sql`
    insert into job_runs as j (name, last_run_at, runs) values (${JOB}, now(), 1)
    on conflict (name) do update set last_run_at = now(), runs = j.runs + 1
      where j.last_run_at <= now() - (${intervalMs}::int * interval '1 millisecond')
    returning name`);
  return result.rows.length > 0;
}

/**
 * One pruning pass, in one transaction with its claim: a pass that fails rolls
 * back its claim too, so the next tick (here or on another instance) tries again.
 */
export async function prunePass(
  db: Db,
  {
    intervalMs = PASS_INTERVAL_MS,
    spamRetentionDays = SPAM_RETENTION_DAYS,
  }: { intervalMs?: number; spamRetentionDays?: number } = {},
): Promise<PruneOutcome> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    if (!(await claim(t, intervalMs))) return { ran: false } as const;
    const counts: PruneCounts = {
      sessions: await deleted(t, sql`delete from sessions where expires_at < now()`),
      verifications: await deleted(t, sql`delete from verifications where expires_at < now()`),
      throttles: await pruneThrottles(t, THROTTLE_KEEP_MS),
      // last_request is epoch milliseconds (better-auth's own column)
      rateLimits: await deleted(
        t,
        sql`delete from rate_limits where last_request < (extract(epoch from now()) * 1000)::bigint - ${RATE_LIMIT_KEEP_MS}`,
      ),
      auditEntries: await deleted(
        t,
        sql`delete from audit_log where occurred_at < now() - (${AUDIT_RETENTION_DAYS}::int * interval '1 day')`,
      ),
      // spam arrives at bot speed; the owner can look through a month of it, then it goes
      spam:
        (await deleted(
          t,
          sql`delete from contact_submissions where status = 'spam' and created_at < now() - (${spamRetentionDays}::int * interval '1 day')`,
        )) +
        (await deleted(
          t,
          sql`delete from consultation_requests where status = 'spam' and created_at < now() - (${spamRetentionDays}::int * interval '1 day')`,
        )),
      drafts: await deleted(
        t,
        sql`delete from form_drafts where created_at < now() - interval '1 day'`,
      ),
    };
    return { ran: true, deleted: counts } as const;
  });
}
