// Written out rather than formatted by Intl.DateTimeFormat: this module is part of the journal's
// client list, and a browser's first Intl formatter loads its locale data on the main thread as
// the page starts (25-35 ms on this machine, 100-140 ms at Lighthouse's 4x CPU), for a date
// format that is twelve names and three numbers.
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

/** '14 March 2024' (UTC): the date shown on cards and articles, the same on server and client. */
export function formatPostDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Invalid post date: ${iso}`);
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** yyyy-mm-dd for a <time dateTime> attribute. */
export function isoDate(iso: string): string {
  return new Date(iso).toISOString().slice(0, 10);
}
