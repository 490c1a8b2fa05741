// Every target of the "fast on a phone, light on a small server" issue, and of "the first screen
// on a phone in half the time" after it, in one table: the site's figure, the bare reference's
// figure from the same run (the bare Next.js page for what the framework allows, the bare Node
// server for throughput) and the limit. A target whose figures were not measured in this run
// (--only=...) is left out.
import { heading, kb, table } from './lib/table.mjs';

const mb = (/** @type {number | null} */ n) => (n == null ? '-' : `${Math.round(n / 2 ** 20)} MB`);
const s = (/** @type {number} */ ms) => `${(ms / 1000).toFixed(2)} s`;
const verdict = (/** @type {boolean} */ ok) => (ok ? 'met' : 'MISSED');
/** A reference figure, with the styled reference's beside it when that was measured. */
const withStyled = (/** @type {string} */ bare, /** @type {string | null} */ styled) =>
  styled == null ? bare : `${bare}; styled ${styled}`;

/**
 * Everything run.mjs measured (bench/results/latest.json); a stage `--only` left out is absent.
 * @typedef {Awaited<ReturnType<typeof import('./startup.mjs').measureStartup>>} Startup
 * @typedef {Awaited<ReturnType<typeof import('./weight.mjs').measureWeight>>} Weight
 * @typedef {Awaited<ReturnType<typeof import('./js-size.mjs').measureJsSize>>} JsSize
 * @typedef {Awaited<ReturnType<typeof import('./lighthouse.mjs').measureLighthouse>>} Lighthouse
 * @typedef {{
 *   date: string,
 *   machine: { cpus: number, cpuModel: string, memoryGb: number, node: string, loadBefore: number[], loadAfter?: number[] },
 *   options: { quick: boolean, duration: number, warmup: number, distDir: string },
 *   startup?: Startup,
 *   startupPostgres?: Startup,
 *   startupReference?: { ms: number, rss: number | null },
 *   weight?: Weight,
 *   weightReference?: Weight,
 *   throughput?: Awaited<ReturnType<typeof import('./throughput.mjs').measureThroughput>>,
 *   javascript?: JsSize,
 *   javascriptReference?: JsSize,
 *   lighthouse?: Lighthouse,
 *   lighthouseReference?: Lighthouse,
 *   lighthouseStyledReference?: Lighthouse,
 *   media?: Awaited<ReturnType<typeof import('./media.mjs').measureMedia>>,
 *   logging?: Awaited<ReturnType<typeof import('./logging.mjs').measureLoggingCost>>,
 *   visit?: any,
 *   attachments?: any,
 *   inbox?: any,
 *   booking?: Awaited<ReturnType<typeof import('./booking.mjs').measureBooking>>,
 * }} Results
 */

/**
 * @typedef {(target: string, site: string, reference: string, limit: string, ok: boolean) => void} Add
 */

/** The middle of `values` (the lower middle of an even count). @param {number[]} values */
const median = (values) =>
  [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)] ?? Infinity;

/** Lighthouse: every run's score, the LCP's median and worst run, and the other categories. */
function lighthouseRows(/** @type {any} */ results, /** @type {Add} */ add) {
  const lh = results.lighthouse?.rows ?? [];
  const ref = results.lighthouseReference?.rows?.[0];
  // the bare page with a stylesheet and webfonts: shown beside the bare page, not a limit
  const styled = results.lighthouseStyledReference?.rows?.[0];
  if (lh.length === 0 || !ref) return;
  const lcpOf = (/** @type {any} */ row) =>
    row.lcpRuns ?? [row.metrics['largest-contentful-paint'] ?? Infinity];
  const lcps = (/** @type {any} */ row) => {
    const runs = lcpOf(row);
    return `${s(median(runs))} / ${s(Math.max(...runs))}`;
  };
  for (const row of lh) {
    add(
      `Lighthouse performance ${row.path} (every run)`,
      row.performanceRuns.join(' '),
      withStyled(
        (ref.performanceRuns ?? [ref.scores.performance]).join(' '),
        styled?.performanceRuns.join(' ') ?? null,
      ),
      '>= 97',
      Math.min(...row.performanceRuns) >= 97,
    );
    const others = ['accessibility', 'best-practices', 'seo'].map((c) => row.scores[c]);
    add(
      `Lighthouse a11y / best practices / SEO ${row.path}`,
      others.join(' / '),
      '-',
      '100',
      others.every((v) => v === 100),
    );
    const runs = lcpOf(row);
    add(
      `LCP (simulated) ${row.path}, median / worst run`,
      lcps(row),
      withStyled(lcps(ref), styled ? lcps(styled) : null),
      '<= 1.50 s / 2.00 s',
      median(runs) <= 1500 && Math.max(...runs) <= 2000,
    );
  }
}

