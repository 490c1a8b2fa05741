#!/usr/bin/env node
// `npm run bench`: builds when needed, starts the production server on a fresh data dir and
// prints throughput against a bare server, JavaScript per route and Lighthouse scores.
// Options: --quick (short runs, for trying the scripts out), --only=startup,postgres,weight,throughput,visit,logging,js,lighthouse,media,attachments,inbox,booking,
// --duration=<s>, --lighthouse-runs=<n> (default 3; the median run is reported). Ports: BENCH_PORT (app, default 3390),
// BENCH_BARE_PORT (default 3391) and BENCH_NEXT_PORT (the bare Next.js pages, default 3393).
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { formatAttachments, measureAttachments } from './attachments.mjs';
import { formatJsSize, measureJsSize } from './js-size.mjs';
import { formatLoggingCost, measureLoggingCost } from './logging.mjs';
import { formatLighthouse, measureLighthouse } from './lighthouse.mjs';
import { formatMedia, measureMedia } from './media.mjs';
import { formatBooking, measureBooking } from './booking.mjs';
import { ensureBuild, startApp, startBareNext } from './lib/server.mjs';
import { startPostgres } from './lib/postgres.mjs';
import { measureInboxOnPostgres } from './lib/inbox-stage.mjs';
import { measureStartup, rssOf } from './startup.mjs';
import { formatTargets } from './targets.mjs';
import { formatRevisits, measureWeight } from './weight.mjs';
import { PUBLIC_ROUTES, SCRIPTED_ROUTES } from '../scripts/lib/public-routes.mjs';
import { heading } from './lib/table.mjs';
import { formatThroughput, measureThroughput } from './throughput.mjs';
import { formatVisit, measureVisit } from './visit.mjs';

const THROUGHPUT_TARGETS = [
  { path: '/', cached: true },
  { path: '/', cached: true, plain: true },
  { path: '/blog/inside-the-harbour-residence-one-scene-two-audiences', cached: true },
  // /search is never page-cached: every request renders
  { path: '/search?q=house', cached: false },
];

const args = process.argv.slice(2);
const option = (/** @type {string} */ name) =>
  args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const quick = args.includes('--quick');
const only = new Set(
  (
    option('only') ??
    'startup,postgres,weight,throughput,visit,logging,js,lighthouse,media,attachments,inbox,booking'
  ).split(','),
);
const duration = Number(option('duration') ?? (quick ? 2 : 10));
const warmup = quick ? 1 : 3;
const appPort = Number(process.env.BENCH_PORT || 3390);
const barePort = Number(process.env.BENCH_BARE_PORT || 3391);
const nextPort = Number(process.env.BENCH_NEXT_PORT || 3393);
// the second server of the logging stage (the first takes BENCH_PORT, the third the port after
// this one)
const secondPort = Number(process.env.BENCH_SECOND_PORT || 3394);
const distDir = process.env.BENCH_DIST_DIR || '.next-bench';
const resultsDir = path.join(import.meta.dirname, 'results');
const lighthouseRuns = Number(option('lighthouse-runs') ?? (quick ? 1 : 3));

const log = (/** @type {string} */ line) => console.error(`  ${line}`);
const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' / ');
/** @type {import('./targets.mjs').Results['machine']} */
const machine = {
  cpus: os.cpus().length,
  cpuModel: os.cpus()[0]?.model ?? 'unknown',
  memoryGb: Math.round(os.totalmem() / 2 ** 30),
  node: process.version,
  loadBefore: os.loadavg(),
};

/** @type {import('./targets.mjs').Results} */
const results = {
  date: new Date().toISOString(),
  machine,
  options: { quick, duration, warmup, distDir },
};
/** @type {string[]} */
const report = [];

