#!/usr/bin/env node
// The server Playwright tests against (playwright.config.ts `webServer`):
// builds into .next-e2e when that build is missing or older than the sources,
// then serves it on E2E_PORT with a fresh DATA_DIR that is removed on exit.
// With --build-only it stops after the build (`npm test` builds as its own step). The server's
// log (its standard output: JSON lines) goes to E2E_LOG_FILE, which e2e/server-log.check.ts
// reads once every spec has run; its errors stay on this process's standard error.
import { mkdirSync, openSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildReason, runBuild, runServer } from './lib/build.mjs';

// helpers running specs side by side give each their own build folder
const DIST_DIR = process.env.E2E_DIST_DIR || '.next-e2e';
const port = process.env.E2E_PORT || '3200';
const dataDir = process.env.E2E_DATA_DIR || path.join(os.tmpdir(), `studio-e2e-${port}`);
const logFile = process.env.E2E_LOG_FILE || path.join(os.tmpdir(), `studio-e2e-${port}.log`);

const reason = buildReason(DIST_DIR);
if (reason) {
  console.log(`[e2e-server] building (${reason})`);
  const started = Date.now();
  const code = await runBuild(DIST_DIR, { ...process.env, NODE_ENV: 'production' });
  if (code !== 0) {
    console.error(`[e2e-server] build failed with exit code ${code}`);
    process.exit(code);
  }
  console.log(`[e2e-server] built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
} else {
  console.log(`[e2e-server] ${DIST_DIR} is up to date`);
}
if (process.argv.includes('--build-only')) process.exit(0);

rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });
const cleanup = () => rmSync(dataDir, { recursive: true, force: true });
process.on('exit', cleanup);

console.log(
  `[e2e-server] serving ${DIST_DIR} on port ${port} with DATA_DIR ${dataDir}, its log in ${logFile}`,
);
const code = await runServer(
  {
    ...process.env,
    NODE_ENV: 'production',
    NEXT_DIST_DIR: DIST_DIR,
    NEXT_TELEMETRY_DISABLED: '1',
    PORT: port,
    DATA_DIR: dataDir,
    SITE_URL: process.env.SITE_URL || `http://localhost:${port}`,
  },
  // started from another folder than the project's, as a service manager may start it: the
  // end-to-end tests then show that the server finds its own files all the same
  { cwd: os.tmpdir(), stdio: ['ignore', openSync(logFile, 'w'), 'inherit'] },
);
process.exit(code);