/** Page weight: each page's HTML and payload, and the largest stylesheet. */
function weightRows(/** @type {any} */ results, /** @type {Add} */ add) {
  const weight = results.weight?.rows ?? [];
  const refWeight = results.weightReference?.rows?.[0];
  for (const row of weight) {
    add(
      `HTML ${row.path}`,
      kb(row.html),
      refWeight ? kb(refWeight.html) : '-',
      '<= 120.0 KB',
      row.html <= 120 * 1024,
    );
    add(
      `inline RSC payload / markup ${row.path}`,
      `${kb(row.rsc)} / ${kb(row.markup)}`,
      refWeight ? `${kb(refWeight.rsc)} / ${kb(refWeight.markup)}` : '-',
      'payload <= markup',
      row.rsc <= row.markup,
    );
  }
  if (weight.length === 0) return;
  const css = Math.max(...weight.map((/** @type {any} */ r) => r.css));
  add(
    'stylesheet (largest of any page)',
    kb(css),
    refWeight ? kb(refWeight.css) : '-',
    '<= 40.0 KB',
    css <= 40 * 1024,
  );
}

/** JavaScript per page, what came while scrolling included. */
function javascriptRows(/** @type {any} */ results, /** @type {Add} */ add) {
  const refJs = results.javascriptReference?.rows?.[0];
  for (const row of results.javascript?.rows ?? []) {
    add(
      `JavaScript gzipped ${row.route}`,
      // what came while scrolling is counted too, and shown apart
      row.onScrollGzipBytes
        ? `${kb(row.gzipBytes)} (${kb(row.onScrollGzipBytes)} on scrolling)`
        : kb(row.gzipBytes),
      refJs ? kb(refJs.gzipBytes) : '-',
      '<= 140.0 KB',
      row.gzipBytes <= 140 * 1024,
    );
  }
}

/** Start time, memory and the first seconds' p99s, embedded. */
function startupRows(/** @type {any} */ results, /** @type {Add} */ add) {
  const start = results.startup;
  const refStart = results.startupReference;
  if (!start) return;
  const rss = (/** @type {number | null} */ n, /** @type {number} */ limit) =>
    (n ?? Infinity) <= limit * 2 ** 20;
  add(
    'RSS after first start',
    mb(start.first.rss),
    mb(refStart?.rss ?? null),
    '<= 300 MB',
    rss(start.first.rss, 300),
  );
  add(
    'RSS after 60 s of public and admin load',
    mb(start.mixed.rss),
    '-',
    '<= 300 MB',
    rss(start.mixed.rss, 300),
  );
  const refMs = refStart ? s(refStart.ms) : '-';
  add(
    'first page, empty data directory',
    s(start.first.ms),
    refMs,
    '<= 3.00 s',
    start.first.ms <= 3000,
  );
  add(
    'first page, later start',
    start.later.kept
      ? `${s(start.later.ms)} (kept at the stop; first render ${s(start.later.rendered)})`
      : s(start.later.ms),
    refMs,
    '<= 1.50 s',
    start.later.ms <= 1500,
  );
  const bare = (/** @type {'brotli' | 'plain'} */ kind) =>
    start.earlyBare ? `${start.earlyBare[kind].p99} ms` : '-';
  const early = start.early.map((/** @type {any} */ w) => w.p99);
  add(
    'p99 of / from the first page (2 s windows, brotli)',
    early.map((/** @type {number} */ v) => `${v} ms`).join(' '),
    bare('brotli'),
    '< 20 ms',
    early.every((/** @type {number} */ v) => v < 20),
  );
  if (start.later.early)
    add(
      "p99 of / from a later start's first page (2 s, brotli)",
      `${start.later.early.p99} ms`,
      bare('brotli'),
      '< 20 ms',
      start.later.early.p99 < 20,
    );
  add(
    'p99 of / just after (no Accept-Encoding)',
    `${start.earlyPlain.p99} ms`,
    bare('plain'),
    '< 20 ms',
    start.earlyPlain.p99 < 20,
  );
}

