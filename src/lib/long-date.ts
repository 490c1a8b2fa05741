// Written out rather than by Intl.DateTimeFormat: the journal's client list shows these dates, and
// a browser's first Intl formatter loads its locale data on the main thread as the page starts
// (bench/history.md, 2026-11-28), for a format that is twelve names and three numbers. The server's pages use the same function, so dates read alike.
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/**
 * '22 November 2026': a long British date, in UTC (an ISO date alone is that calendar day). A value
 * that is no date throws a RangeError, as Intl's formatter does.
 */
export function longDate(value: string | Date): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a date: ${String(value)}`);
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}
