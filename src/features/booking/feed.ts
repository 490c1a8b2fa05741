import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, gte, eq } from 'drizzle-orm';
import { env } from '@/env';
import { resolveAuthSecret } from '@/server/auth/secret';
import type { Db } from '@/server/db/connect';
import { bookings, consultationRequests } from '@/server/db/schema';
import { mailIdentity } from '@/features/public-forms/intake';
import { callColumns } from './call-columns';
import { callEvent, hostOf, type Call } from './call-event';
import { feed } from './invitation';
import { loadAvailability } from './store';

// The owner's private calendar feed: every call of the last 90 days and to come, as an
// iCalendar subscription Google, Apple and Outlook calendars poll. Its address carries a token
// derived from a key in the database and the site's secret, so the admin can always show the
// address, a copy of the database alone cannot make it, and a new key retires the old address.

const PAST_DAYS = 90;

export function feedToken(feedSecret: string, secret?: string): string {
  const config = env();
  const key = secret ?? resolveAuthSecret(config.AUTH_SECRET, config.DATA_DIR);
  return createHmac('sha256', key).update(`booking-feed:${feedSecret}`).digest('base64url');
}

export const feedPath = (token: string) => `/api/booking/feed/${token}`;

/** Whether `token` is the feed's current one (compared in constant time). */
export function isFeedToken(token: string, feedSecret: string | null, secret?: string): boolean {
  if (!feedSecret || !/^[A-Za-z0-9_-]{43}$/.test(token)) return false;
  const expected = Buffer.from(feedToken(feedSecret, secret));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The feed's text: confirmed calls as events, cancelled ones marked so (a subscriber drops them). */
export async function feedCalendar(
  db: Db,
  context: { siteUrl: string; ownerEmail?: string },
  now = Date.now(),
): Promise<string> {
  const since = new Date(now - PAST_DAYS * 86_400_000);
  const [availability, identity, rows] = await Promise.all([
    loadAvailability(db, now),
    mailIdentity(db, context.ownerEmail),
    db
      .select(callColumns)
      .from(bookings)
      .innerJoin(consultationRequests, eq(consultationRequests.id, bookings.requestId))
      .where(and(gte(bookings.endsAt, since)))
      .orderBy(bookings.startsAt),
  ]);
  const events = rows.map((r) => {
    const call: Call = {
      ...r,
      startsAt: r.startsAt.getTime(),
      endsAt: r.endsAt.getTime(),
      meetingDetails: availability.meetingDetails,
      cancelled: r.status === 'cancelled',
    };
    const people = {
      visitor: { name: r.name, email: r.email },
      owner: identity.owner,
      ownerName: identity.ownerName,
      siteUrl: context.siteUrl,
    };
    return callEvent(call, people, 'owner');
  });
  return feed(events, hostOf(context.siteUrl), `Consultations · ${identity.ownerName}`, now);
}
