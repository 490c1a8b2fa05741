// Every target of the "fast on a phone, light on a small server" issue in one table: the site's
// figure, the bare reference's figure from the same run (the bare Next.js page for what the
// framework allows, the bare Node server for throughput) and the limit. A target whose figures
// were not measured in this run (--only=...) is left out.
import { heading, kb, table } from './lib/table.mjs';

const mb = (/** @type {number | null} */ n) => (n == null ? '-' : `${Math.round(n / 2 ** 20)} MB`);
const s = (/** @type {number} */ ms) => `${(ms / 1000).toFixed(2)} s`;
const verdict = (/** @type {boolean} */ ok) => (ok ? 'met' : 'MISSED');
/** A reference figure, with the styled reference's beside it when that was measured. */
const withStyled = (/** @type {string} */ bare, /** @type {string | null} */ styled) =>
  styled == null ? bare : `${bare}; styled ${styled}`;

/** @param {any} results everything run.mjs measured (bench/results/latest.json) */
export function formatTargets(results) {
  /** @type {(string | number)[][]} */
  const rows = [];
  const add = (target, site, reference, limit, ok) =>
    rows.push([target, site, reference, limit, verdict(ok)]);

  const lh = results.lighthouse?.rows ?? [];
  const ref = results.lighthouseReference?.rows?.[0];
  // the bare page with a stylesheet and webfonts: shown beside the bare page, not a limit
  const styled = results.lighthouseStyledReference?.rows?.[0];
  if (lh.length > 0 && ref) {
    const refScore = ref.scores.performance ?? 0;
    const refLcp = ref.metrics['largest-contentful-paint'] ?? 0;
    const styledLcp = styled?.metrics['largest-contentful-paint'];
    for (const row of lh) {
      const worst = Math.min(...row.performanceRuns);
      add(
        `Lighthouse performance ${row.path} (every run)`,
        row.performanceRuns.join(' '),
        withStyled(
          (ref.performanceRuns ?? [refScore]).join(' '),
          styled?.performanceRuns.join(' ') ?? null,
        ),
        `>= ${refScore - 1}`,
        worst >= refScore - 1,
      );
      const others = ['accessibility', 'best-practices', 'seo'].map((c) => row.scores[c]);
      add(
        `Lighthouse a11y / best practices / SEO ${row.path}`,
        others.join(' / '),
        '-',
        '100',
        others.every((v) => v === 100),
      );
      const lcp = row.metrics['largest-contentful-paint'] ?? Infinity;
      add(
        `LCP (simulated) ${row.path}`,
        s(lcp),
        withStyled(s(refLcp), styledLcp == null ? null : s(styledLcp)),
        `<= ${s(refLcp + 300)}`,
        lcp <= refLcp + 300,
      );
    }
  }

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
  if (weight.length > 0) {
    const css = Math.max(...weight.map((r) => r.css));
    add(
      'stylesheet (largest of any page)',
      kb(css),
      refWeight ? kb(refWeight.css) : '-',
      '<= 40.0 KB',
      css <= 40 * 1024,
    );
  }

  const js = results.javascript?.rows ?? [];
  const refJs = results.javascriptReference?.rows?.[0];
  for (const row of js) {
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

  const start = results.startup;
  const refStart = results.startupReference;
  if (start) {
    add(
      'RSS after first start',
      mb(start.first.rss),
      mb(refStart?.rss ?? null),
      '<= 300 MB',
      (start.first.rss ?? Infinity) <= 300 * 2 ** 20,
    );
    add(
      'RSS after 60 s of public and admin load',
      mb(start.mixed.rss),
      '-',
      '<= 300 MB',
      (start.mixed.rss ?? Infinity) <= 300 * 2 ** 20,
    );
    add(
      'first page, empty data directory',
      s(start.first.ms),
      refStart ? s(refStart.ms) : '-',
      '<= 3.00 s',
      start.first.ms <= 3000,
    );
    add(
      'first page, later start',
      start.later.kept
        ? `${s(start.later.ms)} (kept at the stop; first render ${s(start.later.rendered)})`
        : s(start.later.ms),
      refStart ? s(refStart.ms) : '-',
      '<= 1.50 s',
      start.later.ms <= 1500,
    );
    const early = start.early.map((w) => w.p99);
    add(
      'p99 of / from the first page (2 s windows, brotli)',
      early.map((v) => `${v} ms`).join(' '),
      start.earlyBare ? `${start.earlyBare.brotli.p99} ms` : '-',
      '< 20 ms',
      early.every((v) => v < 20),
    );
    if (start.later.early)
      add(
        "p99 of / from a later start's first page (2 s, brotli)",
        `${start.later.early.p99} ms`,
        start.earlyBare ? `${start.earlyBare.brotli.p99} ms` : '-',
        '< 20 ms',
        start.later.early.p99 < 20,
      );
    add(
      'p99 of / just after (no Accept-Encoding)',
      `${start.earlyPlain.p99} ms`,
      start.earlyBare ? `${start.earlyBare.plain.p99} ms` : '-',
      '< 20 ms',
      start.earlyPlain.p99 < 20,
    );
  }
  const onPostgres = results.startupPostgres;
  if (onPostgres) {
    add(
      'RSS on PostgreSQL after first start',
      mb(onPostgres.first.rss),
      mb(refStart?.rss ?? null),
      '<= 200 MB',
      (onPostgres.first.rss ?? Infinity) <= 200 * 2 ** 20,
    );
    add(
      'RSS on PostgreSQL after 60 s of public and admin load',
      mb(onPostgres.mixed.rss),
      '-',
      '<= 200 MB',
      (onPostgres.mixed.rss ?? Infinity) <= 200 * 2 ** 20,
    );
  }

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

  if (rows.length === 0) return '';
  const missed = rows.filter((r) => r[4] !== 'met').length;
  return [
    heading('Targets, beside the bare reference of the same run'),
    table(['target', 'site', 'reference', 'limit', ''], rows),
    `${rows.length - missed} of ${rows.length} met; timings depend on the machine's load (see the load average above)`,
  ].join('\n');
}
