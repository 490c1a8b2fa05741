// Run by bench/booking.mjs through tsx (react-server conditions, as the server's code needs):
// the slot computation over a 90-day horizon beside the least any zone-aware engine does per
// slot, then booking under 50 concurrent visitors beside a plain insert of the same requests,
// on the embedded database and, given a URL as the first argument, on PostgreSQL. Prints one
// JSON line.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Temporal } from 'temporal-polyfill';
import { connect, migrate, type Db } from '@/server/db/connect';
import { bookingSettings, consultationRequests, siteSettings } from '@/server/db/schema';
import { computeSlots, type BusyTime, type SlotRules } from '@/features/booking/slots';
import { loadAvailability, loadBusy, newFeedSecret } from '@/features/booking/store';
import { submitConsultation } from '@/features/consultation/submit';

const VISITORS = 50;
const ROUNDS = Number(process.env.BENCH_BOOKING_ROUNDS || 3);
const DAY = 86_400_000;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};
const summary = (values: number[]) => ({
  p50: percentile(values, 50),
  p95: percentile(values, 95),
  n: values.length,
});

const split = () => [
  { start: '09:00', end: '12:30' },
  { start: '13:30', end: '18:00' },
];
const RULES: SlotRules = {
  timeZone: 'Europe/London',
  weeklyHours: {
    mon: split(),
    tue: split(),
    wed: split(),
    thu: split(),
    fri: split(),
    sat: [{ start: '10:00', end: '13:00' }],
    sun: [],
  },
  dateRules: [
    { startsOn: '2027-03-15', endsOn: '2027-03-19', kind: 'off', hours: [] },
    {
      startsOn: '2027-04-03',
      endsOn: '2027-04-03',
      kind: 'extra',
      hours: [{ start: '14:00', end: '16:00' }],
    },
  ],
  callMinutes: 60,
  bufferMinutes: 15,
  noticeMinutes: 24 * 60,
  horizonDays: 90,
  maxPerDay: 6,
};

/** 90 days from 1 March 2027 (London's clocks change inside it), with 120 calls booked. */
function slotStage() {
  const now = Date.UTC(2027, 2, 1, 8);
  const busy: BusyTime[] = Array.from({ length: 120 }, (_, i) => {
    const startsAt = now + (2 + Math.floor(i * 0.7)) * DAY + 10 * 3_600_000 + (i % 3) * 5_400_000;
    return { id: i, startsAt, blockedUntil: startsAt + 75 * 60_000, ownerDay: '' };
  });
  const engine: number[] = [];
  const reference: number[] = [];
  let count = 0;
  for (let run = 0; run < 60; run++) {
    const t0 = performance.now();
    const slots = computeSlots(RULES, busy, now);
    const t1 = performance.now();
    // the reference: each open start read in the owner's zone, once
    for (const s of slots)
      Temporal.Instant.fromEpochMilliseconds(s.start).toZonedDateTimeISO(RULES.timeZone);
    const t2 = performance.now();
    count = slots.length;
    // the first runs warm the JIT up
    if (run >= 10) {
      engine.push(t1 - t0);
      reference.push(t2 - t1);
    }
  }
  return { slots: count, engine: summary(engine), reference: summary(reference) };
}

async function openSite(db: Db) {
  await db
    .insert(siteSettings)
    .values({ id: 1, contactEmail: 'hello@example.com', ownerName: 'Bench Owner' });
  const day = [{ start: '00:00', end: '24:00' }];
  await db.insert(bookingSettings).values({
    id: 1,
    enabled: true,
    weeklyHours: { mon: day, tue: day, wed: day, thu: day, fri: day, sat: day, sun: day },
    callMinutes: 30,
    bufferMinutes: 0,
    noticeMinutes: 60,
    horizonDays: 90,
    maxPerDay: null,
    bookableOfferings: ['general-consultation'],
    feedSecret: newFeedSecret(),
  });
}

const values = (i: number, start: number | null) => ({
  name: `Visitor ${i}`,
  email: `visitor${i}@example.com`,
  message: 'A kitchen extension in Bristol, drawings and three views for the planners.',
  selectedService: 'architectural-visualization',
  preferredCurrency: 'GBP',
  bookingStart: start === null ? '' : new Date(start).toISOString(),
  bookingOffering: start === null ? '' : 'general-consultation',
  visitorTimeZone: start === null ? '' : 'Australia/Sydney',
});
const meta = { honeypot: '', elapsedMs: 12_000, source: { page: '/request-consultation' } };
const context = { headers: new Headers(), siteUrl: 'http://localhost:3000' };

const timed = async (work: () => Promise<unknown>) => {
  const t0 = performance.now();
  await work();
  return performance.now() - t0;
};

/** 50 visitors at once, each booking an open time of their own; then 50 plain inserts at once. */
async function bookingStage(db: Db) {
  await openSite(db);
  const booking: number[] = [];
  const insert: number[] = [];
  let refused = 0;
  for (let round = 0; round < ROUNDS; round++) {
    const availability = await loadAvailability(db);
    const open = computeSlots(availability.rules, await loadBusy(db), Date.now());
    const starts = open.slice(0, VISITORS).map((s) => s.start);
    const times = await Promise.all(
      starts.map((start, i) =>
        timed(async () => {
          const result = await submitConsultation(db, { values: values(i, start), meta }, context);
          if (!result.ok) refused++;
        }),
      ),
    );
    booking.push(...times);
    const plain = await Promise.all(
      starts.map((_, i) =>
        timed(() =>
          db.insert(consultationRequests).values({
            name: `Visitor ${i}`,
            email: `visitor${i}@example.com`,
            message: values(i, null).message,
            selectedService: 'architectural-visualization',
            preferredCurrency: 'GBP',
          }),
        ),
      ),
    );
    insert.push(...plain);
  }
  return { booking: summary(booking), insert: summary(insert), refused };
}

const databaseUrl = process.argv[2];
const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-booking-'));
try {
  const result: Record<string, unknown> = { slots: slotStage() };
  for (const url of [undefined, databaseUrl].filter((u, i) => i === 0 || u)) {
    const conn = await connect({ dataDir: dir, databaseUrl: url });
    try {
      await migrate(conn);
      result[conn.kind] = await bookingStage(conn.db);
    } finally {
      await conn.close();
    }
  }
  console.log(JSON.stringify(result));
} finally {
  rmSync(dir, { recursive: true, force: true });
}
