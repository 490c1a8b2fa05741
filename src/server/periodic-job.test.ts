import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { captureLog } from '#test/log-lines';
import { logger } from '@/server/log.mjs';

const shutdownTasks = new Set<() => Promise<void> | void>();
vi.mock('@/server/shutdown', () => ({
  beforeShutdown: (task: () => Promise<void> | void) => {
    shutdownTasks.add(task);
    return () => shutdownTasks.delete(task);
  },
}));

const { periodicJob } = await import('./periodic-job');
type PeriodicJob = ReturnType<typeof periodicJob>;

const log = logger('test-job');
const EVERY = 1_000;

/** A pass that stays under way until the test ends it, counting how many run at once. */
function heldPasses() {
  const ends: (() => void)[] = [];
  const seen = { started: 0, atOnce: 0, most: 0 };
  const pass = () => {
    seen.started += 1;
    seen.atOnce += 1;
    seen.most = Math.max(seen.most, seen.atOnce);
    return new Promise<void>((resolve) => {
      ends.push(() => {
        seen.atOnce -= 1;
        resolve();
      });
    });
  };
  return { pass, seen, endAll: () => ends.splice(0).forEach((end) => end()) };
}

describe('periodicJob', () => {
  const jobs: PeriodicJob[] = [];
  const start = (options: Partial<Parameters<typeof periodicJob>[0]>) => {
    const job = periodicJob({
      key: 'test',
      everyMs: EVERY,
      pass: async () => {},
      log,
      failure: 'the test pass failed',
      ...options,
    });
    jobs.push(job);
    return job;
  };

  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(async () => {
    await Promise.all(jobs.splice(0).map((job) => job.stop()));
    vi.useRealTimers();
  });

  it('runs a pass every interval, the first after firstRunMs when one is given', async () => {
    const pass = vi.fn(async () => {});
    start({ pass, firstRunMs: 100 });
    await vi.advanceTimersByTimeAsync(99);
    expect(pass).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(pass).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(EVERY - 100);
    expect(pass).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2 * EVERY);
    expect(pass).toHaveBeenCalledTimes(4);
  });

  it('waits a whole interval for its first pass without firstRunMs', async () => {
    const pass = vi.fn(async () => {});
    start({ pass });
    await vi.advanceTimersByTimeAsync(EVERY - 1);
    expect(pass).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(pass).toHaveBeenCalledTimes(1);
  });

  it('runs one pass at a time: ticks during a long pass join it', async () => {
    const { pass, seen, endAll } = heldPasses();
    const job = start({ pass });
    await vi.advanceTimersByTimeAsync(EVERY);
    expect(seen.started).toBe(1);
    await vi.advanceTimersByTimeAsync(3 * EVERY);
    const joined = job.runNow();
    expect(seen).toMatchObject({ started: 1, most: 1 });
    endAll();
    await joined;
    // the ticks missed meanwhile are not made up for
    await vi.advanceTimersByTimeAsync(EVERY);
    expect(seen).toMatchObject({ started: 2, most: 1 });
    endAll();
  });

  it('logs a failed pass, and the next one still runs', async () => {
    const captured = captureLog();
    const pass = vi
      .fn<() => Promise<void>>()
      .mockRejectedValueOnce(new Error('the database went away'))
      .mockResolvedValue(undefined);
    start({ pass });
    await vi.advanceTimersByTimeAsync(2 * EVERY);
    captured.restore();
    expect(pass).toHaveBeenCalledTimes(2);
    expect(captured.lines).toMatchObject([
      {
        level: 50,
        component: 'test-job',
        msg: 'the test pass failed',
        err: { message: 'the database went away' },
      },
    ]);
  });

  it('stops: no pass after it, and it resolves once the pass under way has finished', async () => {
    const { pass, seen, endAll } = heldPasses();
    const job = start({ pass, firstRunMs: 10 });
    await vi.advanceTimersByTimeAsync(10);
    let stopped = false;
    const stopping = job.stop().then(() => {
      stopped = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    endAll();
    await stopping;
    await job.runNow();
    await vi.advanceTimersByTimeAsync(5 * EVERY);
    expect(seen.started).toBe(1);
  });

  it('a first pass not yet run does not run after a stop', async () => {
    const pass = vi.fn(async () => {});
    const job = start({ pass, firstRunMs: 100 });
    await job.stop();
    await vi.advanceTimersByTimeAsync(5 * EVERY);
    expect(pass).not.toHaveBeenCalled();
  });

  it('starts once under a key: a second start returns the running job', async () => {
    const pass = vi.fn(async () => {});
    const other = vi.fn(async () => {});
    const job = start({ pass });
    expect(start({ pass: other, everyMs: 10 })).toBe(job);
    await vi.advanceTimersByTimeAsync(EVERY);
    expect(pass).toHaveBeenCalledTimes(1);
    expect(other).not.toHaveBeenCalled();
    // another key is another job, and a stopped job's key can start again
    const apart = start({ key: 'apart', pass: other });
    expect(apart).not.toBe(job);
    await job.stop();
    const again = start({ pass });
    expect(again).not.toBe(job);
    await vi.advanceTimersByTimeAsync(EVERY);
    expect(pass).toHaveBeenCalledTimes(2);
    expect(other).toHaveBeenCalledTimes(1);
  });

  it('is stopped by the shutdown, which no longer holds it once stopped', async () => {
    const pass = vi.fn(async () => {});
    const job = start({ pass });
    expect(shutdownTasks.size).toBe(1);
    await Promise.all([...shutdownTasks].map((task) => task()));
    await vi.advanceTimersByTimeAsync(5 * EVERY);
    expect(pass).not.toHaveBeenCalled();
    expect(shutdownTasks.size).toBe(0);
    expect(start({ pass })).not.toBe(job);
  });
});
