import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The quiet moment comes at once here; the accounts and the mail worker are stand-ins.
const calls = vi.hoisted(() => ({
  ensureOwner: vi.fn<() => Promise<void>>(),
  startMailWorker: vi.fn(),
}));
vi.mock('./when-idle', () => ({ whenIdle: (task: () => void) => task() }));
vi.mock('./auth', () => ({ ensureOwner: calls.ensureOwner }));
vi.mock('./mail', () => ({ startMailWorker: calls.startMailWorker }));

const { startAfterFirstPage } = await import('./late-start');

/** Lets the dynamic imports and the promises after them settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('startAfterFirstPage', () => {
  let errors: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    vi.clearAllMocks();
    errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => errors.mockRestore());

  it('starts the mail worker and the owner account', async () => {
    calls.ensureOwner.mockResolvedValue(undefined);
    startAfterFirstPage();
    await settle();
    expect(calls.startMailWorker).toHaveBeenCalledTimes(1);
    expect(calls.ensureOwner).toHaveBeenCalledTimes(1);
    expect(errors).not.toHaveBeenCalled();
  });

  it('starts the mail worker when the accounts fail', async () => {
    calls.ensureOwner.mockRejectedValue(new Error('database restarting'));
    startAfterFirstPage();
    await settle();
    expect(calls.startMailWorker).toHaveBeenCalledTimes(1);
    expect(errors).toHaveBeenCalledWith('[auth] could not start the accounts:', expect.any(Error));
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
    expect(errors).toHaveBeenCalledWith(
      '[mail] could not start the delivery worker:',
      expect.any(Error),
    );
  });
});
