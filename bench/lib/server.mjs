// Starting and stopping what the benchmarks measure: the production server (server.mjs,
// built into its own dist dir, on a fresh data dir), a bare Node `http` server that
// replays captured responses from memory (bare-server.mjs, in its own process so it does
// not share an event loop with the load generator), and the bare Next.js pages (bare-next/ and
// bare-next-styled/, Lighthouse's references).
import { fork, spawn } from 'node:child_process';
import {
  closeSync,
  cpSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { buildReason, root, runBuild, serverProcess } from '../../scripts/lib/build.mjs';

export { root };

/**
 * Builds into `distDir` when it is missing or older than the sources; throws when the build fails.
 * @param {string} distDir @param {(line: string) => void} [log]
 */
export async function ensureBuild(distDir, log = console.log) {
  const reason = buildReason(distDir);
  if (!reason) {
    log(`Build: ${distDir} is up to date.`);
    return;
  }
  log(`Build: ${reason}; running next build ...`);
  const started = Date.now();
  // the build's output goes to stderr with the progress lines: stdout carries only the report
  const code = await runBuild(
    distDir,
    { ...process.env, NODE_ENV: 'production' },
    { stdio: ['ignore', 2, 2] },
  );
  if (code !== 0) throw new Error(`next build failed (exit code ${code})`);
  log(`Build: done in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
}

/**
 * One raw HTTP request; the body is returned as sent (not decompressed).
 * @typedef {{ status: number, headers: import('node:http').IncomingHttpHeaders, rawHeaders: string[], body: Buffer }} Answer
 * @param {string} url @param {Record<string, string>} [headers] @param {number} [timeoutMs]
 * @returns {Promise<Answer>}
 */
export function request(url, headers = {}, timeoutMs = 60_000) {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers, timeout: timeoutMs }, (res) => {
      /** @type {Buffer[]} */
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          rawHeaders: res.rawHeaders,
          body: Buffer.concat(chunks),
        }),
      );
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error(`timed out after ${timeoutMs} ms: ${url}`)));
    req.on('error', reject);
  });
}

/**
 * Polls `url` until it answers 200 (the first start seeds the database, which takes a while);
 * resolves with that answer.
 * @param {string} url @param {import('node:child_process').ChildProcess} child @param {number} timeoutMs
 */
export async function waitForOk(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      const res = await request(url, {}, 30_000);
      if (res.status === 200) return res;
      last = `HTTP ${res.status}`;
    } catch (error) {
      last = /** @type {Error} */ (error).message;
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`${url} was not ready after ${timeoutMs / 1000} s (${last})`);
}

/**
 * Starts `node server.mjs` on `port` with a fresh temporary DATA_DIR (removed when it stops),
 * or on `dataDir` (kept), with `env` added to its environment. Its log (standard output) goes to
 * the file `stdout` (opened for writing) when given, or else to a temporary file, as an
 * operator's `npm start >> site.log` or process manager has it: through a pipe, every request
 * line would be read by this process, whose event loop is the load generator's, and that work
 * counted against the server. Its standard error comes through a pipe. `tree` is the
 * checkout whose server.mjs runs (this one by default), `nodeArgs` what Node is given beside the
 * server's own settings (a profiler's).
 * @param {{ port: number, distDir: string, dataDir?: string, env?: Record<string, string>, stdout?: number, log?: (line: string) => void, tree?: string, nodeArgs?: string[] }} options
 * @returns {Promise<{ origin: string, stop: () => Promise<void>, seconds: string, ms: number, pid: number, child: import('node:child_process').ChildProcess }>}
 */
export async function startApp({
  port,
  distDir,
  dataDir: given,
  env = {},
  stdout,
  log = console.log,
  tree = root,
  nodeArgs = [],
}) {
  const dataDir = given ?? mkdtempSync(path.join(os.tmpdir(), 'data-bench-'));
  const logDir =
    stdout === undefined ? mkdtempSync(path.join(os.tmpdir(), 'bench-app-log-')) : null;
  const logFile = logDir && path.join(logDir, 'site.log');
  const logFd = logFile ? openSync(logFile, 'w') : stdout;
  // as `npm start` runs it
  const command = serverProcess(
    {
      ...process.env,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      PORT: String(port),
      DATA_DIR: dataDir,
      NEXT_DIST_DIR: distDir,
      DATABASE_URL: '',
      ...env,
    },
    { tree, nodeArgs },
  );
  const child =
    /** @type {import('node:child_process').ChildProcessByStdio<null, import('node:stream').Readable | null, import('node:stream').Readable>} */ (
      spawn(process.execPath, command.args, {
        cwd: tree,
        env: command.env,
        stdio: ['ignore', logFd ?? 'pipe', 'pipe'],
      })
    );
  // the child has its own copy of the file's descriptor
  if (logFile && logFd !== undefined) closeSync(logFd);
  const server = await served(
    child,
    port,
    () => {
      if (!given) rmSync(dataDir, { recursive: true, force: true });
      if (logDir) rmSync(logDir, { recursive: true, force: true });
    },
    logFile ? () => readFileSync(logFile, 'utf8') : undefined,
  );
  log(`App: server.mjs ready on ${server.origin} in ${server.seconds} s (DATA_DIR ${dataDir}).`);
  return server;
}

const BARE_NEXT = path.join(import.meta.dirname, '..', 'bare-next');
// what the styled page adds to the bare one: its layout (with the fonts) and a stylesheet
const STYLED_OVERLAY = path.join(import.meta.dirname, '..', 'bare-next-styled');
const SITE_FONTS = path.join(root, 'src', 'app', 'fonts');
const NEXT_BIN = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');

/**
 * Builds and starts (`next start`) a bare Next.js page: `plain` (`bench/bare-next`), the
 * reference for what the framework alone scores in Lighthouse on this machine, or `styled`, the
 * same page with the layout and stylesheet of `bench/bare-next-styled` and the site's two webfonts.
 * It is built on every run (about 20 s), so it always matches the installed `next`, in a temporary
 * copy: inside the repository, Next would take the site's `src/instrumentation.ts` for the page's
 * own.
 * @param {{ port: number, variant?: 'plain' | 'styled', log?: (s: string) => void }} options
 * @returns {ReturnType<typeof served>}
 */
export async function startBareNext({ port, variant = 'plain', log = console.log }) {
  const name = variant === 'plain' ? 'Bare Next.js page' : 'Bare Next.js page, styled';
  const dir = mkdtempSync(path.join(os.tmpdir(), `bench-bare-next-${variant}-`));
  cpSync(BARE_NEXT, dir, { recursive: true });
  if (variant === 'styled') {
    cpSync(STYLED_OVERLAY, dir, { recursive: true });
    // the typefaces and their rules, not the folder's tests (they import the site's scripts)
    cpSync(SITE_FONTS, path.join(dir, 'app', 'fonts'), {
      recursive: true,
      filter: (source) => !source.endsWith('.test.ts'),
    });
  }
  symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  const removeDir = () => rmSync(dir, { recursive: true, force: true });
  /** @type {NodeJS.ProcessEnv} */
  const env = { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' };
  delete env.NEXT_DIST_DIR;
  log(`${name}: building ...`);
  const build = spawn(process.execPath, [NEXT_BIN, 'build'], {
    cwd: dir,
    env,
    stdio: ['ignore', 2, 2],
  });
  const code = await new Promise((resolve) => build.once('exit', resolve));
  if (code !== 0) {
    removeDir();
    throw new Error(`next build of ${name} failed (exit code ${code})`);
  }
  const child = spawn(process.execPath, [NEXT_BIN, 'start', '--port', String(port)], {
    cwd: dir,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const server = await served(child, port, removeDir);
  log(`${name}: next start ready on ${server.origin} in ${server.seconds} s.`);
  return server;
}

/**
 * Waits until the server `child` answers 200 on `/`; its stop() ends it (SIGTERM, then SIGKILL
 * after 8 s) and then runs `cleanUp`. When it never becomes ready, it is stopped and the error
 * carries the end of its output (and of its log file, read by `logged`, when it writes to one).
 * @param {import('node:child_process').ChildProcessByStdio<null, import('node:stream').Readable | null, import('node:stream').Readable>} child
 * @param {number} port
 * @param {() => void} cleanUp
 * @param {() => string} [logged]
 */
export async function served(child, port, cleanUp, logged) {
  /** @type {string[]} */
  const output = [];
  const keep = (/** @type {Buffer} */ data) => {
    output.push(data.toString());
    if (output.length > 200) output.shift();
  };
  child.stdout?.on('data', keep);
  child.stderr.on('data', keep);

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 8000))]);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
    cleanUp();
  };

  const origin = `http://localhost:${port}`;
  // from the spawn (`child` was spawned just before), as `npm start` without its build check
  const started = Date.now();
  try {
    await waitForOk(`${origin}/`, child, 300_000);
  } catch (error) {
    const log = logged?.() ?? '';
    await stop();
    throw new Error(
      `${/** @type {Error} */ (error).message}\n--- server output ---\n${(log + output.join('')).slice(-4000)}`,
    );
  }
  const ms = Date.now() - started;
  return {
    origin,
    stop,
    seconds: (ms / 1000).toFixed(1),
    ms,
    pid: /** @type {number} */ (child.pid),
    child,
  };
}

/**
 * Starts the bare server on `port`, replaying `pages` (path -> captured response) from memory.
 * @param {{ port: number, pages: Record<string, { status: number, headers: Record<string, string>, body: Buffer }> }} options
 * @returns {Promise<{ origin: string, stop: () => Promise<void> }>}
 */
export async function startBare({ port, pages }) {
  const child = fork(path.join(import.meta.dirname, 'bare-server.mjs'), [], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const payload = Object.fromEntries(
    Object.entries(pages).map(([p, r]) => [
      p,
      { status: r.status, headers: r.headers, body: r.body.toString('base64') },
    ]),
  );
  await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`the bare server exited with code ${code}`)));
    child.send({ port, pages: payload });
  });
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  };
  return { origin: `http://localhost:${port}`, stop };
}
