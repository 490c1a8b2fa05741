import { spawn } from 'node:child_process';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLogDestination, type Writes } from './log-destination.mjs';

type Callback = (error: NodeJS.ErrnoException | null, written: number) => void;

/**
 * A file descriptor's writes as the destination makes them: each asynchronous write waits until
 * the test answers it (`answer()`), as the thread pool would; `failWith` makes the next answers
 * fail, `short` has the next one take fewer bytes.
 */
function fakeFiles() {
  const chunks: string[] = [];
  const pending: { chunk: Buffer; callback: Callback }[] = [];
  const failures: string[] = [];
  let short = 0;
  const files = {
    write: vi.fn(
      (_fd: number, chunk: Buffer, offset: number, length: number, _p: null, cb: Callback) => {
        pending.push({ chunk: chunk.subarray(offset, offset + length), callback: cb });
      },
    ),
    writeSync: vi.fn((_fd: number, chunk: Buffer, offset = 0, length = chunk.length) => {
      const code = failures.shift();
      if (code) throw Object.assign(new Error(code), { code });
      chunks.push(chunk.subarray(offset, offset + length).toString());
      return length;
    }),
  };
  return {
    files: files as unknown as Writes & typeof files,
    chunks,
    pending,
    /** Completes the oldest write under way. */
    answer() {
      const next = pending.shift();
      if (!next) throw new Error('no write under way');
      const code = failures.shift();
      if (code) return next.callback(Object.assign(new Error(code), { code }), 0);
      const written = short > 0 ? Math.min(short, next.chunk.length) : next.chunk.length;
      short = 0;
      chunks.push(next.chunk.subarray(0, written).toString());
      next.callback(null, written);
    },
    failWith: (...codes: string[]) => failures.push(...codes),
    shortNext: (bytes: number) => (short = bytes),
  };
}

const line = (n: number) => `{"n":${n}}\n`;

/** A destination on fake files whose batches hold `batchBytes`, written 100 ms after a line. */
function batchesOf(batchBytes: number) {
  const fs = fakeFiles();
  return {
    fs,
    destination: createLogDestination({ files: fs.files, batchBytes, waitMs: 100, onExit: false }),
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the log destination', () => {
  it('writes the lines of a moment together, within its wait, in their order', () => {
    vi.useFakeTimers();
    const fs = fakeFiles();
    const destination = createLogDestination({ files: fs.files, waitMs: 100, onExit: false });
    for (let n = 1; n <= 3; n++) destination.write(line(n));
    expect(fs.files.write).not.toHaveBeenCalled();
    vi.advanceTimersByTime(100);
    expect(fs.pending).toHaveLength(1);
    fs.answer();
    expect(fs.chunks).toEqual([line(1) + line(2) + line(3)]);
  });

  it('writes a line longer than a batch on its own, in its place, counting its bytes', () => {
    vi.useFakeTimers();
    const { fs, destination } = batchesOf(64);
    // two bytes a character in UTF-8: longer than a batch in bytes, not in characters
    const long = `{"m":"${'é'.repeat(30)}"}\n`;
    destination.write(line(1));
    destination.write(long);
    destination.write(line(3));
    fs.answer();
    fs.answer();
    vi.advanceTimersByTime(100);
    fs.answer();
    expect(fs.chunks).toEqual([line(1), long, line(3)]);
  });

  it('writes a full batch at once, and gathers the next lines meanwhile', () => {
    vi.useFakeTimers();
    const { fs, destination } = batchesOf(48);
    for (let n = 1; n <= 4; n++) destination.write(line(n));
    expect(fs.pending).toHaveLength(0);
    // the fifth might not fit: the first four go
    destination.write(line(5));
    expect(fs.pending).toHaveLength(1);
    for (let n = 6; n <= 8; n++) destination.write(line(n));
    // one write at a time: what came meanwhile waits for it, then for its batch's time
    expect(fs.pending).toHaveLength(1);
    fs.answer();
    expect(fs.pending).toHaveLength(0);
    vi.advanceTimersByTime(100);
    fs.answer();
    expect(fs.chunks).toEqual([[1, 2, 3, 4].map(line).join(''), [5, 6, 7, 8].map(line).join('')]);
  });

  it('fills the memory of a written batch again, never that of one under way', () => {
    vi.useFakeTimers();
    const { fs, destination } = batchesOf(48);
    for (let n = 1; n <= 5; n++) destination.write(line(n));
    // lines 1-4 under way; 5-8 gathered meanwhile
    for (let n = 6; n <= 8; n++) destination.write(line(n));
    fs.answer();
    vi.advanceTimersByTime(100);
    // 5-8 under way, and 9-11 written into the first batch's memory (two-digit lines are longer)
    for (let n = 9; n <= 13; n++) destination.write(line(n));
    fs.answer();
    fs.answer();
    vi.advanceTimersByTime(100);
    fs.answer();
    expect(fs.chunks).toEqual(
      [
        [1, 2, 3, 4],
        [5, 6, 7, 8],
        [9, 10, 11],
        [12, 13],
      ].map((lines) => lines.map(line).join('')),
    );
    const memory = fs.files.write.mock.calls.map(([, chunk]) => (chunk as Buffer).buffer);
    expect(memory[2]).toBe(memory[0]);
  });

  it('writes the rest of a chunk the descriptor took only part of, before anything after it', () => {
    vi.useFakeTimers();
    const fs = fakeFiles();
    const destination = createLogDestination({ files: fs.files, waitMs: 10, onExit: false });
    destination.write(line(1) + line(2));
    vi.advanceTimersByTime(10);
    fs.shortNext(5);
    fs.answer();
    destination.write(line(3));
    fs.answer();
    vi.advanceTimersByTime(10);
    fs.answer();
    expect(fs.chunks.join('')).toBe(line(1) + line(2) + line(3));
  });

  it('tries a full pipe again (EAGAIN) and keeps the order; stops for good when the reader is gone', () => {
    vi.useFakeTimers();
    const fs = fakeFiles();
    const destination = createLogDestination({ files: fs.files, waitMs: 10, onExit: false });
    destination.write(line(1));
    vi.advanceTimersByTime(10);
    fs.failWith('EAGAIN');
    fs.answer();
    destination.write(line(2));
    vi.advanceTimersByTime(100);
    fs.answer();
    vi.advanceTimersByTime(100);
    while (fs.pending.length) fs.answer();
    expect(fs.chunks.join('')).toBe(line(1) + line(2));

    destination.write(line(3));
    vi.advanceTimersByTime(10);
    fs.failWith('EPIPE');
    fs.answer();
    destination.write(line(4));
    vi.advanceTimersByTime(1000);
    destination.flushSync();
    expect(fs.pending).toHaveLength(0);
    expect(fs.files.writeSync).not.toHaveBeenCalled();
  });

  it('writes what it holds synchronously when asked (at exit), a full pipe tried again', () => {
    const fs = fakeFiles();
    const destination = createLogDestination({ files: fs.files, onExit: false });
    destination.write(line(1));
    destination.write(line(2));
    fs.failWith('EAGAIN');
    destination.flushSync();
    expect(fs.chunks).toEqual([line(1) + line(2)]);
    expect(fs.pending).toHaveLength(0);
  });
});

