// Lighthouse (default config: mobile, simulated throttling) for a few public pages, with the
// system Chromium in new headless mode. For every category below 100 it lists the audits
// that fail, with the elements or resources they point at.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import {
  BROWSER_ACCEPT_ENCODING,
  CHROMIUM_FLAGS,
  CHROMIUM_PATH,
} from '../scripts/lib/chromium.mjs';
import { KINDS, beforeLargestPaint } from './lib/largest-paint-window.mjs';
import { request } from './lib/server.mjs';
import { heading, kb, table } from './lib/table.mjs';

/**
 * @typedef {import('lighthouse').Result} Lhr one Lighthouse result
 * @typedef {Lhr['categories'][string]['auditRefs'][number]} AuditRef
 * @typedef {Lhr['audits'][string]} AuditResult
 * The fields of a detail item this report reads. Lighthouse types each audit's items apart (a
 * union of tables, lists, nodes, ...); any of them may carry any of these, and nothing else is
 * read.
 * @typedef {{
 *   type?: string, items?: Item[], subItems?: { items?: Item[] }, node?: Item,
 *   snippet?: string, selector?: string, explanation?: string,
 *   phase?: string, timing?: number, percent?: string, signal?: string,
 *   statistic?: string, value?: { value?: unknown } | string | number,
 *   reason?: string, failureType?: string, frameUrl?: string, message?: string,
 *   line?: number, index?: number, description?: string, sourceLocation?: { url?: string },
 *   url?: string, source?: { url?: string }, label?: string, groupLabel?: string, name?: string,
 *   wastedBytes?: number, wastedMs?: number, duration?: number, total?: number,
 * }} Item
 */

/** @type {string[]} */
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
// the performance score's metrics, as [audit id, column, unit]
/** @type {[string, string, string][]} */
const METRICS = [
  ['first-contentful-paint', 'FCP', 'ms'],
  ['largest-contentful-paint', 'LCP', 'ms'],
  ['total-blocking-time', 'TBT', 'ms'],
  ['cumulative-layout-shift', 'CLS', ''],
  ['speed-index', 'SI', 'ms'],
];
// Lighthouse's own pass mark for audits that score on a scale
const PASS = 0.9;

