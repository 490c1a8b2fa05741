import { describe, expect, it } from 'vitest';
import { officeHours, type WeeklyHours } from './hours';
import {
  computeSlots,
  offeredSlot,
  ownerDate,
  wallClockInstant,
  type BusyTime,
  type SlotRules,
} from './slots';

// The open times across the daylight-saving weekends of the owner's zones (Europe/London:
// last Sundays of March and October; Australia/Sydney: first Sundays of April and October;
// Africa/Johannesburg: none), and every rule that takes a time away: notice, horizon, buffer,
// booked calls, days off, extra hours and the per-day limit. Clocks are fixed.

const H = 3_600_000;
const utc = (iso: string) => Date.parse(iso);
const iso = (ms: number) => new Date(ms).toISOString().replace('.000', '');

const noDays = (): WeeklyHours => ({
  mon: [],
  tue: [],
  wed: [],
  thu: [],
  fri: [],
  sat: [],
  sun: [],
});

function rules(over: Partial<SlotRules> = {}): SlotRules {
  return {
    timeZone: 'Europe/London',
    weeklyHours: officeHours(),
    dateRules: [],
    callMinutes: 60,
    bufferMinutes: 0,
    noticeMinutes: 0,
    horizonDays: 60,
    maxPerDay: null,
    ...over,
  };
}

const startsOn = (slots: { start: number; day: string }[], day: string) =>
  slots.filter((s) => s.day === day).map((s) => iso(s.start));

describe('slots across daylight saving', () => {
  it('London: 09:00 is 09:00Z before the clocks go forward and 08:00Z after (28 March 2027)', () => {
    const slots = computeSlots(rules(), [], utc('2027-03-20T12:00:00Z'));
    expect(startsOn(slots, '2027-03-26')[0]).toBe('2027-03-26T09:00:00Z');
    expect(startsOn(slots, '2027-03-29')[0]).toBe('2027-03-29T08:00:00Z');
    // 09:00 to 17:00 with hour-long calls every half hour: 15 starts either way
    expect(startsOn(slots, '2027-03-26')).toHaveLength(15);
    expect(startsOn(slots, '2027-03-29')).toHaveLength(15);
    expect(startsOn(slots, '2027-03-29').at(-1)).toBe('2027-03-29T15:00:00Z');
  });

  it('London: the night the clocks go forward is an hour shorter, and 01:30 does not exist', () => {
    const sundayNight = { ...noDays(), sun: [{ start: '00:00', end: '04:00' }] };
    const slots = computeSlots(rules({ weeklyHours: sundayNight }), [], utc('2027-03-20T12:00Z'));
    expect(startsOn(slots, '2027-03-21')).toHaveLength(7);
    expect(startsOn(slots, '2027-03-28')).toEqual([
      '2027-03-28T00:00:00Z',
      '2027-03-28T00:30:00Z',
      '2027-03-28T01:00:00Z',
      '2027-03-28T01:30:00Z',
      '2027-03-28T02:00:00Z',
    ]);
    // a range that starts in the missing hour starts at 02:30 BST, half an hour before 03:00
    const inGap = { ...noDays(), sun: [{ start: '01:30', end: '03:00' }] };
    expect(
      startsOn(
        computeSlots(rules({ weeklyHours: inGap }), [], utc('2027-03-20T12:00Z')),
        '2027-03-28',
      ),
    ).toEqual([]);
    expect(wallClockInstant('2027-03-28', '01:30', 'Europe/London')).toBe(utc('2027-03-28T01:30Z'));
  });

  it('London: the night the clocks go back is an hour longer (31 October 2027)', () => {
    const sundayNight = { ...noDays(), sun: [{ start: '00:00', end: '04:00' }] };
    const slots = computeSlots(rules({ weeklyHours: sundayNight }), [], utc('2027-10-20T12:00Z'));
    const night = startsOn(slots, '2027-10-31');
    expect(night).toHaveLength(9);
    expect(night[0]).toBe('2027-10-30T23:00:00Z');
    expect(night.at(-1)).toBe('2027-10-31T03:00:00Z');
    expect(startsOn(slots, '2027-11-01')).toEqual([]);
    expect(startsOn(slots, '2027-10-29')).toEqual([]);
  });

  it('Sydney: 09:00 moves from 22:00Z to 23:00Z when summer time ends (4 April 2027)', () => {
    const r = rules({ timeZone: 'Australia/Sydney' });
    const slots = computeSlots(r, [], utc('2027-03-28T00:00Z'));
    expect(startsOn(slots, '2027-04-02')[0]).toBe('2027-04-01T22:00:00Z');
    expect(startsOn(slots, '2027-04-05')[0]).toBe('2027-04-04T23:00:00Z');
    expect(ownerDate(utc('2027-04-04T23:00Z'), 'Australia/Sydney')).toBe('2027-04-05');
  });

  it('Sydney: 09:00 moves from 23:00Z to 22:00Z when summer time starts (3 October 2027)', () => {
    const r = rules({ timeZone: 'Australia/Sydney' });
    const slots = computeSlots(r, [], utc('2027-09-25T00:00Z'));
    expect(startsOn(slots, '2027-10-01')[0]).toBe('2027-09-30T23:00:00Z');
    expect(startsOn(slots, '2027-10-04')[0]).toBe('2027-10-03T22:00:00Z');
    // the Sunday itself: 02:00 to 03:00 does not exist there, so 01:00 to 04:00 is two hours
    const sunday = { ...noDays(), sun: [{ start: '01:00', end: '04:00' }] };
    const night = startsOn(
      computeSlots({ ...r, weeklyHours: sunday }, [], utc('2027-09-25T00:00Z')),
      '2027-10-03',
    );
    expect(night).toEqual(['2027-10-02T15:00:00Z', '2027-10-02T15:30:00Z', '2027-10-02T16:00:00Z']);
  });

  it('Johannesburg keeps 09:00 at 07:00Z through both London changes', () => {
    const r = rules({ timeZone: 'Africa/Johannesburg', horizonDays: 250 });
    const slots = computeSlots(r, [], utc('2027-03-20T12:00Z'));
    for (const day of ['2027-03-26', '2027-03-29', '2027-10-29', '2027-11-01']) {
      expect(startsOn(slots, day)[0], day).toBe(`${day}T07:00:00Z`);
    }
  });
});

