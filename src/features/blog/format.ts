import { longDate } from '@/lib/long-date';

/** '14 March 2024' (UTC): the date shown on cards and articles, the same on server and client. */
export const formatPostDate: (iso: string) => string = longDate;

/** yyyy-mm-dd for a <time dateTime> attribute. */
export function isoDate(iso: string): string {
  return new Date(iso).toISOString().slice(0, 10);
}
