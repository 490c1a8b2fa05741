import 'server-only';

// IANA time zones on the server, where Node's full ICU knows every one. A zone a browser
// names may be an alias (Asia/Calcutta for Asia/Kolkata): whatever the runtime accepts is a
// zone, so a visitor is never refused for the name their browser uses.

const SHAPE = /^[A-Za-z][A-Za-z0-9_+\-]*(\/[A-Za-z0-9_+\-]+){0,2}$/;
const known = new Map<string, boolean>();

/** Whether `value` names a time zone this server can compute in. */
export function isTimeZone(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > 64 || !SHAPE.test(value)) return false;
  let ok = known.get(value);
  if (ok === undefined) {
    try {
      new Intl.DateTimeFormat('en-GB', { timeZone: value });
      ok = true;
    } catch {
      ok = false;
    }
    if (known.size < 1000) known.set(value, ok);
  }
  return ok;
}

export { zoneCity, zoneLabel } from './zone-names';

/** Every zone the runtime lists, in its order (by region, then place). */
export function allTimeZones(): string[] {
  return Intl.supportedValuesOf('timeZone');
}

/**
 * The zones a page without JavaScript offers: the owner's, the visitor's (when known) and
 * the places clients most often write from, by region. The browser's picker lists every zone.
 */
const COMMON_ZONES = [
  'Europe/London',
  'Europe/Dublin',
  'Europe/Lisbon',
  'Europe/Paris',
  'Europe/Berlin',
  'Europe/Amsterdam',
  'Europe/Madrid',
  'Europe/Rome',
  'Europe/Zurich',
  'Europe/Stockholm',
  'Europe/Athens',
  'Europe/Istanbul',
  'Africa/Johannesburg',
  'Africa/Lagos',
  'Africa/Nairobi',
  'Africa/Cairo',
  'Asia/Dubai',
  'Asia/Kolkata',
  'Asia/Singapore',
  'Asia/Hong_Kong',
  'Asia/Shanghai',
  'Asia/Tokyo',
  'Asia/Seoul',
  'Australia/Perth',
  'Australia/Adelaide',
  'Australia/Brisbane',
  'Australia/Sydney',
  'Australia/Melbourne',
  'Pacific/Auckland',
  'America/St_Johns',
  'America/Halifax',
  'America/New_York',
  'America/Toronto',
  'America/Chicago',
  'America/Denver',
  'America/Phoenix',
  'America/Los_Angeles',
  'America/Vancouver',
  'America/Mexico_City',
  'America/Bogota',
  'America/Sao_Paulo',
  'America/Argentina/Buenos_Aires',
  'Pacific/Honolulu',
  'UTC',
];

export function commonZones(...first: (string | null | undefined)[]): string[] {
  const wanted = first.filter((z): z is string => !!z && isTimeZone(z));
  return [...new Set([...wanted, ...COMMON_ZONES])];
}
