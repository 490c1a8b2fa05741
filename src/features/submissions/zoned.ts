// Dates as the owner reads them: in her time zone (Site Settings, Europe/London by default),
// whatever zone the server or the browser runs in. Isomorphic.

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(zone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${zone}|${JSON.stringify(options)}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat('en-GB', { ...options, timeZone: zone });
    formatters.set(key, f);
  }
  return f;
}

/** '1 December 2026' */
export const zonedDate = (date: Date | string, zone: string) =>
  formatter(zone, { day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(date));

/** '1 Dec 2026, 14:02' */
export const zonedDateTime = (date: Date | string, zone: string) =>
  formatter(zone, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(date));

/** '14:02' */
export const zonedTime = (date: Date | string, zone: string) =>
  formatter(zone, { hour: '2-digit', minute: '2-digit' }).format(new Date(date));
