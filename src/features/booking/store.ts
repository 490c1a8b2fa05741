import 'server-only';
import { randomBytes } from 'node:crypto';
import { and, asc, eq, gt, gte, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/connect';
import { bookingDateRules, bookings, bookingSettings, siteSettings } from '@/server/db/schema';
import { officeHours } from './hours';
import { GENERAL_OFFERING } from './offerings';
import type { BusyTime, SlotRules } from './slots';

// The owner's availability and the calls in the way of new ones, read from the database in
// the shape the slot computation takes. Every read takes the handle it is given: inside a
// booking's transaction that is the transaction (on PGlite any other handle would wait for it).

export type Availability = {
  enabled: boolean;
  rules: SlotRules;
  bookableOfferings: string[];
  meetingDetails: string | null;
  reminderMinutes: number;
  feedSecret: string | null;
};

/** What an installation without a settings row reads: off, with the defaults a fresh site gets. */
export function defaultSettings() {
  return {
    enabled: false,
    weeklyHours: officeHours(),
    callMinutes: 60,
    bufferMinutes: 15,
    noticeMinutes: 24 * 60,
    horizonDays: 30,
    maxPerDay: null as number | null,
    reminderMinutes: 24 * 60,
    meetingDetails: null as string | null,
    bookableOfferings: [GENERAL_OFFERING],
  };
}

/** A fresh calendar feed key: the feed's address is derived from it (feed.ts). */
export const newFeedSecret = () => randomBytes(24).toString('base64url');

export async function ownerTimeZone(db: Db): Promise<string> {
  const [row] = await db
    .select({ timeZone: siteSettings.timeZone })
    .from(siteSettings)
    .where(eq(siteSettings.id, 1));
  return row?.timeZone ?? 'Europe/London';
}

/** The availability now in force; dated rules that have ended are left out. */
export async function loadAvailability(db: Db, now = Date.now()): Promise<Availability> {
  const [[row], timeZone] = await Promise.all([
    db.select().from(bookingSettings).where(eq(bookingSettings.id, 1)),
    ownerTimeZone(db),
  ]);
  const yesterday = new Date(now - 86_400_000).toISOString().slice(0, 10);
  const dateRules = await db
    .select({
      startsOn: bookingDateRules.startsOn,
      endsOn: bookingDateRules.endsOn,
      kind: bookingDateRules.kind,
      hours: bookingDateRules.hours,
    })
    .from(bookingDateRules)
    .where(gte(bookingDateRules.endsOn, yesterday))
    .orderBy(asc(bookingDateRules.startsOn));
  const s = row ?? { ...defaultSettings(), feedSecret: null };
  return {
    enabled: s.enabled,
    rules: {
      timeZone,
      weeklyHours: s.weeklyHours,
      dateRules,
      callMinutes: s.callMinutes,
      bufferMinutes: s.bufferMinutes,
      noticeMinutes: s.noticeMinutes,
      horizonDays: s.horizonDays,
      maxPerDay: s.maxPerDay,
    },
    bookableOfferings: s.bookableOfferings,
    meetingDetails: s.meetingDetails,
    reminderMinutes: s.reminderMinutes,
    feedSecret: s.feedSecret,
  };
}

/** Confirmed calls whose time (with buffer) has not passed. */
export async function loadBusy(db: Db, now = Date.now()): Promise<BusyTime[]> {
  const rows = await db
    .select({
      id: bookings.id,
      startsAt: bookings.startsAt,
      blockedUntil: bookings.blockedUntil,
      ownerDay: bookings.ownerDay,
    })
    .from(bookings)
    .where(and(eq(bookings.status, 'confirmed'), gt(bookings.blockedUntil, new Date(now))))
    .orderBy(asc(bookings.startsAt));
  return rows.map((r) => ({
    id: r.id,
    startsAt: r.startsAt.getTime(),
    blockedUntil: r.blockedUntil.getTime(),
    ownerDay: r.ownerDay,
  }));
}

/** Confirmed calls on an owner's day, counted after that day's lock row is held. */
export async function lockDayAndCount(db: Db, day: string, except?: number): Promise<number> {
  await db.execute(sql`insert into booking_days (day) values (${day}) on conflict do nothing`);
  await db.execute(sql`select day from booking_days where day = ${day} for update`);
  const result = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from bookings
         where owner_day = ${day} and status = 'confirmed' and id <> ${except ?? -1}`,
  );
  return Number(result.rows[0]?.n ?? 0);
}
