// '5 minutes ago', 'about 2 hours ago', '3 days ago': the wording of the
// dashboard's recent lists, the same scale date-fns uses.

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

export function timeAgo(date: Date, now: Date = new Date()): string {
  const seconds = Math.max(0, Math.round((now.getTime() - date.getTime()) / 1000));
  if (seconds < 30) return 'less than a minute ago';
  const minutes = Math.round(seconds / MINUTE);
  if (minutes < 45) return `${plural(Math.max(1, minutes), 'minute')} ago`;
  const hours = Math.round(seconds / HOUR);
  if (seconds < DAY - 30) return `about ${plural(Math.max(1, hours), 'hour')} ago`;
  if (seconds < 42 * HOUR) return '1 day ago';
  const days = Math.round(seconds / DAY);
  if (seconds < MONTH) return `${plural(days, 'day')} ago`;
  const months = Math.round(seconds / MONTH);
  if (seconds < 45 * DAY) return 'about 1 month ago';
  if (seconds < YEAR) return `${plural(Math.min(12, Math.max(2, months)), 'month')} ago`;
  const years = Math.floor(seconds / YEAR);
  const rest = seconds - years * YEAR;
  if (rest < 3 * MONTH) return `about ${plural(years, 'year')} ago`;
  if (rest < 9 * MONTH) return `over ${plural(years, 'year')} ago`;
  return `almost ${plural(years + 1, 'year')} ago`;
}