// the booking stage needs no build and no server: first, before the servers load the machine
let bookingFailed = false;
if (only.has('booking')) {
  try {
    results.booking = await measureBooking({ log });
    report.push(formatBooking(results.booking));
  } catch (error) {
    bookingFailed = true;
    console.error(
      `\nThe booking benchmark stopped: ${/** @type {Error} */ (error).stack ?? error}`,
    );
  }
}
const needsServer = [...only].some((stage) => stage !== 'booking');
if (needsServer) await ensureBuild(distDir, log);
// start time and memory first, on servers of their own, before anything else loads the machine
if (only.has('startup')) {
  results.startup = await measureStartup({
    port: appPort,
    barePort,
    distDir,
    loadSeconds: quick ? 10 : 60,
    windows: quick ? 2 : 5,
    log,
  });
}
// the same start and load on PostgreSQL, where the database's memory is not the server's
if (only.has('postgres')) {
  log('Start: the same on a PostgreSQL server ...');
  const postgres = await startPostgres();
  try {
    results.startupPostgres = await measureStartup({
      port: appPort,
      distDir,
      loadSeconds: quick ? 10 : 60,
      windows: 0,
      databaseUrl: postgres.url,
      log,
    });
  } finally {
    await postgres.stop();
  }
}
// three servers of its own, before the one the later stages share
if (only.has('logging')) {
  results.logging = await measureLoggingCost({
    ports: [appPort, secondPort, secondPort + 1],
    distDir,
    rounds: quick ? 2 : 10,
    seconds: quick ? 2 : 5,
    log,
  });
  report.push(formatLoggingCost(results.logging));
}
const app = needsServer ? await startApp({ port: appPort, distDir, log }) : null;
const origin = app?.origin ?? '';
let failed = bookingFailed;
try {
  if (only.has('weight')) {
    results.weight = await measureWeight({ origin, paths: PUBLIC_ROUTES });
    report.push(formatRevisits(results.weight));
  }
  if (only.has('throughput')) {
    results.throughput = await measureThroughput({
      origin,
      barePort,
      targets: THROUGHPUT_TARGETS,
      duration,
      warmup,
      log,
    });
    report.push(formatThroughput(results.throughput));
  }
  if (only.has('visit')) {
    results.visit = await measureVisit({ origin, barePort, duration, warmup, log });
    report.push(formatVisit(/** @type {any} */ (results.visit)));
  }
  if (only.has('js')) {
    results.javascript = await measureJsSize({ origin, routes: PUBLIC_ROUTES, log });
    report.push(formatJsSize(results.javascript));
  }
  if (only.has('lighthouse')) {
    // Image variants are made on first request; a site in use has them. The JavaScript
    // stage visits every route at a phone's size; without it, visit Lighthouse's paths so.
    if (!only.has('js')) await measureJsSize({ origin, routes: SCRIPTED_ROUTES, log: () => {} });
    results.lighthouse = await measureLighthouse({
      origin,
      paths: SCRIPTED_ROUTES,
      runs: lighthouseRuns,
      reportDir: path.join(resultsDir, 'lighthouse'),
      log,
    });
  }
} catch (error) {
  failed = true;
  console.error(`\nThe benchmark stopped: ${/** @type {Error} */ (error).stack ?? error}`);
} finally {
  await app?.stop();
}
/**
 * Builds and starts the bare Next.js page `variant`, has `measure` measure it and stops it; a
 * failure is reported under `label` and marks the run failed.
 * @param {'plain' | 'styled'} variant
 * @param {string} label
 * @param {(server: Awaited<ReturnType<typeof startBareNext>>) => Promise<void>} measure
 */
async function onBareNext(variant, label, measure) {
  let server;
  try {
    server = await startBareNext({ port: nextPort, variant, log });
    await measure(server);
  } catch (error) {
    failed = true;
    console.error(`\nThe ${label} stopped: ${/** @type {Error} */ (error).stack ?? error}`);
  } finally {
    await server?.stop();
  }
}

