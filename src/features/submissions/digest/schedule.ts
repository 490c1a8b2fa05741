import { TZDate } from '@date-fns/tz';

// When the daily digest is due: at the owner's hour on her calendar day, in her time zone, so
// it keeps its hour across daylight-saving changes. An hour that a change skips (01:00 on the
// spring-forward night in London) falls on the first instant after the gap.

export type DigestDay = {
  /** the owner's calendar day, 'YYYY-MM-DD': the digest's claim */
  day: string;
  dueAt: Date;
  /** that day's first and last instants in her zone (the digest's "today") */
  start: Date;
  end: Date;
};

const pad = (n: number) => String(n).padStart(2, '0');

/** The owner's day at `now`, with its digest hour as an instant. */
export function digestDay(now: Date, timeZone: string, hour: number): DigestDay {
  const local = new TZDate(now.getTime(), timeZone);
  const [y, m, d] = [local.getFullYear(), local.getMonth(), local.getDate()];
  return {
    day: `${y}-${pad(m + 1)}-${pad(d)}`,
    dueAt: new Date(new TZDate(y, m, d, hour, 0, 0, 0, timeZone).getTime()),
    start: new Date(new TZDate(y, m, d, 0, 0, 0, 0, timeZone).getTime()),
    end: new Date(new TZDate(y, m, d + 1, 0, 0, 0, 0, timeZone).getTime() - 1),
  };
}

/** Whether a zone name is one this runtime knows (Intl's IANA list). */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: value });
    return value.length <= 64 && /^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)*$/.test(value);
  } catch {
    return false;
  }
}