/** Starts Chromium with a DevTools port; resolves once it is listening. */
async function launchChromium() {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'bench-chromium-'));
  const child = spawn(
    CHROMIUM_PATH,
    [
      '--headless=new',
      ...CHROMIUM_FLAGS,
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      '--no-first-run',
      'about:blank',
    ],
    // its own process group, so that close() can end its helper processes too
    { stdio: ['ignore', 'ignore', 'pipe'], detached: true },
  );
  const port = await new Promise((resolve, reject) => {
    let err = '';
    const timer = setTimeout(() => reject(new Error(`Chromium did not start:\n${err}`)), 30_000);
    child.stderr.on('data', (data) => {
      err += data;
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(err);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.once('exit', (code) => reject(new Error(`Chromium exited with code ${code}:\n${err}`)));
  });
  child.stderr.resume();
  const close = async () => {
    // the profile can be removed only once no process of the group writes to it any more
    signalGroup(/** @type {number} */ (child.pid), 'SIGTERM');
    for (let waited = 0; signalGroup(/** @type {number} */ (child.pid), 0); waited += 100) {
      if (waited === 10_000) signalGroup(/** @type {number} */ (child.pid), 'SIGKILL');
      await new Promise((r) => setTimeout(r, 100));
    }
    rmSync(profile, { recursive: true, force: true });
  };
  return { port: /** @type {number} */ (port), close };
}

/** Sends `signal` to the process group `pid` leads; false when no process of it is left. */
function signalGroup(/** @type {number} */ pid, /** @type {NodeJS.Signals | 0} */ signal) {
  try {
    process.kill(-pid, signal);
    return true;
  } catch {
    return false;
  }
}

/** One-line descriptions of an audit's detail items (elements, resources, phases, ...). */
function describeItems(/** @type {Item[]} */ items) {
  /** @type {string[]} */
  const lines = [];
  for (const item of items) {
    // some audits nest whole tables (the LCP element and its phases)
    if (item.type === 'table' && Array.isArray(item.items)) {
      lines.push(...describeItems(item.items));
      continue;
    }
    const line = describeItem(item);
    if (line) lines.push(line.slice(0, 300));
    if (Array.isArray(item.subItems?.items))
      lines.push(...describeItems(item.subItems.items).map((l) => `  ${l}`));
  }
  return lines;
}

/** @returns {string | null} */
function describeItem(/** @type {Item} */ item) {
  const node = item.node ?? (item.type === 'node' ? item : undefined);
  if (node?.snippet) {
    const why =
      typeof node.explanation === 'string'
        ? ` -- ${node.explanation.split('\n').slice(0, 2).join(' ')}`
        : '';
    return `${node.selector ?? ''}  ${node.snippet}${why}`.trim();
  }
  if (item.phase)
    return `${item.phase}: ${Math.round(item.timing ?? 0)} ms${item.percent ? ` (${item.percent})` : ''}`;
  if (item.signal) return `uses ${item.signal}`;
  if (item.statistic)
    return `${item.statistic}: ${typeof item.value === 'object' ? item.value.value : item.value}`;
  if (item.reason) return `${item.reason}${item.failureType ? ` [${item.failureType}]` : ''}`;
  if (item.frameUrl) return null;
  if (item.message) return `${item.line ? `line ${item.index ?? '?'}: ` : ''}${item.message}`;
  if (item.description && item.sourceLocation?.url)
    return `${item.description} (${item.sourceLocation.url})`;
  const value =
    item.url ?? item.source?.url ?? item.description ?? item.label ?? item.groupLabel ?? item.name;
  if (value) {
    const extra = item.wastedBytes
      ? ` (could save ${(item.wastedBytes / 1024).toFixed(1)} KB)`
      : item.wastedMs
        ? ` (could save ${Math.round(item.wastedMs)} ms)`
        : typeof item.duration === 'number'
          ? ` (${Math.round(item.duration)} ms)`
          : typeof item.total === 'number'
            ? ` (${Math.round(item.total)} ms)`
            : '';
    return `${typeof value === 'string' ? value : JSON.stringify(value)}${extra}`;
  }
  return JSON.stringify(item).slice(0, 200);
}

/** The audits that keep a category below 100, as Lighthouse's report would show them failing. */
function failingAudits(/** @type {Lhr} */ lhr, /** @type {string} */ categoryId) {
  const category = lhr.categories[categoryId];
  if (!category) return [];
  return category.auditRefs
    .filter((ref) => ref.group !== 'hidden')
    .map((ref) => ({ ref, audit: lhr.audits[ref.id] }))
    .filter(
      /** @returns {entry is { ref: AuditRef, audit: AuditResult }} */
      (entry) => entry.audit !== undefined,
    )
    .filter(({ ref, audit }) => {
      if (audit.score === null) return audit.scoreDisplayMode === 'error';
      if (audit.scoreDisplayMode === 'binary') return audit.score < 1;
      // performance metrics: any that did not score full marks
      if (ref.weight > 0 && categoryId === 'performance') return audit.score < 1;
      return audit.score < PASS;
    })
    .map(({ ref, audit }) => ({
      id: audit.id,
      title: audit.title,
      score: audit.score,
      weight: ref.weight,
      displayValue: audit.displayValue ?? audit.errorMessage ?? '',
      items: describeItems(itemsOf(audit)).slice(0, 10),
    }));
}

/**
 * The detail items of an audit, as the fields this report reads (Item).
 * @param {AuditResult} audit
 * @returns {Item[]}
 */
function itemsOf(audit) {
  const details = /** @type {{ items?: unknown } | undefined} */ (audit.details);
  return Array.isArray(details?.items) ? /** @type {Item[]} */ (details.items) : [];
}

/** Scores and failing audits of one Lighthouse result. */
export function summarise(/** @type {Lhr} */ lhr, /** @type {string} */ p) {
  /** @type {Record<string, number | null>} */
  const scores = {};
  /** @type {Record<string, ReturnType<typeof failingAudits>>} */
  const failing = {};
  for (const id of CATEGORIES) {
    const score = lhr.categories[id]?.score;
    scores[id] = typeof score === 'number' ? Math.round(score * 100) : null;
    if (scores[id] !== 100) failing[id] = failingAudits(lhr, id);
  }
  /** @type {Record<string, number | null>} */
  const metrics = {};
  for (const [id] of METRICS) metrics[id] = lhr.audits[id]?.numericValue ?? null;
  return {
    path: p,
    scores,
    metrics,
    beforeLargestPaint: beforeLargestPaint(lhr),
    failing,
    runtimeError: lhr.runtimeError?.message ?? null,
    warnings: /** @type {string[]} */ (lhr.runWarnings ?? []),
  };
}

/**
 * Each path is measured `runs` times and the median run (Lighthouse's own choice, by FCP and
 * TTI) is reported: on a machine shared by Chromium, Lighthouse and the server one run's
 * performance score varies by several points. The spread of the performance scores is kept.
 * @param {{ origin: string, paths: string[], runs?: number, reportDir?: string, log?: (s: string) => void }} options
 */
export async function measureLighthouse({ origin, paths, runs = 3, reportDir, log = console.log }) {
  const chromium = await launchChromium();
  const rows = [];
  try {
    for (const p of paths) {
      /** @type {Lhr[]} */
      const lhrs = [];
      /** @type {string[]} */
      const failedRuns = [];
      // A run can end without a trace Lighthouse can read (NO_NAVSTART, no FCP): seen on two full
      // runs of the bench here, the 16th-18th run of one Chromium, never in six fresh runs of the
      // same page. It is reported and tried again, at most twice per path.
      for (let run = 1; lhrs.length < runs; run++) {
        log(`Lighthouse: ${p} (run ${run} of ${runs}) ...`);
        // as on a site with visitors, the page is in the page cache
        await request(origin + p, { 'accept-encoding': BROWSER_ACCEPT_ENCODING });
        const result = await lighthouse(origin + p, {
          port: chromium.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: CATEGORIES,
        });
        if (!result?.lhr) throw new Error(`Lighthouse returned no result for ${p}`);
        const { runtimeError } = result.lhr;
        if (!runtimeError) {
          lhrs.push(result.lhr);
          continue;
        }
        failedRuns.push(`run ${run}: ${runtimeError.code} ${runtimeError.message}`);
        if (failedRuns.length > 2) throw new Error(`Lighthouse failed on ${p}: ${failedRuns}`);
      }
      const lhr = /** @type {Lhr} */ (lhrs.length > 1 ? computeMedianRun(lhrs) : lhrs[0]);
      if (reportDir) {
        mkdirSync(reportDir, { recursive: true });
        writeFileSync(
          path.join(
            reportDir,
            `${p.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home'}.json`,
          ),
          JSON.stringify(lhr),
        );
      }
      const performanceRuns = lhrs.map((l) =>
        Math.round((l.categories.performance?.score ?? 0) * 100),
      );
      // every run's simulated LCP: the target holds its median and its worst run
      const lcpRuns = lhrs.map(
        (l) => l.audits['largest-contentful-paint']?.numericValue ?? Infinity,
      );
      rows.push({ ...summarise(lhr, p), performanceRuns, lcpRuns, failedRuns });
    }
  } finally {
    await chromium.close();
  }
  return { runs, rows };
}

/**
 * The report: the site's pages, then the simulated metrics of their median runs beside those of
 * `reference` (the bare Next.js page, when it was measured) and `styledReference` (the same page
 * with a stylesheet and webfonts), then what keeps each score below 100.
 * @param {Awaited<ReturnType<typeof measureLighthouse>>} result
 * @param {Awaited<ReturnType<typeof measureLighthouse>>} [reference]
 * @param {Awaited<ReturnType<typeof measureLighthouse>>} [styledReference]
 */
export function formatLighthouse({ runs, rows }, reference, styledReference) {
  const referenceRows = [
    ...(reference?.rows ?? []).map((r) => ({ ...r, path: 'bare Next.js page (reference)' })),
    ...(styledReference?.rows ?? []).map((r) => ({
      ...r,
      path: 'the same, styled (reference)',
    })),
  ];
  const lines = [
    heading(`Lighthouse (mobile, default config, simulated throttling; median of ${runs} runs)`),
    table(
      ['path', ...CATEGORIES, 'performance, every run', 'LCP, every run'],
      [...rows, ...referenceRows].map((r) => [
        r.path,
        ...CATEGORIES.map((c) => (r.scores[c] === null ? 'error' : String(r.scores[c]))),
        r.performanceRuns.join(' '),
        (r.lcpRuns ?? []).map((ms) => `${(ms / 1000).toFixed(2)} s`).join(' '),
      ]),
    ),
    '',
    table(
      ['median run', ...METRICS.map(([, column]) => column)],
      [...rows, ...referenceRows].map((r) => [
        r.path,
        ...METRICS.map(([id, , unit]) => formatMetric(r.metrics[id], unit)),
      ]),
    ),
    '',
    'What the simulated LCP counts: the requests that had finished when Chromium painted the',
    'largest element, unthrottled (KB as sent; bench/README.md, "Targets: where they end")',
    table(
      ['median run', 'painted at', 'requests', ...KINDS, 'total'],
      [...rows, ...referenceRows].map((r) => {
        const w = r.beforeLargestPaint;
        if (!w) return [r.path, '-', '-', ...KINDS.map(() => '-'), '-'];
        const total = KINDS.reduce((sum, kind) => sum + w.bytes[kind], 0);
        return [
          r.path,
          `${w.observedMs} ms`,
          String(w.requests),
          ...KINDS.map((kind) => kb(w.bytes[kind])),
          kb(total),
        ];
      }),
    ),
  ];
  for (const r of rows) {
    if (r.runtimeError) lines.push(`\n${r.path}: runtime error: ${r.runtimeError}`);
    for (const f of r.failedRuns ?? [])
      lines.push(`${r.path}: run without a result, tried again: ${f}`);
    for (const w of r.warnings) lines.push(`${r.path}: warning: ${w}`);
    for (const [category, audits] of Object.entries(r.failing)) {
      lines.push(`\n${r.path} - ${category} ${r.scores[category] ?? 'error'}:`);
      if (audits.length === 0)
        lines.push('  (no single audit fails; the score is the weighted sum of the metrics)');
      for (const a of audits) {
        const score = a.score === null ? 'error' : a.score.toFixed(2);
        lines.push(
          `  ${a.id} [${score}${a.weight ? `, weight ${a.weight}` : ''}] ${a.title}${a.displayValue ? ` -- ${a.displayValue}` : ''}`,
        );
        for (const item of a.items) lines.push(`      ${item}`);
      }
    }
  }
  return lines.join('\n');
}

function formatMetric(/** @type {number | null | undefined} */ value, /** @type {string} */ unit) {
  if (value == null) return '-';
  return unit === 'ms' ? `${Math.round(value)} ms` : value.toFixed(3);
}
