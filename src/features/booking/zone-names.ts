// Zone names as people read them, for the server's pages and the browser's picker alike.

/** The place a zone is named after, as people say it: Europe/London is London. */
export function zoneCity(zone: string): string {
  if (zone === 'UTC' || zone === 'Etc/UTC') return 'UTC';
  return (zone.split('/').at(-1) ?? zone).replace(/_/g, ' ');
}

/** 'Australia/Sydney' as a list shows it: 'Sydney (Australia)'. */
export function zoneLabel(zone: string): string {
  const [region, ...rest] = zone.split('/');
  if (rest.length === 0) return zone;
  return `${zoneCity(zone)} (${region!.replace(/_/g, ' ')})`;
}