/** Memory on PostgreSQL, where the database's is not the server's. */
function postgresRows(/** @type {any} */ results, /** @type {Add} */ add) {
  const onPostgres = results.startupPostgres;
  if (!onPostgres) return;
  const ref = mb(results.startupReference?.rss ?? null);
  const within = (/** @type {number | null} */ n) => (n ?? Infinity) <= 200 * 2 ** 20;
  add(
    'RSS on PostgreSQL after first start',
    mb(onPostgres.first.rss),
    ref,
    '<= 200 MB',
    within(onPostgres.first.rss),
  );
  add(
    'RSS on PostgreSQL after 60 s of public and admin load',
    mb(onPostgres.mixed.rss),
    '-',
    '<= 200 MB',
    within(onPostgres.mixed.rss),
  );
}

/** Throughput of cached pages against the bare server, and a whole visit. */
function throughputRows(/** @type {any} */ results, /** @type {Add} */ add) {
  for (const row of results.throughput?.rows ?? []) {
    if (!row.cached) continue;
    const label = `${row.path}${row.plain ? ' (no Accept-Encoding)' : ''}`;
    add(
      `throughput ${label}, app / bare Node`,
      `${Math.round(row.app.rps)} req/s`,
      `${Math.round(row.bare.rps)} req/s`,
      '>= 60%',
      row.ratio >= 0.6,
    );
    add(
      `p99 ${label} (warmed)`,
      `${row.app.p99} ms`,
      `${row.bare.p99} ms`,
      '< 20 ms',
      row.app.p99 < 20,
    );
  }
  const visit = results.visit;
  if (!visit) return;
  add(
    `a whole visit (${visit.steps.length} requests), app / bare Node`,
    `${visit.app.visits.toFixed(1)} visits/s`,
    `${visit.bare.visits.toFixed(1)} visits/s`,
    '>= 50%',
    visit.ratio >= 0.5 && visit.app.failures === 0,
  );
  add(
    'p99 of every request of the visit',
    `${visit.app.worst.p99} ms (${visit.app.worst.path})`,
    `${visit.bare.worst.p99} ms`,
    '< 20 ms',
    visit.app.worst.p99 < 20,
  );
}

/** @param {any} results @param {Add} add */
function inboxRows(results, add) {
  // the back office at 100,000 + 100,000 requests on PostgreSQL (bench/inbox.mjs)
  const inbox = results.inbox?.pages;
  if (inbox) {
    const reference = inbox['reference: /admin/faq'];
    for (const page of [
      'dashboard',
      'awaiting reply (consultation)',
      'awaiting reply (contact)',
      'awaiting reply, ten pages in',
    ]) {
      const p95 = inbox[page]?.p95 ?? Infinity;
      add(
        `p95 of ${page} at ${results.inbox.rows.toLocaleString('en-GB')} + ${results.inbox.rows.toLocaleString('en-GB')} (${results.inbox.engine})`,
        `${Math.round(p95)} ms`,
        reference ? `/admin/faq ${Math.round(reference.p95)} ms` : '-',
        '< 150 ms',
        p95 < 150,
      );
    }
  }
}

/** @param {any} results everything run.mjs measured (bench/results/latest.json) */
export function formatTargets(results) {
  /** @type {(string | number)[][]} */
  const rows = [];
  /** @type {Add} */
  const add = (target, site, reference, limit, ok) => {
    rows.push([target, site, reference, limit, verdict(ok)]);
  };
  for (const stage of [
    lighthouseRows,
    weightRows,
    javascriptRows,
    startupRows,
    postgresRows,
    throughputRows,
    loggingRows,
    inboxRows,
  ])
    stage(results, add);
  if (rows.length === 0) return '';
  const missed = rows.filter((r) => r[4] !== 'met').length;
  return [
    heading('Targets, beside the bare reference of the same run'),
    table(['target', 'site', 'reference', 'limit', ''], rows),
    `${rows.length - missed} of ${rows.length} met; timings depend on the machine's load (see the load average above)`,
  ].join('\n');
}

/** What the request log and the metrics cost a cached page. @param {Results} results @param {Add} add */
function loggingRows(results, add) {
  const logging = results.logging;
  if (!logging) return;
  const last = logging.rounds.at(-1);
  add(
    `throughput ${logging.path}, log and metrics on / both off`,
    `${(logging.ratio * 100).toFixed(1)}%`,
    last ? `${Math.round(last.off.perSecond)} req/s off (last round)` : '-',
    '>= 95%',
    logging.ratio >= 0.95,
  );
  // the same target as the CPU a request costs: throughput at 95% is 1 / 0.95 of it
  add(
    `CPU per request ${logging.path}, log and metrics on / both off`,
    `${(logging.cpuRatio * 100).toFixed(1)}%`,
    last ? `${last.off.cpuUs.toFixed(1)} µs off (last round)` : '-',
    '<= 105.3%',
    logging.cpuRatio <= 1 / 0.95,
  );
}
