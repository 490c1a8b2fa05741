import { afterEach, describe, expect, it } from 'vitest';
import { whenIdle, type IdleOptions } from './when-idle';

// Real timers: what is measured is the event loop itself.

/** Keeps the event loop busy for nearly all of every timer tick until stopped. */
function keepBusy(): () => void {
  const timer = setInterval(() => {
    const until = performance.now() + 9;
    while (performance.now() < until) {
      // busy
    }
  }, 10);
  return () => clearInterval(timer);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Schedules a task with `options`; whether it has run yet. */
function scheduled(options: IdleOptions): () => boolean {
  let ran = false;
  whenIdle(() => (ran = true), options);
  return () => ran;
}

describe('whenIdle', () => {
  let stop: (() => void) | undefined;
  afterEach(() => stop?.());

  it('runs the task at the first quiet moment', async () => {
    const started = Date.now();
    const ran = await new Promise<number>((resolve) =>
      whenIdle(() => resolve(Date.now()), { quietMs: 50, atMostMs: 10_000 }),
    );
    expect(ran - started).toBeLessThan(2_000);
  });

  it('waits while the server is busy, and runs once it is quiet', async () => {
    stop = keepBusy();
    const ran = scheduled({ quietMs: 50, atMostMs: 10_000 });
    await sleep(500);
    expect(ran()).toBe(false);
    stop();
    await sleep(400);
    expect(ran()).toBe(true);
  });

  it('runs after atMostMs on a server that is never quiet', async () => {
    stop = keepBusy();
    const ran = scheduled({ quietMs: 50, atMostMs: 300 });
    await sleep(150);
    expect(ran()).toBe(false);
    await sleep(600);
    expect(ran()).toBe(true);
  });

  it('can be cancelled', async () => {
    let ran = false;
    whenIdle(() => (ran = true), { quietMs: 30 }).cancel();
    await sleep(200);
    expect(ran).toBe(false);
  });
});
