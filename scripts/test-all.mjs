#!/usr/bin/env node
// `npm test`: every check in order -- lint, format, typecheck, unit, integration, e2e
// (the production build for e2e, then the browser tests). Lint, format and typecheck each
// keep one core busy, so they run side by side (their output is printed as each one ends).
// Stops at the first failing step with its exit code. Ends with one plain line,
// `N passed, N failed`, summing the Vitest and Playwright test counts (CI reads
// it); a step that fails without failing tests (lint, types, a build) counts as
// one failure so that line never reports a failed run as clean.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root } from './lib/build.mjs';
import { TEST_CHROMIUM_PATH } from './lib/chromium.mjs';

/**
 * One step of the run: a command, whether it runs beside its neighbours, and how its report
 * counts the tests it ran.
 * @typedef {{
 *   name: string,
 *   command: string,
 *   args: string[],
 *   parallel?: boolean,
 *   note?: string,
 *   env?: Record<string, string>,
 *   counts?: () => { passed: number, failed: number, flaky?: number },
 * }} Step
 */

const reports = mkdtempSync(path.join(os.tmpdir(), 'test-all-'));
const bin = (/** @type {string} */ name) => path.join(root, 'node_modules', '.bin', name);
const report = (/** @type {string} */ name) => path.join(reports, `${name}.json`);

/** @param {string} project @returns {Step} */
const vitest = (project) => ({
  name: project,
  command: bin('vitest'),
  args: [
    'run',
    '--project',
    project,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report(project)}`,
  ],
  counts: () => {
    const r = JSON.parse(readFileSync(report(project), 'utf8'));
    return { passed: r.numPassedTests ?? 0, failed: r.numFailedTests ?? 0 };
  },
});

/** @type {Step[]} */
const steps = [
  // the cache only helps repeated local runs; CI starts without one
  {
    name: 'lint',
    parallel: true,
    command: bin('eslint'),
    args: ['.', '--cache', '--cache-location', 'node_modules/.cache/eslint/'],
  },
  // one code style: a file prettier would change fails the run (npm run format fixes it)
  {
    name: 'format',
    parallel: true,
    command: bin('prettier'),
    args: ['--check', '.', '--log-level', 'warn'],
  },
  { name: 'typecheck', parallel: true, command: bin('tsc'), args: ['--noEmit'] },
  vitest('unit'),
  vitest('int'),
  // the production build the browser tests run against, timed on its own
  {
    name: 'e2e build',
    command: process.execPath,
    args: ['scripts/e2e-server.mjs', '--build-only'],
  },
  {
    name: 'e2e',
    command: bin('playwright'),
    args: ['test'],
    // the full browser is much slower than the headless shell (ADR 017): say which one runs
    note: `in ${TEST_CHROMIUM_PATH}`,
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: report('e2e') },
    counts: () => {
      const { stats } = JSON.parse(readFileSync(report('e2e'), 'utf8'));
      // a test that passed on its retry (CI only) is "flaky": it passed, and the summary says so
      return {
        passed: (stats.expected ?? 0) + (stats.flaky ?? 0),
        failed: stats.unexpected ?? 0,
        flaky: stats.flaky ?? 0,
      };
    },
  },
];

/**
 * Runs a step; `buffered` collects its output and prints it in one piece when it ends.
 * @param {Step} step @param {{ buffered?: boolean }} [options] @returns {Promise<number>}
 */
function run(step, { buffered = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(step.command, step.args, {
      cwd: root,
      stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...step.env },
    });
    /** @type {Buffer[]} */
    const output = [];
    if (buffered) {
      child.stdout?.on('data', (chunk) => output.push(chunk));
      child.stderr?.on('data', (chunk) => output.push(chunk));
    }
    // runners clean up (Playwright stops its web server) on SIGINT, not on SIGTERM
    const forward = () => child.kill('SIGINT');
    process.on('SIGINT', forward).on('SIGTERM', forward);
    child.on('error', (error) => {
      console.error(`${step.name}: ${error.message}`);
      resolve(127);
    });
    child.on('close', (code, signal) => {
      process.off('SIGINT', forward).off('SIGTERM', forward);
      if (buffered && output.length > 0) process.stdout.write(Buffer.concat(output));
      resolve(code ?? (signal ? 128 + (os.constants.signals[signal] ?? 0) : 1));
    });
  });
}

const seconds = (/** @type {number} */ ms) => `${(ms / 1000).toFixed(1)} s`;
/** @type {string[]} */
const timings = [];
let passed = 0;
let failed = 0;
let exitCode = 0;
const started = Date.now();

/**
 * Runs one step and records its time, counts and outcome; resolves with its exit code.
 * @param {Step} step @param {{ buffered?: boolean }} [options]
 */
async function runStep(step, options) {
  const command = [path.basename(step.command), ...step.args].join(' ');
  console.log(`\n=== ${step.name}: ${command}${step.note ? ` (${step.note})` : ''}`);
  const t0 = Date.now();
  const code = await run(step, options);
  const took = Date.now() - t0;

  /** @type {{ passed: number, failed: number, flaky?: number }} */
  let counted = { passed: 0, failed: 0 };
  if (step.counts) {
    try {
      counted = step.counts();
    } catch {
      // no report: the runner did not get as far as running tests
    }
  }
  passed += counted.passed;
  failed += counted.failed;
  if (code !== 0 && counted.failed === 0) failed += 1;

  const flaky = counted.flaky ? `, ${counted.flaky} flaky: passed only on a retry` : '';
  const counts = step.counts ? ` (${counted.passed} passed, ${counted.failed} failed${flaky})` : '';
  timings.push(
    `  ${step.name.padEnd(10)} ${seconds(took).padStart(8)}  ${code === 0 ? 'ok' : `FAILED (exit ${code})`}${counts}`,
  );
  console.log(
    `=== ${step.name} ${code === 0 ? 'passed' : `failed with exit code ${code}`} in ${seconds(took)}${counts}`,
  );
  return code;
}

// consecutive parallel steps form one group, run together
/** @type {Step[][]} */
const groups = [];
for (const step of steps) {
  const last = groups.at(-1);
  if (step.parallel && last?.[0]?.parallel) last.push(step);
  else groups.push([step]);
}

for (const group of groups) {
  const t0 = Date.now();
  const codes =
    group.length === 1
      ? [await runStep(/** @type {Step} */ (group[0]))]
      : await Promise.all(group.map((step) => runStep(step, { buffered: true })));
  if (group.length > 1) {
    timings.push(
      `  ${'(together)'.padEnd(10)} ${seconds(Date.now() - t0).padStart(8)}  ${group.map((s) => s.name).join(', ')}`,
    );
  }
  const code = codes.find((c) => c !== 0);
  if (code !== undefined) {
    exitCode = code;
    break;
  }
}

rmSync(reports, { recursive: true, force: true });

console.log(
  `\nSteps:\n${timings.join('\n')}\n  ${'total'.padEnd(10)} ${seconds(Date.now() - started).padStart(8)}`,
);
if (exitCode !== 0) console.log(`Stopped at the first failing step (exit code ${exitCode}).`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(exitCode);
