// What the request log and the metrics cost a cached page, measured so that the server and not
// the load generator saturates: servers of one build side by side, loaded in alternating rounds
// by `wrk` (its own process, one thread, 50 connections), each round's CPU time read from
// /proc/<pid>/stat per server, user time apart from system time (the loopback network's kernel
// work is charged to whichever process runs, so system time moves with the machine). A quicker
// and steadier reading than the logging stage of `npm run bench`, whose autocannon shares a
// core with the servers (bench/history.md).
//
//   node bench/ab-logging.mjs [--rounds=30] [--seconds=2] [--port=4100] [--other=DIR]
//                             [--profile=DIR] [--dist=.next-bench]
//
// Servers: `off` and `off-2` (LOG_LEVEL=silent, no METRICS_TOKEN), `on` (info and METRICS_TOKEN,
// its log to a file) and, with --other, `other`: the checkout DIR's server.mjs and build
// (another branch's, its node_modules linked to this one's) with the same settings as `on`.
// The two servers with everything off are the reference together: being the same server twice,
// their difference is what this machine's noise alone makes of one, which many short rounds
// keep small (bench/history.md). Every server with its log on must hold a request line for
// every request its metrics counted. With --profile, each server runs under `node --cpu-prof`
// and the profiles are written to DIR at the stop (bench/lib/cpu-profile.mjs reads them per
// request).
import { execFile } from 'node:child_process';
import {
  closeSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { BROWSER_ACCEPT_ENCODING } from '../scripts/lib/chromium.mjs';
import { largestDifferences, monotonicUs, selfTimePerRequest } from './lib/cpu-profile.mjs';
import { cpuTicks, requestLines } from './lib/logging-checks.mjs';
import { ensureBuild, request, root, startApp } from './lib/server.mjs';
import { table } from './lib/table.mjs';

const run = promisify(execFile);
const METRICS_TOKEN = 'bench-metrics-token-0123456789';

const args = process.argv.slice(2);
const option = (/** @type {string} */ name) =>
  args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const rounds = Number(option('rounds') ?? 30);
const seconds = Number(option('seconds') ?? 2);
const firstPort = Number(option('port') ?? 4100);
const other = option('other');
const profileDir = option('profile');
const distDir = option('dist') ?? '.next-bench';
const PAGE = '/';

/**
 * wrk's count of answers and their rate for one round on `url`.
 * @param {string} url @param {number} duration
 */
async function load(url, duration) {
  const { stdout } = await run('wrk', [
    '-t1',
    '-c50',
    `-d${duration}s`,
    '-H',
    `Accept-Encoding: ${BROWSER_ACCEPT_ENCODING}`,
    '-H',
    'Accept: text/html',
    url,
  ]);
  const requests = Number(/(\d+) requests in/.exec(stdout)?.[1] ?? 0);
  const perSecond = Number(/Requests\/sec:\s+([\d.]+)/.exec(stdout)?.[1] ?? 0);
  if (/Non-2xx|Socket errors/.test(stdout)) throw new Error(`wrk on ${url}:\n${stdout}`);
  return { requests, perSecond };
}

/**
 * @typedef {{ name: string, tree: string, logged: boolean }} Variant
 * @typedef {Awaited<ReturnType<typeof startApp>> & Variant & { logFile: string, fd: number }} Server
 */

/** @returns {Variant[]} */
function variants() {
  /** @type {Variant[]} */
  const list = [
    { name: 'off', tree: root, logged: false },
    { name: 'on', tree: root, logged: true },
    { name: 'off-2', tree: root, logged: false },
  ];
  if (other) list.push({ name: 'other', tree: path.resolve(other), logged: true });
  return list;
}

/**
 * An other checkout runs on this one's packages and its own build (the app's bundle holds its
 * copy of the log's modules, and whichever side logs first makes the root logger).
 * @param {string} tree
 */
function prepareOther(tree) {
  if (tree === root) return;
  const modules = path.join(tree, 'node_modules');
  if (!existsSync(modules)) symlinkSync(path.join(root, 'node_modules'), modules, 'dir');
  if (!existsSync(path.join(tree, distDir)))
    throw new Error(`no build in ${path.join(tree, distDir)}: build it there first`);
}

/** @param {string} logDir */
async function startAll(logDir) {
  /** @type {Server[]} */
  const servers = [];
  let port = firstPort;
  for (const variant of variants()) {
    prepareOther(variant.tree);
    const logFile = path.join(logDir, `${variant.name}.log`);
    const fd = openSync(logFile, 'w');
    /** @type {Record<string, string>} */
    const env = variant.logged ? { LOG_LEVEL: 'info', METRICS_TOKEN } : { LOG_LEVEL: 'silent' };
    const nodeArgs = profileDir
      ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profileDir, variant.name)}`]
      : [];
    const app = await startApp({
      port: port++,
      distDir,
      env,
      stdout: fd,
      tree: variant.tree,
      nodeArgs,
      log: (line) => console.error(`  ${variant.name}: ${line}`),
    });
    servers.push({ ...app, ...variant, logFile, fd });
  }
  return servers;
}

/**
 * The requests of the page the metrics of `server` counted.
 * @param {Server} server
 */
async function counted(server) {
  const scrape = await fetch(`${server.origin}/metrics`, {
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  }).then((r) => r.text());
  return Number(/^http_requests_total\{kind="page",status="200"\} (\d+)/m.exec(scrape)?.[1] ?? 0);
}

/**
 * @typedef {{ requests: number, perSecond: number, user: number, system: number, window: [number, number] }} Figures
 */

/** @param {Server[]} servers */
async function measure(servers) {
  /** @type {Record<string, Figures[]>} */
  const byName = Object.fromEntries(servers.map((s) => [s.name, []]));
  for (const server of servers) {
    await request(server.origin + PAGE, { accept: 'text/html' });
    await load(server.origin + PAGE, 2);
  }
  for (let round = 0; round < rounds; round++) {
    // each round starts with the next server, so none is always first after a pause
    const order = servers.map((_, i) => servers[(i + round) % servers.length]);
    for (const server of order) {
      if (!server) continue;
      const before = cpuTicks(server.pid);
      const start = monotonicUs();
      const answered = await load(server.origin + PAGE, seconds);
      const window = /** @type {[number, number]} */ ([start, monotonicUs()]);
      const after = cpuTicks(server.pid);
      byName[server.name]?.push({
        ...answered,
        window,
        user: ((after.user - before.user) * 1e4) / answered.requests,
        system: ((after.system - before.system) * 1e4) / answered.requests,
      });
    }
    console.error(`  round ${round + 1} of ${rounds} done, load ${os.loadavg()[0]?.toFixed(2)}`);
  }
  return byName;
}

/** @param {Record<string, Figures[]>} byName */
function report(byName) {
  const sum = (
    /** @type {Figures[]} */ list,
    /** @type {Exclude<keyof Figures, 'window'>} */ key,
  ) => list.reduce((total, f) => total + f[key] * (key === 'requests' ? 1 : f.requests), 0);
  const off = byName.off ?? [];
  // the reference: both servers with everything off, the same server twice
  const offs = [...off, ...(byName['off-2'] ?? [])];
  const offRate = sum(offs, 'perSecond') / sum(offs, 'requests');
  const offUser = sum(offs, 'user') / sum(offs, 'requests');
  const rows = Object.entries(byName).map(([name, list]) => {
    const n = sum(list, 'requests');
    const rate = sum(list, 'perSecond') / n;
    const user = sum(list, 'user') / n;
    return [
      name,
      Math.round(rate),
      `${((rate / offRate) * 100).toFixed(1)}%`,
      user.toFixed(2),
      `${((user / offUser) * 100).toFixed(1)}%`,
      (sum(list, 'system') / n).toFixed(2),
      list.map((f, i) => ((f.user / (off[i]?.user ?? f.user)) * 100).toFixed(0)).join(' '),
    ];
  });
  return table(
    [
      'server',
      'req/s',
      'of offs',
      'user µs/req',
      'of offs',
      'sys µs/req',
      'user of off, by round (%)',
    ],
    rows,
  );
}

await ensureBuild(distDir, (line) => console.error(`  ${line}`));
if (profileDir) mkdirSync(profileDir, { recursive: true });
const logDir = mkdtempSync(path.join(os.tmpdir(), 'bench-ab-log-'));
const servers = await startAll(logDir);
try {
  const loadBefore = os.loadavg();
  const byName = await measure(servers);
  console.log(
    `${rounds} rounds of ${seconds} s, load ${loadBefore[0]?.toFixed(2)} -> ${os.loadavg()[0]?.toFixed(2)}`,
  );
  console.log(report(byName));
  for (const server of servers.filter((s) => s.logged)) {
    const answers = await counted(server);
    await server.stop();
    const lines = await requestLines(server.logFile);
    console.log(
      `${server.name}: the metrics counted ${answers} answers, the log holds ${lines} request lines`,
    );
    if (lines < answers) process.exitCode = 1;
  }
  for (const server of servers) await server.stop();
  if (profileDir) console.log(profiles(byName));
} finally {
  for (const server of servers) {
    await server.stop();
    closeSync(server.fd);
  }
  rmSync(logDir, { recursive: true, force: true });
}

/**
 * Where each logged server's CPU time per request went beyond the server with both off: the
 * functions whose self time differs most, from the profiles of the measured rounds.
 * @param {Record<string, Figures[]>} byName
 */
function profiles(byName) {
  const dir = /** @type {string} */ (profileDir);
  const selfOf = (/** @type {string} */ name) => {
    const list = byName[name] ?? [];
    const requests = list.reduce((total, f) => total + f.requests, 0);
    return selfTimePerRequest(
      path.resolve(dir, name),
      list.map((f) => f.window),
      requests,
    );
  };
  const off = selfOf('off');
  const total = (/** @type {Map<string, number>} */ self) =>
    [...self].filter(([name]) => !name.startsWith('(idle)')).reduce((t, [, us]) => t + us, 0);
  /** @type {string[]} */
  const parts = [];
  for (const name of Object.keys(byName).filter((n) => n !== 'off')) {
    const self = selfOf(name);
    parts.push(
      `\n${name}: ${total(self).toFixed(2)} µs of samples a request, off ${total(off).toFixed(2)}`,
      table(
        ['function', 'off µs', `${name} µs`, 'difference'],
        largestDifferences(off, self, 30).map((row) => [
          row.name.slice(0, 90),
          row.a.toFixed(3),
          row.b.toFixed(3),
          row.difference.toFixed(3),
        ]),
      ),
    );
  }
  return parts.join('\n');
}
