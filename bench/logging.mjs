// What the request log and the metrics cost a cached page: the same build started three times,
// one server with logging at the default level (info: a line per request) and metrics on
// (METRICS_TOKEN), two with both off (LOG_LEVEL=silent, no token), loaded in turn with 50
// connections on `/`, the order turned every round, since the machine's load moves between
// runs. The two off servers are the reference together: being the same server twice, how far
// apart they come is what the machine's noise alone makes of a difference. The log goes to a
// file, as `npm start >> site.log` or a process manager's log file would have it: through a
// pipe this process read, its work would have been the load generator's, which shares this
// process's event loop, and counted against the server (bench/history.md). Beside the requests a
// second, each round reports the CPU time each server spent per request (its own, from /proc):
// on a machine other work shares, the throughput of a round moves with what else runs, the CPU a
// request costs much less.
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

/** @typedef {'on' | 'off' | 'offAgain'} Variant */
/**
 * Each server's requests a second and CPU µs a request in one round.
 * @typedef {Record<Variant, { perSecond: number, cpuUs: number }>} Round
 */

const VARIANTS = /** @type {const} */ (['on', 'off', 'offAgain']);

/**
 * @param {{ ports: [number, number, number], distDir: string, rounds?: number, seconds?: number, path?: string, log?: (line: string) => void }} options
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
  const silent = { LOG_LEVEL: 'silent' };
  const servers = {
    on: await startApp({
      port: ports[0],
      distDir,
      env: { LOG_LEVEL: 'info', METRICS_TOKEN },
      stdout,
      log,
    }),
    off: await startApp({ port: ports[1], distDir, env: silent, log }),
    offAgain: await startApp({ port: ports[2], distDir, env: silent, log }),
  };
  try {
    for (const server of Object.values(servers)) {
      // the page cache holds the page before any round, and every server has warmed up
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
      const order = VARIANTS.map((_, i) => VARIANTS[(i + round) % VARIANTS.length] ?? 'on');
      const figures = /** @type {Round} */ ({});
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
        figures[variant] = { perSecond: result.requests.average, cpuUs };
      }
      measured.push(figures);
    }
    // what the metrics kept of it, as a check that they were on
    const scrape = await fetch(`${servers.on.origin}/metrics`, {
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    }).then((r) => r.text());
    const counted = /^http_requests_total\{kind="page",status="200"\} (\d+)/m.exec(scrape)?.[1];
    await servers.on.stop();
    // and what the log kept: a line for every request the metrics counted
    const logged = await requestLines(logFile);
    const total = (/** @type {Variant} */ variant, /** @type {'perSecond' | 'cpuUs'} */ key) =>
      measured.reduce((sum, r) => sum + r[variant][key], 0);
    const offs = (/** @type {'perSecond' | 'cpuUs'} */ key) =>
      (total('off', key) + total('offAgain', key)) / 2;
    return {
      path,
      seconds,
      rounds: measured,
      ratio: total('on', 'perSecond') / offs('perSecond'),
      // what a request costs the server with them on, against off: 1.05 is 5% more
      cpuRatio: total('on', 'cpuUs') / offs('cpuUs'),
      // the same server twice: the throughput of one off server against the other's
      noise: total('offAgain', 'perSecond') / total('off', 'perSecond'),
      counted: Number(counted ?? 0),
      logged,
    };
  } finally {
    for (const server of Object.values(servers)) await server.stop();
    closeSync(stdout);
    rmSync(logDir, { recursive: true, force: true });
  }
}

/** @param {Awaited<ReturnType<typeof measureLoggingCost>>} result */
export function formatLoggingCost({
  path,
  seconds,
  rounds,
  ratio,
  cpuRatio,
  noise,
  counted,
  logged,
}) {
  const percent = (/** @type {number} */ value) => `${(value * 100).toFixed(1)}%`;
  return [
    heading(
      `Request log and metrics on a cached page (${path}, ${seconds} s a round, 50 connections)`,
    ),
    table(
      [
        'round',
        'on, req/s',
        'off, req/s',
        'off again, req/s',
        'on / offs',
        'CPU µs/req on, off, off again',
      ],
      rounds.map((r, i) => [
        String(i + 1),
        Math.round(r.on.perSecond),
        Math.round(r.off.perSecond),
        Math.round(r.offAgain.perSecond),
        percent((2 * r.on.perSecond) / (r.off.perSecond + r.offAgain.perSecond)),
        [r.on, r.off, r.offAgain].map((v) => v.cpuUs.toFixed(1)).join(', '),
      ]),
    ),
    `all rounds: throughput on / offs = ${percent(ratio)} (target >= 95%), CPU per request on / offs = ${percent(cpuRatio)} (the same target: <= 105.3%)`,
    `the two off servers, the same server twice: one at ${percent(noise)} of the other (what this machine's noise makes of a difference)`,
    `the metrics counted ${counted} answers of the page, the log holds ${logged} request lines`,
  ].join('\n');
}
