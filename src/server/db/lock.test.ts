import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { acquireLock, DataDirLockedError, lockHolder, lockPath } from './lock';

// The DATA_DIR lock is what keeps a second server or tool from opening PGlite
// while the first one writes, so it is tested across real processes.

const holder = path.resolve('test/fixtures/hold-lock.ts');

type Child = {
  proc: ChildProcessWithoutNullStreams;
  next: () => Promise<string>;
  exited: Promise<number | null>;
};

/** Starts a node process that tries to take the lock on `dir`. */
function startChild(dir: string): Child {
  const proc = spawn(process.execPath, ['--import', 'tsx', holder, dir], { stdio: 'pipe' });
  const lines: string[] = [];
  const waiting: Array<(line: string) => void> = [];
  createInterface({ input: proc.stdout }).on('line', (line) => {
    const resolve = waiting.shift();
    if (resolve) resolve(line);
    else lines.push(line);
  });
  let stderr = '';
  proc.stderr.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise<number | null>((resolve) => proc.on('exit', (code) => resolve(code)));
  const next = () =>
    new Promise<string>((resolve, reject) => {
      const line = lines.shift();
      if (line !== undefined) return resolve(line);
      waiting.push(resolve);
      void exited.then((code) =>
        reject(new Error(`child exited (${code}) without a line: ${stderr.trim()}`)),
      );
    });
  return { proc, next, exited };
}

describe('DATA_DIR lock', () => {
  let dir: string;
  const children: Child[] = [];
  const releases: Array<() => void> = [];

  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'lock-test-'));
  });

  afterEach(async () => {
    for (const release of releases.splice(0)) release();
    for (const child of children.splice(0)) {
      if (child.proc.exitCode === null && child.proc.signalCode === null) {
        child.proc.kill('SIGKILL');
        await child.exited;
      }
    }
    rmSync(dir, { recursive: true, force: true });
  });

  function child(): Child {
    const c = startChild(dir);
    children.push(c);
    return c;
  }

  it('refuses a second process while the first holds the lock, and lets it in after release', async () => {
    const first = child();
    expect(await first.next()).toBe('locked');
    expect(readFileSync(lockPath(dir), 'utf8')).toBe(String(first.proc.pid));
    expect(lockHolder(dir)).toBe(first.proc.pid);

    let refused: unknown;
    try {
      releases.push(acquireLock(dir));
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(DataDirLockedError);
    expect((refused as DataDirLockedError).pid).toBe(first.proc.pid);
    expect((refused as Error).message).toContain(path.resolve(dir));
    expect((refused as Error).message).toContain(String(first.proc.pid));
    expect((refused as Error).message).not.toContain('\n');

    first.proc.stdin.write('release\n');
    expect(await first.next()).toBe('released');
    expect(existsSync(lockPath(dir))).toBe(false);

    const release = acquireLock(dir);
    expect(readFileSync(lockPath(dir), 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(lockPath(dir))).toBe(false);
  });

  it('makes another process fail with DataDirLockedError while this one holds it', async () => {
    const release = acquireLock(dir);
    releases.push(release);
    const second = child();
    expect(await second.next()).toBe(`refused ${process.pid}`);
    expect(await second.exited).toBe(3);

    release();
    const third = child();
    expect(await third.next()).toBe('locked');
  });

  it('takes over the lock of a process that died without releasing it', async () => {
    const first = child();
    expect(await first.next()).toBe('locked');
    const pid = first.proc.pid!;
    first.proc.kill('SIGKILL');
    await first.exited;

    expect(readFileSync(lockPath(dir), 'utf8')).toBe(String(pid));
    expect(lockHolder(dir)).toBeNull();
    const release = acquireLock(dir);
    releases.push(release);
    expect(readFileSync(lockPath(dir), 'utf8')).toBe(String(process.pid));
  });

  it('takes over a lock file that names no live process', () => {
    writeFileSync(lockPath(dir), 'not a pid');
    releases.push(acquireLock(dir));
    expect(readFileSync(lockPath(dir), 'utf8')).toBe(String(process.pid));
  });

  it('releases when the holder exits normally', async () => {
    const first = child();
    expect(await first.next()).toBe('locked');
    first.proc.stdin.write('exit\n');
    expect(await first.exited).toBe(0);
    expect(existsSync(lockPath(dir))).toBe(false);
  });
});