/** Lighthouse on a bare page, its reports kept under `bench/results/lighthouse/<dir>`. */
const lighthouseOfBare = (/** @type {{ origin: string }} */ server, /** @type {string} */ dir) =>
  measureLighthouse({
    origin: server.origin,
    paths: ['/'],
    runs: lighthouseRuns,
    reportDir: path.join(resultsDir, 'lighthouse', dir),
    log,
  });

// What the framework alone does here, measured the same way once the app has stopped: the
// ceiling for the site's pages on this machine, as the bare server is for throughput.
const reference = ['startup', 'weight', 'js', 'lighthouse'].some((stage) => only.has(stage));
if (reference && !failed) {
  await onBareNext('plain', 'bare Next.js reference', async (bareNext) => {
    results.startupReference = { ms: bareNext.ms, rss: rssOf(bareNext.pid) };
    results.weightReference = await measureWeight({ origin: bareNext.origin, paths: ['/'] });
    if (only.has('js')) {
      results.javascriptReference = await measureJsSize({
        origin: bareNext.origin,
        routes: ['/'],
        log,
      });
    }
    if (only.has('lighthouse'))
      results.lighthouseReference = await lighthouseOfBare(bareNext, 'bare-next');
  });
  // The same page with a stylesheet and webfonts, as any designed page has: what the framework
  // allows a page that is styled at all (bench/README.md, "Targets: where they end").
  if (only.has('lighthouse') && !failed) {
    await onBareNext('styled', 'styled bare Next.js reference', async (styled) => {
      results.lighthouseStyledReference = await lighthouseOfBare(styled, 'bare-next-styled');
    });
  }
  if (results.lighthouse) {
    report.push(
      formatLighthouse(
        results.lighthouse,
        results.lighthouseReference,
        results.lighthouseStyledReference,
      ),
    );
  }
}
// the media bench runs its own server (BENCH_MEDIA_PORT, default 3392) on a database of 10,000 files
if (only.has('media') && !failed) {
  try {
    results.media = await measureMedia({ distDir, quick, log });
    report.push(formatMedia(results.media));
  } catch (error) {
    failed = true;
    console.error(`\nThe media benchmark stopped: ${/** @type {Error} */ (error).stack ?? error}`);
  }
}
// visitors' uploads beside page reads, on a server of its own (BENCH_MEDIA_PORT, after the media bench)
if (only.has('attachments') && !failed) {
  try {
    results.attachments = await measureAttachments({ distDir, quick, log });
    report.push(formatAttachments(/** @type {any} */ (results.attachments)));
  } catch (error) {
    failed = true;
    console.error(
      `\nThe attachments benchmark stopped: ${/** @type {Error} */ (error).stack ?? error}`,
    );
  }
}
// the back office at 100,000 + 100,000 requests, on a PostgreSQL server of its own (bench/inbox.mjs)
if (only.has('inbox') && !failed) {
  try {
    const inbox = await measureInboxOnPostgres({ port: appPort, distDir, quick, log });
    results.inbox = inbox.results;
    report.push(inbox.report);
  } catch (error) {
    failed = true;
    console.error(`\nThe inbox benchmark stopped: ${/** @type {Error} */ (error).stack ?? error}`);
  }
}
machine.loadAfter = os.loadavg();

console.log(heading('Machine'));
console.log(
  `${machine.cpus} x ${machine.cpuModel}, ${machine.memoryGb} GB, Node ${machine.node}; load average (1/5/15 min) at start ${machine.loadBefore.map((n) => n.toFixed(2)).join(' / ')}, at end ${load()}`,
);
for (const section of report) console.log(section);
console.log(formatTargets(results));

mkdirSync(resultsDir, { recursive: true });
writeFileSync(path.join(resultsDir, 'latest.json'), `${JSON.stringify(results, null, 2)}\n`);
console.log(
  `\nResults: ${path.relative(process.cwd(), path.join(resultsDir, 'latest.json'))} (Lighthouse reports in bench/results/lighthouse/)`,
);
process.exitCode = failed ? 1 : 0;
