import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { captureLog } from '#test/log-lines';

// The quiet moment comes at once here (unless a test says it has not come yet); the accounts,
// the mail worker and the database are stand-ins.
const calls = vi.hoisted(() => ({
  ensureOwner: vi.fn<() => Promise<void>>(),
  startMailWorker: vi.fn(),
  cancel: vi.fn(),
  quiet: true,
}));
vi.mock('./when-idle', () => ({
  whenIdle: (task: () => void) => {
    if (calls.quiet) task();
    return { cancel: calls.cancel };
  },
}));
vi.mock('./auth', () => ({ ensureOwner: calls.ensureOwner }));
vi.mock('./mail', () => ({ startMailWorker: calls.startMailWorker }));
vi.mock('./db', () => ({ closeDb: async () => {} }));

const { startAfterFirstPage } = await import('./late-start');
const { shutDown } = await import('./shutdown');

/** Lets the dynamic imports and the promises after them settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('startAfterFirstPage', () => {
  let log: ReturnType<typeof captureLog>;
  /** the error lines logged, as component: message */
  const errors = () =>
    log.lines.filter((l) => l.level === 50).map((l) => `${l.component}: ${l.msg}`);
  beforeEach(() => {
    vi.clearAllMocks();
    log = captureLog();
  });
  afterEach(() => log.restore());

  it('starts the mail worker and the owner account', async () => {
    calls.ensureOwner.mockResolvedValue(undefined);
    startAfterFirstPage();
    await settle();
    expect(calls.startMailWorker).toHaveBeenCalledTimes(1);
    expect(calls.ensureOwner).toHaveBeenCalledTimes(1);
    expect(errors()).toEqual([]);
  });

  it('starts the mail worker when the accounts fail', async () => {
    calls.ensureOwner.mockRejectedValue(new Error('database restarting'));
    startAfterFirstPage();
    await settle();
    expect(calls.startMailWorker).toHaveBeenCalledTimes(1);
    expect(errors()).toEqual(['auth: could not start the accounts']);
  });

  it('starts the mail worker while the accounts are still starting', async () => {
    calls.ensureOwner.mockReturnValue(new Promise(() => {}));
    startAfterFirstPage();
    await settle();
    expect(calls.startMailWorker).toHaveBeenCalledTimes(1);
  });

  it('starts the accounts when the mail worker fails', async () => {
    calls.ensureOwner.mockResolvedValue(undefined);
    calls.startMailWorker.mockImplementationOnce(() => {
      throw new Error('no transport');
    });
    startAfterFirstPage();
    await settle();
    expect(calls.ensureOwner).toHaveBeenCalledTimes(1);
    expect(errors()).toEqual(['mail: could not start the delivery worker']);
  });

  it('starts neither when the server stops before its quiet moment', async () => {
    calls.quiet = false;
    try {
      startAfterFirstPage();
      await shutDown();
      expect(calls.cancel).toHaveBeenCalledTimes(1);
      expect(calls.startMailWorker).not.toHaveBeenCalled();
      expect(calls.ensureOwner).not.toHaveBeenCalled();
    } finally {
      calls.quiet = true;
    }
  });
});
