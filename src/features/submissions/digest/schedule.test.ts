import { describe, expect, it } from 'vitest';
import { digestDay, isTimeZone } from './schedule';

describe('the digest hour', () => {
  it('is the hour of the owner’s day in her zone, in winter and summer', () => {
    // London: GMT in December, BST (UTC+1) in July
    expect(digestDay(new Date('2026-12-01T12:00:00Z'), 'Europe/London', 8)).toMatchObject({
      day: '2026-12-01',
      dueAt: new Date('2026-12-01T08:00:00Z'),
    });
    expect(digestDay(new Date('2026-07-01T12:00:00Z'), 'Europe/London', 8).dueAt).toEqual(
      new Date('2026-07-01T07:00:00Z'),
    );
  });

  it('keeps its local hour across the London daylight-saving weekends', () => {
    // clocks go forward on Sunday 29 March 2026 at 01:00 GMT, back on 25 October at 02:00 BST
    expect(digestDay(new Date('2026-03-28T12:00:00Z'), 'Europe/London', 8).dueAt).toEqual(
      new Date('2026-03-28T08:00:00Z'),
    );
    expect(digestDay(new Date('2026-03-29T12:00:00Z'), 'Europe/London', 8).dueAt).toEqual(
      new Date('2026-03-29T07:00:00Z'),
    );
    expect(digestDay(new Date('2026-10-25T12:00:00Z'), 'Europe/London', 8).dueAt).toEqual(
      new Date('2026-10-25T08:00:00Z'),
    );
    // the skipped hour lands just after the gap; the day is 23 hours long
    const spring = digestDay(new Date('2026-03-29T12:00:00Z'), 'Europe/London', 1);
    expect(spring.dueAt).toEqual(new Date('2026-03-29T01:00:00Z'));
    expect(spring.end.getTime() + 1 - spring.start.getTime()).toBe(23 * 3_600_000);
  });

  it('follows Sydney’s calendar day and its daylight-saving weekends', () => {
    // 22:00 UTC on 30 November is already 1 December in Sydney (AEDT, UTC+11)
    const day = digestDay(new Date('2026-11-30T22:00:00Z'), 'Australia/Sydney', 7);
    expect(day.day).toBe('2026-12-01');
    expect(day.dueAt).toEqual(new Date('2026-11-30T20:00:00Z'));
    // AEDT ends on Sunday 5 April 2026 (03:00 -> 02:00) and starts on 4 October (02:00 -> 03:00)
    expect(digestDay(new Date('2026-04-05T06:00:00Z'), 'Australia/Sydney', 7).dueAt).toEqual(
      new Date('2026-04-04T21:00:00Z'),
    );
    const october = digestDay(new Date('2026-10-04T06:00:00Z'), 'Australia/Sydney', 7);
    expect(october.dueAt).toEqual(new Date('2026-10-03T20:00:00Z'));
    expect(october.end.getTime() + 1 - october.start.getTime()).toBe(23 * 3_600_000);
  });

  it('knows a zone name from a made-up one', () => {
    expect(isTimeZone('Europe/London')).toBe(true);
    expect(isTimeZone('Australia/Sydney')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone("Europe/London'; drop")).toBe(false);
  });
});
