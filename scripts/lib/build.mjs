// Decides whether a Next.js build is out of date and runs one. Shared by
// `npm start` (scripts/start.mjs) and the e2e server (scripts/e2e-server.mjs).
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUILD_ID_FILE } from '../../src/server/http/next-internals.mjs';
import { writePageStylesheets } from './page-styles.mjs';
import { precompressStatic } from './precompress.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** What a build is made from: a change to any of these needs a new build. */
// (not tsconfig.json: next build itself rewrites it)
const SOURCES = [
  'src',
  'drizzle',
  'public',
  'next.config.mjs',
  'package.json',
  'postcss.config.mjs',
];

// tests live beside the code but are not part of the build
const IGNORED = /\.(test|int\.test|spec)\.[cm]?[jt]sx?$/;

/** The newest modification time of `target` and everything under it (0 when it is missing). @param {string} target @returns {number} */
function newestIn(target) {
  let stat;
  try {
    stat = statSync(target);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return IGNORED.test(target) ? 0 : stat.mtimeMs;
  // a directory's own time changes when a file in it is added, renamed or removed
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) {
    newest = Math.max(newest, newestIn(path.join(target, entry)));
  }
  return newest;
}

/** Why `distDir` needs a (re)build, or null when it is up to date. @param {string} distDir */
export function buildReason(distDir) {
  const buildId = path.join(root, distDir, BUILD_ID_FILE);
  if (!existsSync(buildId)) return `no build in ${distDir}`;
  const built = statSync(buildId).mtimeMs;
  for (const source of SOURCES) {
    if (newestIn(path.join(root, source)) > built) return `${source} changed since the last build`;
  }
  return null;
}

/**
 * Writes the public pages' stylesheets that are out of date (scripts/lib/page-styles.mjs), runs
 * `next build` into `distDir`, then makes the compressed copies of its scripts and
 * stylesheets that server.mjs sends; resolves with the build's exit code. `stdio` is where
 * the build's output goes (the bench sends it to stderr, keeping stdout for its report).
 * @param {string} distDir
 * @param {NodeJS.ProcessEnv} [env]
 * @param {{ stdio?: import('node:child_process').StdioOptions }} [options]
 * @returns {Promise<number>}
 */
export async function runBuild(distDir, env = process.env, { stdio = 'inherit' } = {}) {
  // a page whose imports changed since its stylesheet was written would lack their utilities
  for (const file of writePageStylesheets()) console.error(`[build] wrote ${file}`);
  const code = await runNext(
    ['build'],
    { ...env, NEXT_DIST_DIR: distDir, NEXT_TELEMETRY_DISABLED: '1' },
    stdio,
  );
  if (code !== 0) return code;
  await precompressStatic(path.resolve(root, distDir));
  // an empty migrated database, made once here rather than at every first start
  return run(
    [tsxBin(), path.join(root, 'scripts', 'create-database-template.ts'), distDir],
    env,
    stdio,
  );
}

/**
 * How the production server's process is set up for a small machine (docs/decisions/012-memory.md);
 * `npm start`, the end-to-end tests and the benchmarks all start it so.
 * - V8: after each full collection the heap may grow to 1.2 times what survived, not up to four
 *   times (its default on a machine with memory to spare), and the young generation is 16 MB
 *   instead of 32: under load the heap stays near its live size, for more frequent collections.
 * - glibc's allocator (other C libraries ignore these): at most two arenas instead of one per
 *   thread that ever allocated (compression and image work run on libuv's threads), and memory
 *   freed at the top of an arena handed back from 128 KB instead of a threshold glibc raises to
 *   the largest block it has seen.
 * Together they keep the resident memory under load near what the server uses (ADR 012). Allocator
 * settings already in the environment win.
 */
export const SERVER_NODE_ARGS = ['--heap-growing-percent=20', '--max-semi-space-size=8'];
export const SERVER_ALLOCATOR_ENV = { MALLOC_ARENA_MAX: '2', MALLOC_TRIM_THRESHOLD_: '131072' };

/**
 * The arguments to Node and the environment that start the production server (server.mjs: Next
 * behind the page cache) with the settings above; allocator settings in `env` win. `tree` is the
 * checkout whose server.mjs runs (this one unless a benchmark compares another beside it).
 * @param {NodeJS.ProcessEnv} env
 * @param {{ tree?: string, nodeArgs?: string[] }} [options]
 */
export function serverProcess(env, { tree = root, nodeArgs = [] } = {}) {
  return {
    args: [...SERVER_NODE_ARGS, ...nodeArgs, path.join(tree, 'server.mjs')],
    env: { ...SERVER_ALLOCATOR_ENV, ...env },
  };
}

/**
 * Runs the production server on env.PORT, from `cwd` (the project's folder unless given), its
 * output to `stdio` (this process's unless given); resolves with its exit code.
 * @param {NodeJS.ProcessEnv} [env]
 * @param {{ cwd?: string, stdio?: import('node:child_process').StdioOptions }} [options]
 */
export function runServer(env = process.env, { cwd = root, stdio = 'inherit' } = {}) {
  const server = serverProcess(env);
  return run(server.args, server.env, stdio, cwd);
}

function tsxBin() {
  return path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs');
}

function nextBin() {
  return path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
}

/** @param {string[]} args @param {NodeJS.ProcessEnv} env @param {import('node:child_process').StdioOptions} stdio */
function runNext(args, env, stdio) {
  return run([nextBin(), ...args], env, stdio);
}

/**
 * Runs a Node script (stdio inherited unless given), forwarding termination signals to it; when
 * the process that started this one goes away, the script is stopped as if it had been signalled.
 * `npm start` runs its script through `sh -c`, and Debian's sh dies of a SIGTERM without passing
 * it on: a `kill` of npm's process left the server running, holding its port and data directory.
 * This process then has a new parent.
 * @param {string[]} args
 * @param {NodeJS.ProcessEnv} env
 * @param {import('node:child_process').StdioOptions} [stdio]
 * @param {string} [cwd]
 * @returns {Promise<number>}
 */
export function run(args, env, stdio = 'inherit', cwd = root) {
  const child = spawn(process.execPath, args, { cwd, stdio, env });
  const forward = (/** @type {NodeJS.Signals} */ signal) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  };
  /** @type {NodeJS.Signals[]} */
  const signals = ['SIGINT', 'SIGTERM', 'SIGHUP'];
  for (const signal of signals) process.on(signal, forward);
  const parent = process.ppid;
  const orphaned = setInterval(() => {
    if (process.ppid === parent) return;
    clearInterval(orphaned);
    forward('SIGTERM');
  }, 250);
  return new Promise((resolve) => {
    child.on('exit', (code, signal) => {
      clearInterval(orphaned);
      for (const s of signals) process.off(s, forward);
      resolve(code ?? 128 + (signal ? os.constants.signals[signal] : 0));
    });
  });
}
