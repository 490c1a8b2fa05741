import { sql } from 'drizzle-orm';
import ICAL from 'ical.js';
import type { Db } from '@/server/db/connect';
import { bookingSettings } from '@/server/db/schema';
import { officeHours, type WeeklyHours } from '@/features/booking/hours';
import { loadAvailability, loadBusy, newFeedSecret } from '@/features/booking/store';
import { computeSlots } from '@/features/booking/slots';

// Factories for booking tests: an owner who takes calls, the times open now, a request that
// picks one, and invitations read back with an iCalendar parser (ical.js).

const allWeek = (): WeeklyHours => {
  const day = [{ start: '07:00', end: '21:00' }];
  return { mon: day, tue: day, wed: day, thu: day, fri: day, sat: day, sun: day };
};

/** Booking on, every day 07:00 to 21:00 in London unless told otherwise (so tests run any day). */
export async function openBookings(
  db: Db,
  over: Partial<typeof bookingSettings.$inferInsert> = {},
): Promise<void> {
  await db.execute(
    sql`insert into site_settings (id, contact_email, owner_name) values (1, 'hello@elenamarsh.studio', 'Elena Marsh') on conflict (id) do nothing`,
  );
  const values = {
    id: 1,
    enabled: true,
    weeklyHours: allWeek(),
    callMinutes: 60,
    bufferMinutes: 15,
    noticeMinutes: 60,
    horizonDays: 14,
    maxPerDay: null,
    reminderMinutes: 24 * 60,
    meetingDetails: 'https://meet.example.com/elena',
    bookableOfferings: ['general-consultation'],
    feedSecret: newFeedSecret(),
    ...over,
  };
  await db
    .insert(bookingSettings)
    .values(values)
    .onConflictDoUpdate({ target: bookingSettings.id, set: values });
}

export { officeHours };

/** The open starts now, earliest first. */
export async function openStarts(db: Db, now = Date.now()): Promise<number[]> {
  const availability = await loadAvailability(db, now);
  return computeSlots(availability.rules, await loadBusy(db, now), now).map((s) => s.start);
}

export const HUMAN = { honeypot: '', elapsedMs: 12_000, source: { page: '/request-consultation' } };

export function requestValues(start: number | null, over: Record<string, string> = {}) {
  return {
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    message: 'Six exterior views of a mixed-use scheme in Bristol, for planning.',
    selectedService: 'architectural-visualization',
    preferredCurrency: 'GBP',
    bookingStart: start === null ? '' : new Date(start).toISOString(),
    bookingOffering: start === null ? '' : 'general-consultation',
    visitorTimeZone: start === null ? '' : 'Australia/Sydney',
    ...over,
  };
}

export const SITE = 'http://localhost:3000';
export const intake = (over: { ownerEmail?: string } = {}) => ({
  headers: new Headers(),
  siteUrl: SITE,
  ...over,
});

/** An invitation read back: its METHOD and its one event. */
export function readInvitation(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const events = calendar.getAllSubcomponents('vevent');
  if (events.length !== 1) throw new Error(`expected one event, found ${events.length}`);
  const event = events[0]!;
  const value = (name: string) => event.getFirstPropertyValue(name);
  return {
    method: calendar.getFirstPropertyValue('method'),
    uid: String(value('uid')),
    sequence: Number(value('sequence')),
    status: String(value('status')),
    summary: String(value('summary')),
    description: String(value('description')),
    location: value('location') === null ? null : String(value('location')),
    start: (value('dtstart') as ICAL.Time).toJSDate().getTime(),
    end: (value('dtend') as ICAL.Time).toJSDate().getTime(),
    organizer: String(value('organizer')),
    attendees: event.getAllProperties('attendee').map((p) => ({
      // the scheme is case-insensitive (the library writes MAILTO:)
      address: String(p.getFirstValue()).replace(/^mailto:/i, 'mailto:'),
      name: p.getParameter('cn'),
    })),
    properties: event.getAllProperties().map((p) => p.name),
  };
}
