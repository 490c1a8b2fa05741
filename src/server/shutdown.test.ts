import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureLog } from '#test/log-lines';

const events: string[] = [];
vi.mock('./db', () => ({
  closeDb: vi.fn(async () => {
    events.push('database closed');
  }),
}));

const { beforeShutdown, shutDown } = await import('./shutdown');

describe('shutDown', () => {
  const forgets: (() => void)[] = [];
  afterEach(() => {
    for (const forget of forgets.splice(0)) forget();
    events.length = 0;
  });

  it('closes the database once the registered work has finished', async () => {
    let finish = () => {};
    forgets.push(
      beforeShutdown(
        () =>
          new Promise<void>((resolve) => {
            finish = () => {
              events.push('delivery finished');
              resolve();
            };
          }),
      ),
      beforeShutdown(() => {
        events.push('views written');
      }),
    );
    const done = shutDown();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(events).toEqual(['views written']);
    finish();
    await done;
    expect(events).toEqual(['views written', 'delivery finished', 'database closed']);
  });

  it('closes the database after a task that fails, and says what failed', async () => {
    const log = captureLog();
    forgets.push(
      beforeShutdown(() => {
        throw new Error('the mail server hung up');
      }),
    );
    await shutDown();
    expect(events).toEqual(['database closed']);
    log.restore();
    expect(log.lines).toMatchObject([
      { level: 50, component: 'shutdown', err: { message: 'the mail server hung up' } },
    ]);
  });

  it('leaves out work taken back', async () => {
    const forget = beforeShutdown(() => {
      events.push('backup finished');
    });
    forget();
    await shutDown();
    expect(events).toEqual(['database closed']);
  });
});