/**
 * Runs a script that logs `count` request lines through the server's logger, its standard output
 * a pipe, and ends as `end` says; resolves with what it wrote there once it has exited.
 */
function runLogging(end: 'exit' | 'throw' | 'drain' | 'stay', count: number) {
  const log = path.join(import.meta.dirname, 'log.mjs');
  const script = `
    const { logger } = await import(${JSON.stringify(log)});
    const http = logger('http');
    for (let n = 0; n < ${count}; n++)
      http.info({ reqId: 'r' + n, method: 'GET', path: '/', status: 200, ms: 1.5, kind: 'page' }, 'request');
    const end = ${JSON.stringify(end)};
    if (end === 'exit') process.exit(3);
    if (end === 'throw') setImmediate(() => { throw new Error('a crash'); });
    if (end === 'stay') setInterval(() => {}, 1000);
  `;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, LOG_LEVEL: 'info' },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; output: string }>((resolve) =>
    child.once('close', (code) => resolve({ code, output })),
  );
  return { child, exited, output: () => output };
}

describe('the log of a process, on a pipe', () => {
  it.each([
    ['process.exit()', 'exit', 3],
    ['an uncaught error', 'throw', 1],
    ['its end, with nothing left to do', 'drain', 0],
  ] as const)('has every line when it ends by %s', async (_name, end, status) => {
    const { exited } = runLogging(end, 5000);
    const { code, output } = await exited;
    expect(code).toBe(status);
    const lines = output.trimEnd().split('\n');
    expect(lines).toHaveLength(5000);
    expect(lines.map((l) => (JSON.parse(l) as { reqId: string }).reqId)).toEqual(
      Array.from({ length: 5000 }, (_, n) => `r${n}`),
    );
  });

  it('writes a line of a quiet moment without waiting for more', async () => {
    const running = runLogging('stay', 1);
    try {
      await vi.waitFor(() => expect(running.output()).toContain('"reqId":"r0"'), {
        timeout: 10_000,
      });
    } finally {
      running.child.kill();
      await running.exited;
    }
  });
});
