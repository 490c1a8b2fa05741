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

/** The place a zone is named after, as people say it: Europe/London is London. */
export function zoneCity(zone: string): string {
  if (zone === 'UTC' || zone === 'Etc/UTC') return 'UTC';
  return (zone.split('/').at(-1) ?? zone).replace(/_/g, ' ');
}

/** Every zone the runtime lists, in its order (by region, then place). */
export function allTimeZones(): string[] {
  return Intl.supportedValuesOf('timeZone');
}
