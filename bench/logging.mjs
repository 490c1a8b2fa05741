// What the request log and the metrics cost a cached page: the same build started twice, one
// server with logging at the default level (info: a line per request) and metrics on
// (METRICS_TOKEN), the other with both off (LOG_LEVEL=silent, no token), loaded in turn with
// 50 connections on `/`, the order swapped every round, since the machine's load moves between
// runs. Its log goes to a file, as `npm start >> site.log` or a process manager's log file would
// have it: through a pipe this process read, its work would have been the load generator's,
// which shares this process's event loop, and counted against the server (bench/history.md). Beside
// the requests a second, each round reports the CPU time each server spent per request (its
// own, from /proc): on a machine other work shares, the throughput of a round moves with what
// else runs, the CPU a request costs much less.
import { closeSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { BROWSER_ACCEPT_ENCODING } from '../scripts/lib/chromium.mjs';
import { cpuTicks, requestLines } from './lib/logging-checks.mjs';
import { request, startApp } from './lib/server.mjs';
import { heading, table } from './lib/table.mjs';

/** @type {Record<string, string>} */
const BROWSER = { 'accept-encoding': BROWSER_ACCEPT_ENCODING, accept: 'text/html' };
const METRICS_TOKEN = 'bench-metrics-token-0123456789';

/** CPU seconds process `pid` has used, user and system. @param {number} pid */
function cpuSeconds(pid) {
  const { user, system } = cpuTicks(pid);
  return (user + system) / 100;
}

/**
 * @typedef {{ on: number, off: number, onCpuUs: number, offCpuUs: number }} Round
 * @param {{ ports: [number, number], distDir: string, rounds?: number, seconds?: number, path?: string, log?: (line: string) => void }} options
 */
export async function measureLoggingCost({
  ports,
  distDir,
  rounds = 6,
  seconds = 5,
  path = '/',
  log = console.error,
}) {
  const logDir = mkdtempSync(join(os.tmpdir(), 'bench-log-'));
  const logFile = join(logDir, 'site.log');
  const stdout = openSync(logFile, 'w');
  const on = await startApp({
    port: ports[0],
    distDir,
    env: { LOG_LEVEL: 'info', METRICS_TOKEN },
    stdout,
    log,
  });
  const off = await startApp({ port: ports[1], distDir, env: { LOG_LEVEL: 'silent' }, log });
  try {
    const servers = { on, off };
    for (const server of [on, off]) {
      // the page cache holds the page before any round, and both have warmed up
      await request(server.origin + path, BROWSER);
      await autocannon({
        url: server.origin + path,
        connections: 50,
        duration: 2,
        headers: BROWSER,
      });
    }
    /** @type {Round[]} */
    const measured = [];
    for (let round = 0; round < rounds; round++) {
      /** @type {('on' | 'off')[]} */
      const order = round % 2 === 0 ? ['on', 'off'] : ['off', 'on'];
      const figures = { on: 0, off: 0, onCpuUs: 0, offCpuUs: 0 };
      for (const variant of order) {
        log(`Logging: round ${round + 1} of ${rounds}, ${variant} (${seconds} s) ...`);
        const { pid, origin } = servers[variant];
        const cpuBefore = cpuSeconds(pid);
        const result = await autocannon({
          url: origin + path,
          connections: 50,
          duration: seconds,
          headers: BROWSER,
          timeout: 30,
        });
        if (result.non2xx + result.errors + result.timeouts > 0)
          throw new Error(`${variant}: ${result.non2xx} non-2xx, ${result.errors} errors`);
        const cpuUs = ((cpuSeconds(pid) - cpuBefore) * 1e6) / Math.max(1, result.requests.total);
        figures[variant] = result.requests.average;
        figures[variant === 'on' ? 'onCpuUs' : 'offCpuUs'] = cpuUs;
      }
      measured.push(figures);
    }
    // what the metrics kept of it, as a check that they were on
    const scrape = await fetch(`${on.origin}/metrics`, {
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    }).then((r) => r.text());
    const counted = /^http_requests_total\{kind="page",status="200"\} (\d+)/m.exec(scrape)?.[1];
    await on.stop();
    // and what the log kept: a line for every request the metrics counted
    const logged = await requestLines(logFile);
    const total = (/** @type {keyof Round} */ key) => measured.reduce((sum, r) => sum + r[key], 0);
    return {
      path,
      seconds,
      rounds: measured,
      ratio: total('on') / total('off'),
      // what a request costs the server with them on, against off: 1.05 is 5% more
      cpuRatio: total('onCpuUs') / total('offCpuUs'),
      counted: Number(counted ?? 0),
      logged,
    };
  } finally {
    await on.stop();
    await off.stop();
    closeSync(stdout);
    rmSync(logDir, { recursive: true, force: true });
  }
}

/** @param {Awaited<ReturnType<typeof measureLoggingCost>>} result */
export function formatLoggingCost({ path, seconds, rounds, ratio, cpuRatio, counted, logged }) {
  return [
    heading(
      `Request log and metrics on a cached page (${path}, ${seconds} s a round, 50 connections)`,
    ),
    table(
      ['round', 'on, req/s', 'off, req/s', 'on / off', 'on, CPU µs/req', 'off, CPU µs/req'],
      rounds.map((r, i) => [
        String(i + 1),
        Math.round(r.on),
        Math.round(r.off),
        `${((r.on / r.off) * 100).toFixed(1)}%`,
        r.onCpuUs.toFixed(1),
        r.offCpuUs.toFixed(1),
      ]),
    ),
    `all rounds: throughput on / off = ${(ratio * 100).toFixed(1)}% (target >= 95%), CPU per request on / off = ${(cpuRatio * 100).toFixed(1)}% (the same target: <= 105.3%)`,
    `the metrics counted ${counted} answers of the page, the log holds ${logged} request lines`,
  ].join('\n');
}
