import { performance } from 'node:perf_hooks';

export type IdleOptions = {
  /** how long the event loop must stay quiet, in ms */
  quietMs?: number;
  /** the share of that time it may be busy and still count as quiet */
  busyBelow?: number;
  /** the task runs after this long whatever the load, in ms */
  atMostMs?: number;
};

/**
 * Runs `task` at the server's first quiet moment: once its event loop has been busy less than
 * `busyBelow` of the time over `quietMs`, or after `atMostMs` on a server that is never quiet.
 * For start-up work that no page needs and that would hold up the requests answered meanwhile
 * (loading a library takes the event loop for tens of milliseconds at a time).
 */
export function whenIdle(
  task: () => void,
  { quietMs = 200, busyBelow = 0.05, atMostMs = 30_000 }: IdleOptions = {},
): { cancel: () => void } {
  const started = Date.now();
  let last = performance.eventLoopUtilization();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const check = () => {
    const now = performance.eventLoopUtilization();
    const busy = performance.eventLoopUtilization(now, last).utilization;
    last = now;
    if (busy < busyBelow || Date.now() - started >= atMostMs) task();
    else timer = setTimeout(check, quietMs);
  };
  timer = setTimeout(check, quietMs);
  return { cancel: () => clearTimeout(timer) };
}
