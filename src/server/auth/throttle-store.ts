import 'server-only';
import { sql } from 'drizzle-orm';
import type { Db } from '@/server/db/connect';

// The counters behind the auth throttle and the site's other attempt limits (a protected
// project's password, the public forms): a row per key in auth_throttles, counted atomically
// in the database. Apart from the better-auth plugin (throttle.ts) so that what uses only the
// counters, the maintenance pass among them, does not load better-auth.

export type Rule = { limit: number; windowMs: number };

const MINUTE = 60_000;
export const RULES = {
  /** wrong passwords for one account: the 6th attempt within 15 minutes is refused */
  signInFailures: { limit: 5, windowMs: 15 * MINUTE },
  /** wrong two-factor codes for one account */
  twoFactorFailures: { limit: 5, windowMs: 15 * MINUTE },
  /** wrong current passwords on the account page (change password, two-factor on/off) */
  passwordChecks: { limit: 5, windowMs: 15 * MINUTE },
  /** sign-up attempts and mails asked for, per address */
  perAddress: { limit: 5, windowMs: 60 * MINUTE },
  /** sign-ups across the whole site, a ceiling when client addresses are unknown */
  signUpsOverall: { limit: 200, windowMs: 60 * MINUTE },
  /** wrong passwords for one protected project, per client address (or per project without one) */
  projectPasswords: { limit: 5, windowMs: 15 * MINUTE },
  /** requests per client IP to the sign-in and sign-up endpoints (only with a trusted IP header) */
  perIp: { limit: 30, windowMs: 15 * MINUTE },
} satisfies Record<string, Rule>;

export type Hit = { count: number; retryAfterMs: number };

/**
 * Counts one attempt in the key's current fixed window; atomic, so parallel requests cannot slip
 * past. `amount` counts more than one at once (the kilobytes of an upload), or none, to read the
 * count as it stands.
 */
export async function hit(db: Db, key: string, rule: Rule, amount = 1): Promise<Hit> {
  const result = await db.execute(sql`
    insert into auth_throttles as t (key, count, window_started_at) values (${key}, ${amount}::int, now())
    on conflict (key) do update set
      count = case when t.window_started_at <= now() - (${rule.windowMs}::int * interval '1 millisecond') then ${amount}::int else t.count + ${amount}::int end,
      window_started_at = case when t.window_started_at <= now() - (${rule.windowMs}::int * interval '1 millisecond') then now() else t.window_started_at end
    returning count, (extract(epoch from (t.window_started_at - now())) * 1000)::bigint as offset_ms`);
  const row = result.rows[0] as { count: number; offset_ms: string | number };
  return {
    count: Number(row.count),
    retryAfterMs: Math.max(0, rule.windowMs + Number(row.offset_ms)),
  };
}

/** Takes back attempts that turned out to be legitimate (a correct password or code). */
export async function clear(db: Db, key: string): Promise<void> {
  await db.execute(sql`delete from auth_throttles where key = ${key}`);
}

/**
 * Forgets windows that ended long ago, so the table stays small; the scheduled
 * maintenance pass (src/server/maintenance) calls it. Returns how many went.
 */
export async function pruneThrottles(db: Db, olderThanMs = 24 * 60 * MINUTE): Promise<number> {
  const result = await db.execute(sql`
    with gone as (
      delete from auth_throttles
       where window_started_at < now() - (${olderThanMs}::int * interval '1 millisecond')
      returning 1)
    select count(*)::int as n from gone`);
  return Number((result.rows[0] as { n: number }).n);
}

/** A wait as people read it: '1 minute', '14 minutes'. */
export function minutes(ms: number): string {
  const n = Math.max(1, Math.ceil(ms / MINUTE));
  return n === 1 ? '1 minute' : `${n} minutes`;
}
