const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** '14 March 2024': the date shown on cards and articles (the same on server and client). */
export function formatPostDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}

/** yyyy-mm-dd for a <time dateTime> attribute. */
export function isoDate(iso: string): string {
  return new Date(iso).toISOString().slice(0, 10);
}
