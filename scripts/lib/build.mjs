// Decides whether a Next.js build is out of date and runs one. Shared by
// `npm start` (scripts/start.mjs) and the e2e server (scripts/e2e-server.mjs).
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { precompressStatic } from './precompress.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** What a build is made from: a change to any of these needs a new build. */
// (not tsconfig.json: next build itself rewrites it)
const SOURCES = [
  'src',
  'drizzle',
  'public',
  'next.config.ts',
  'package.json',
  'postcss.config.mjs',
];

// tests live beside the code but are not part of the build
const IGNORED = /\.(test|int\.test|spec)\.[cm]?[jt]sx?$/;

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

/** Why `distDir` needs a (re)build, or null when it is up to date. */
export function buildReason(distDir) {
  const buildId = path.join(root, distDir, 'BUILD_ID');
  if (!existsSync(buildId)) return `no build in ${distDir}`;
  const built = statSync(buildId).mtimeMs;
  for (const source of SOURCES) {
    if (newestIn(path.join(root, source)) > built) return `${source} changed since the last build`;
  }
  return null;
}

/**
 * Runs `next build` into `distDir`, then makes the compressed copies of its scripts and
 * stylesheets that server.mjs sends; resolves with the build's exit code. `stdio` is where
 * the build's output goes (the bench sends it to stderr, keeping stdout for its report).
 */
export async function runBuild(distDir, env = process.env, { stdio = 'inherit' } = {}) {
  const code = await runNext(
    ['build'],
    { ...env, NEXT_DIST_DIR: distDir, NEXT_TELEMETRY_DISABLED: '1' },
    stdio,
  );
  if (code !== 0) return code;
  await precompressStatic(path.resolve(root, distDir));
  // the first-start content's images, drawn once here rather than at every first start
  return run([tsxBin(), path.join(root, 'scripts', 'render-seed-art.ts'), distDir], env, stdio);
}

/** Runs the production server (server.mjs: Next behind the page cache) on env.PORT; resolves with its exit code. */
export function runServer(env = process.env) {
  return run([path.join(root, 'server.mjs')], env);
}

function tsxBin() {
  return path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs');
}

function nextBin() {
  return path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
}

function runNext(args, env, stdio) {
  return run([nextBin(), ...args], env, stdio);
}

/** Runs a Node script (stdio inherited unless given), forwarding termination signals to it. */
function run(
  args,
  env,
  stdio = /** @type {import('node:child_process').StdioOptions} */ ('inherit'),
) {
  const child = spawn(process.execPath, args, { cwd: root, stdio, env });
  const forward = (signal) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  };
  const signals = ['SIGINT', 'SIGTERM', 'SIGHUP'];
  for (const signal of signals) process.on(signal, forward);
  return new Promise((resolve) => {
    child.on('exit', (code, signal) => {
      for (const s of signals) process.off(s, forward);
      resolve(code ?? 128 + (os.constants.signals[signal] ?? 0));
    });
  });
}