describe('what takes a time away', () => {
  // Tuesday 1 December 2026, 10:15 in London
  const now = utc('2026-12-01T10:15Z');

  it('offers nothing in the past or inside the notice', () => {
    const today = computeSlots(rules(), [], now);
    expect(startsOn(today, '2026-12-01')[0]).toBe('2026-12-01T10:30:00Z');
    const withNotice = computeSlots(rules({ noticeMinutes: 24 * 60 }), [], now);
    expect(startsOn(withNotice, '2026-12-01')).toEqual([]);
    expect(startsOn(withNotice, '2026-12-02')[0]).toBe('2026-12-02T10:30:00Z');
  });

  it('offers nothing beyond the horizon', () => {
    const slots = computeSlots(rules({ horizonDays: 3 }), [], now);
    expect([...new Set(slots.map((s) => s.day))]).toEqual([
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
    ]);
  });

  it('keeps a booked call and its buffer free on both sides', () => {
    const busy: BusyTime[] = [
      {
        id: 1,
        startsAt: utc('2026-12-02T11:00Z'),
        blockedUntil: utc('2026-12-02T12:15Z'),
        ownerDay: '2026-12-02',
      },
    ];
    const slots = startsOn(computeSlots(rules({ bufferMinutes: 15 }), busy, now), '2026-12-02');
    // 09:30 would end at 10:30 plus 15 minutes: clear of 11:00; 10:00 would run into it
    expect(slots).toContain('2026-12-02T09:30:00Z');
    expect(slots).not.toContain('2026-12-02T10:00:00Z');
    expect(slots).not.toContain('2026-12-02T11:00:00Z');
    expect(slots).not.toContain('2026-12-02T12:00:00Z');
    expect(slots).toContain('2026-12-02T12:30:00Z');
    // the call being moved does not stand in its own way
    const moving = computeSlots(rules({ bufferMinutes: 15 }), busy, now, { except: 1 });
    expect(startsOn(moving, '2026-12-02')).toContain('2026-12-02T11:00:00Z');
  });

  it('honours days off and adds extra hours on dates', () => {
    const r = rules({
      dateRules: [
        { startsOn: '2026-12-24', endsOn: '2026-12-28', kind: 'off', hours: [] },
        {
          startsOn: '2026-12-05',
          endsOn: '2026-12-05',
          kind: 'extra',
          hours: [{ start: '10:00', end: '12:00' }],
        },
        {
          startsOn: '2026-12-07',
          endsOn: '2026-12-07',
          kind: 'extra',
          hours: [{ start: '16:00', end: '19:00' }],
        },
      ],
    });
    const slots = computeSlots(r, [], now);
    for (const day of ['2026-12-24', '2026-12-25', '2026-12-28'])
      expect(startsOn(slots, day)).toEqual([]);
    expect(startsOn(slots, '2026-12-29')).toHaveLength(15);
    // a Saturday opened for the morning
    expect(startsOn(slots, '2026-12-05')).toEqual([
      '2026-12-05T10:00:00Z',
      '2026-12-05T10:30:00Z',
      '2026-12-05T11:00:00Z',
    ]);
    // extra hours that run on from the usual ones join them: 09:00 to 19:00
    expect(startsOn(slots, '2026-12-07').at(-1)).toBe('2026-12-07T18:00:00Z');
    expect(startsOn(slots, '2026-12-07')).toHaveLength(19);
  });

  it('closes a day that has its limit of calls', () => {
    const busy: BusyTime[] = [9, 14].map((h, i) => ({
      id: i + 1,
      startsAt: utc(`2026-12-03T${h}:00Z`),
      blockedUntil: utc(`2026-12-03T${h + 1}:00Z`),
      ownerDay: '2026-12-03',
    }));
    expect(startsOn(computeSlots(rules({ maxPerDay: 2 }), busy, now), '2026-12-03')).toEqual([]);
    expect(
      startsOn(computeSlots(rules({ maxPerDay: 3 }), busy, now), '2026-12-03').length,
    ).toBeGreaterThan(0);
  });

  it('finds an offered start and refuses one that is not', () => {
    const r = rules({ noticeMinutes: 60 });
    expect(offeredSlot(r, [], now, utc('2026-12-02T09:00Z'))).toEqual({
      start: utc('2026-12-02T09:00Z'),
      end: utc('2026-12-02T10:00Z'),
      day: '2026-12-02',
    });
    expect(offeredSlot(r, [], now, utc('2026-12-02T09:10Z'))).toBeNull();
    expect(offeredSlot(r, [], now, utc('2026-12-01T10:30Z'))).toBeNull();
    expect(offeredSlot(r, [], now, utc('2026-12-05T10:00Z'))).toBeNull();
    expect(offeredSlot(r, [], now, utc('2027-06-01T09:00Z'))).toBeNull();
  });
});

describe('wall-clock times', () => {
  it('reads 24:00 as the next midnight', () => {
    expect(wallClockInstant('2026-12-01', '24:00', 'Europe/London')).toBe(utc('2026-12-02T00:00Z'));
  });

  it('computes a 90-day horizon of two ranges a day', () => {
    const split = officeHours();
    split.mon = [
      { start: '08:00', end: '12:00' },
      { start: '13:00', end: '18:30' },
    ];
    const slots = computeSlots(
      rules({ weeklyHours: split, horizonDays: 90 }),
      [],
      utc('2026-12-01T00:00Z'),
    );
    expect(slots.length).toBeGreaterThan(60 * 14);
    expect(slots.every((s, i) => i === 0 || s.start > slots[i - 1]!.start)).toBe(true);
    expect(slots.every((s) => s.end - s.start === H)).toBe(true);
  });
});
