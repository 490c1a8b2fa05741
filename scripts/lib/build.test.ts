import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';

// `npm start` runs scripts/start.mjs through `sh -c`, and the script runs the server through
// `run`. A SIGTERM to npm reaches only that shell, which dies of it without passing it on.

const BUILD = path.resolve(import.meta.dirname, 'build.mjs');

/** A stand-in for the server: says where it runs, and notes a SIGTERM before it exits. */
const SERVER = `
import { writeFileSync } from 'node:fs';
const [pidFile, stoppedFile] = process.argv.slice(2);
process.on('SIGTERM', () => {
  writeFileSync(stoppedFile, 'SIGTERM');
  process.exit(0);
});
writeFileSync(pidFile, String(process.pid));
setInterval(() => {}, 1000);
`;

/** A stand-in for scripts/start.mjs. */
const wrapper = (server: string, pidFile: string, stoppedFile: string) => `
import { run } from ${JSON.stringify(BUILD)};
process.exitCode = await run(${JSON.stringify([server, pidFile, stoppedFile])}, process.env, 'ignore');
`;

describe('run', () => {
  let dir = '';
  afterEach(async () => {
    const pidFile = path.join(dir, 'server.pid');
    if (existsSync(pidFile)) {
      try {
        process.kill(Number(readFileSync(pidFile, 'utf8')), 'SIGKILL');
      } catch {
        // already gone
      }
    }
    await rm(dir, { recursive: true, force: true });
  });

  it('stops its script when the shell that started it dies of a SIGTERM', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'run-orphan-'));
    const server = path.join(dir, 'server.mjs');
    const start = path.join(dir, 'start.mjs');
    const pidFile = path.join(dir, 'server.pid');
    const stoppedFile = path.join(dir, 'stopped');
    await writeFile(server, SERVER);
    await writeFile(start, wrapper(server, pidFile, stoppedFile));
    // the second command keeps any sh from replacing itself with node, as npm's does not
    const shell = spawn('sh', ['-c', `"${process.execPath}" "${start}"; true`], {
      stdio: 'ignore',
    });
    await vi.waitFor(() => expect(existsSync(pidFile)).toBe(true), { timeout: 15_000 });

    shell.kill('SIGTERM');
    await vi.waitFor(() => expect(existsSync(stoppedFile)).toBe(true), { timeout: 5_000 });
    expect(readFileSync(stoppedFile, 'utf8')).toBe('SIGTERM');
  });
});
