// The site's promise to every visitor who writes: "a reply within 24 hours". Isomorphic: the
// inbox's rows, the details dialog, the dashboard and the digest word it the same way.

export const REPLY_WITHIN_HOURS = 24;
const HOUR = 3_600_000;
export const REPLY_WITHIN_MS = REPLY_WITHIN_HOURS * HOUR;

export type PromiseState =
  /** answered: `afterMs` from arrival to the first answer */
  | { state: 'answered'; afterMs: number }
  /** waiting, `leftMs` before the promise is broken */
  | { state: 'due'; leftMs: number }
  /** waiting past the promise by `overMs` */
  | { state: 'overdue'; overMs: number }
  /** archived or spam without an answer: nobody is waiting */
  | { state: 'none' };

export function promiseState(
  item: { createdAt: string | Date; firstResponseAt: string | Date | null; status: string },
  now: Date,
): PromiseState {
  const received = new Date(item.createdAt).getTime();
  if (item.firstResponseAt !== null) {
    return {
      state: 'answered',
      afterMs: Math.max(0, new Date(item.firstResponseAt).getTime() - received),
    };
  }
  if (item.status !== 'new' && item.status !== 'read') return { state: 'none' };
  const left = received + REPLY_WITHIN_MS - now.getTime();
  return left > 0 ? { state: 'due', leftMs: left } : { state: 'overdue', overMs: -left };
}

/** '40 min', '5 h', '3 days': rounded up while time is left, so '0 min' never shows. */
export function spanLabel(ms: number, round: 'up' | 'down' = 'down'): string {
  const step = round === 'up' ? Math.ceil : Math.floor;
  const minutes = Math.max(1, step(ms / 60_000));
  if (minutes < 60) return `${minutes} min`;
  const hours = step(ms / HOUR);
  if (hours < 48) return `${hours} h`;
  const days = Math.floor(ms / (24 * HOUR));
  return `${days} days`;
}

/** The words a screen shows for the state: 'Reply within 5 h', 'Overdue by 3 h', 'Answered in 2 h'. */
export function promiseLabel(state: PromiseState): string | null {
  switch (state.state) {
    case 'due':
      return `Reply within ${spanLabel(state.leftMs, 'up')}`;
    case 'overdue':
      return `Overdue by ${spanLabel(state.overMs)}`;
    case 'answered':
      return `Answered in ${spanLabel(state.afterMs)}`;
    default:
      return null;
  }
}
