import 'server-only';
import { env } from '@/env';
import { getDb, type Db } from '@/server/db';
import { requireAdmin } from '@/server/auth/guard';
import { bookingDateRules } from '@/server/db/schema';
import { asc } from 'drizzle-orm';
import { feedPath, feedToken } from './feed';
import { dateIn, dayLabel, timeLabel } from './format';
import { allOfferings } from './offerings';
import { loadBookings, loadNextCalls, loadRequestBooking, type BookingRow } from './queries';
import { loadAvailability } from './store';
import { zoneCity } from './zones';

// The owner's screens: her calls by day in her own zone (the client's time beside each), her
// availability as the form edits it, and the address of her calendar feed.

export type CallItem = {
  id: number;
  requestId: number;
  name: string;
  email: string;
  title: string;
  /** '10:00 to 11:00' in her zone */
  time: string;
  /** '21:00 Sydney time', when the client is elsewhere */
  client: string | null;
  state: 'confirmed' | 'cancelled' | 'past';
  /** her date and start time, to move the call from */
  date: string;
  start: string;
  /** the request in the inbox */
  inbox: string;
};

export type CallDay = { date: string; label: string; calls: CallItem[] };

function item(row: BookingRow, zone: string, now: number): CallItem {
  const start = row.startsAt.getTime();
  const end = row.endsAt.getTime();
  return {
    id: row.id,
    requestId: row.requestId,
    name: row.name,
    email: row.email,
    title: row.offeringTitle,
    time: `${timeLabel(start, zone)} to ${timeLabel(end, zone)}`,
    client:
      row.visitorTimeZone === zone
        ? null
        : `${timeLabel(start, row.visitorTimeZone)} ${zoneCity(row.visitorTimeZone)} time`,
    state: row.status === 'cancelled' ? 'cancelled' : end < now ? 'past' : 'confirmed',
    date: dateIn(start, zone),
    start: timeLabel(start, zone),
    inbox: `/admin/consultations?q=${encodeURIComponent(row.email)}`,
  };
}

/** Calls grouped by the owner's day, in the order given. */
export function byDay(rows: readonly BookingRow[], zone: string, now: number): CallDay[] {
  const days: CallDay[] = [];
  for (const row of rows) {
    const call = item(row, zone, now);
    const last = days.at(-1);
    if (last?.date === call.date) last.calls.push(call);
    else
      days.push({ date: call.date, label: dayLabel(row.startsAt.getTime(), zone), calls: [call] });
  }
  return days;
}

export async function loadBookingsScreen(db: Db, now = Date.now()) {
  const [{ upcoming, past }, availability] = await Promise.all([
    loadBookings(db, now),
    loadAvailability(db, now),
  ]);
  const zone = availability.rules.timeZone;
  const feed = availability.feedSecret
    ? `${env().SITE_URL}${feedPath(feedToken(availability.feedSecret))}`
    : null;
  return {
    zone,
    zoneCity: zoneCity(zone),
    enabled: availability.enabled,
    upcoming: byDay(upcoming, zone, now),
    past: byDay(past, zone, now),
    feed,
  };
}

export type BookingsScreen = Awaited<ReturnType<typeof loadBookingsScreen>>;

export async function getBookingsScreen(): Promise<BookingsScreen> {
  await requireAdmin();
  return loadBookingsScreen(await getDb());
}

export async function getAvailabilityForAdmin() {
  await requireAdmin();
  const db = await getDb();
  const availability = await loadAvailability(db);
  const rules = await db
    .select({
      id: bookingDateRules.id,
      kind: bookingDateRules.kind,
      startsOn: bookingDateRules.startsOn,
      endsOn: bookingDateRules.endsOn,
      hours: bookingDateRules.hours,
      note: bookingDateRules.note,
    })
    .from(bookingDateRules)
    .orderBy(asc(bookingDateRules.startsOn));
  const { feedSecret: _secret, ...shown } = availability;
  return {
    availability: shown,
    dateRules: rules,
    offerings: allOfferings(),
    zones: Intl.supportedValuesOf('timeZone'),
  };
}

export type AvailabilityAdmin = Awaited<ReturnType<typeof getAvailabilityForAdmin>>;

/** The booking a request's details show: its time in the owner's zone and its state. */
export async function getRequestBooking(requestId: number): Promise<CallItem | null> {
  await requireAdmin();
  const db = await getDb();
  const [row, availability] = await Promise.all([
    loadRequestBooking(db, requestId),
    loadAvailability(db),
  ]);
  return row ? item(row, availability.rules.timeZone, Date.now()) : null;
}

/** The dashboard's next calls, each with its day. */
export async function getNextCallsCard(limit = 4) {
  await requireAdmin();
  const db = await getDb();
  const now = Date.now();
  const [rows, availability] = await Promise.all([
    loadNextCalls(db, limit, now),
    loadAvailability(db, now),
  ]);
  return { days: byDay(rows, availability.rules.timeZone, now), enabled: availability.enabled };
}
