#!/usr/bin/env node
// `node bench/inbox.mjs`: the owner's back office after years of traffic. Seeds
// 100,000 consultation requests and 100,000 contact messages (a quarter of the
// contact messages spam) into a fresh database, starts the production server on it,
// signs in as the admin and prints the p50/p95 of the inbox (first page, an
// older page, searches, the 'Awaiting reply' view), the dashboard (its Visitors
// and Awaiting reply cards over a year of visitor numbers) and /admin/consultations,
// beside a small admin screen (FAQ) measured the same way as the reference, then the
// time and the server's extra memory for a CSV export of 100,000 rows.
// Options: --rows=<n> (per table, default 100000), --runs=<n> (measured
// requests per row, default 30). BENCH_DATABASE_URL: run on that (empty)
// PostgreSQL database instead of the embedded PGlite. Port: BENCH_PORT (3390).
// `npm run bench` runs it as its 'inbox' stage, on a PostgreSQL server of its own.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { signIn, startAdminServer } from './lib/admin-server.mjs';
import { ensureBuild, request } from './lib/server.mjs';
import { heading, table } from './lib/table.mjs';

const args = process.argv.slice(2);
const option = (/** @type {string} */ name) =>
  args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const rows = Number(option('rows') ?? 100_000);
const runs = Number(option('runs') ?? 30);
const port = Number(process.env.BENCH_PORT || 3390);
const distDir = process.env.BENCH_DIST_DIR || '.next-bench';
const databaseUrl = process.env.BENCH_DATABASE_URL || '';
const admin = { email: 'bench-owner@example.com', password: 'bench-owner-password-1' };
const log = (/** @type {string} */ line) => console.error(`  ${line}`);

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'data-bench-inbox-'));

const startServer = () => startAdminServer({ port, dataDir, distDir, databaseUrl, admin });

/** Rows of both kinds spread over three years; statuses as an inbox in use has them. */
const SEED = (/** @type {number} */ n) => [
  `insert into contact_submissions (name, email, subject, message, status, created_at)
   select 'Visitor ' || g, 'visitor' || g || '@example.com', 'Subject ' || (g % 500),
          'A message about a ' || (array['kitchen','villa','showroom','pavilion','tower'])[1 + g % 5]
            || ' project, reference ' || md5(g::text),
          (array['new','read','archived','spam'])[1 + g % 4]::submission_status,
          now() - (g * interval '15 minutes')
     from generate_series(1, ${n}) g`,
  `insert into consultation_requests (name, email, company, message, status, source, created_at)
   select 'Client ' || g, 'client' || g || '@example.com', 'Company ' || (g % 2000),
          'We would like a visualization of a ' || (array['hotel','museum','house','office','bridge'])[1 + g % 5]
            || ', brief ' || md5(g::text),
          (array['new','read','archived','read','archived'])[1 + g % 5]::submission_status,
          jsonb_build_object('page', '/request-consultation',
            'utm_source', (array['newsletter','instagram','','',''])[1 + g % 5],
            'referrer', (array['https://www.google.com/','https://www.houzz.com/a','','',''])[1 + g % 3]),
          now() - (g * interval '15 minutes')
     from generate_series(1, ${n}) g`,
  // a year of visitor numbers, as the counter writes them: the site, 40 pages, 15 referrers and
  // 10 sources a day
  `insert into visitor_daily (day, dimension, key, views, visitors)
   select current_date - d, dim, key, 50 + (d * 7 + k) % 400, 20 + (d * 3 + k) % 150
     from generate_series(0, 364) d,
          lateral (select 'site' as dim, '' as key, 0 as k
                   union all select 'page', '/projects/' || k, k from generate_series(1, 40) k
                   union all select 'referrer', 'site' || k || '.example', k from generate_series(1, 15) k
                   union all select 'source', 'source' || k, k from generate_series(1, 10) k) x`,
  // some requests answered, as a desk in use has them
  `update consultation_requests set first_response_at = created_at + interval '3 hours'
    where id % 3 = 0 and status <> 'new'`,
  'analyze visitor_daily',
  'analyze contact_submissions',
  'analyze consultation_requests',
];

async function seed() {
  const started = Date.now();
  if (databaseUrl) {
    const pg = (await import('pg')).default;
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    for (const statement of SEED(rows)) await client.query(statement);
    await client.end();
  } else {
    const { PGlite } = await import('@electric-sql/pglite');
    const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
    const db = await PGlite.create(path.join(dataDir, 'pgdata'), { extensions: { pg_trgm } });
    for (const statement of SEED(rows)) await db.exec(statement);
    await db.close();
  }
  log(
    `Seeded ${rows.toLocaleString('en-GB')} + ${rows.toLocaleString('en-GB')} rows in ${((Date.now() - started) / 1000).toFixed(0)} s.`,
  );
}

const quantile = (/** @type {number[]} */ xs, /** @type {number} */ q) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)] ?? NaN;
};

/**
 * Sequential requests (one owner), `runs` measured after three warm-ups; ms per whole answer.
 * @param {string} origin @param {string} cookie @param {string[]} paths
 */
async function measure(origin, cookie, paths) {
  /** @type {number[]} */
  const times = [];
  for (let i = 0; i < runs + 3; i++) {
    const p = paths[i % paths.length];
    const started = performance.now();
    const res = await request(`${origin}${p}`, { cookie, 'accept-encoding': 'br' });
    const ms = performance.now() - started;
    if (res.status !== 200) throw new Error(`${p}: HTTP ${res.status}`);
    if (i >= 3) times.push(ms);
  }
  return { p50: quantile(times, 0.5), p95: quantile(times, 0.95), max: Math.max(...times) };
}

const rssMb = (/** @type {number} */ pid) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
  return line ? Number(line[1]) / 1024 : NaN;
};

/**
 * Streams the export to nowhere, sampling the server's resident memory meanwhile.
 * @param {string} origin @param {string} cookie @param {number} pid @param {string} query
 * @returns {Promise<{ status: number | undefined, seconds: number, mb: number, lines: number, extraMb: number }>}
 */
function exportRun(origin, cookie, pid, query) {
  return new Promise((resolve, reject) => {
    const baseline = rssMb(pid);
    let peak = baseline;
    const timer = setInterval(() => {
      peak = Math.max(peak, rssMb(pid));
    }, 20);
    const started = performance.now();
    let bytes = 0;
    let lines = 0;
    http
      .get(`${origin}/api/admin/submissions/export?${query}`, { headers: { cookie } }, (res) => {
        res.on('data', (chunk) => {
          bytes += chunk.length;
          for (const b of chunk) if (b === 10) lines++;
        });
        res.on('end', () => {
          clearInterval(timer);
          resolve({
            status: res.statusCode,
            seconds: (performance.now() - started) / 1000,
            mb: bytes / 1024 / 1024,
            lines,
            extraMb: peak - baseline,
          });
        });
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

const ms = (/** @type {number} */ n) => `${n.toFixed(0)} ms`;

try {
  await ensureBuild(distDir, log);
  log(`Engine: ${databaseUrl ? 'PostgreSQL (BENCH_DATABASE_URL)' : 'PGlite (embedded)'}.`);
  // the first start migrates, writes the site's content and creates the admin
  let server = await startServer();
  await server.stop();
  await seed();
  server = await startServer();
  log(`Server ready on ${server.origin} in ${server.seconds} s.`);
  const cookie = await signIn(server.origin, admin);

  /** The cursor of a view's tenth page, following its 'Older' links. */
  const tenPagesIn = async (/** @type {string} */ view) => {
    const join = view.includes('?') ? '&' : '?';
    const res = await request(`${server.origin}${view}`, { cookie });
    const cursor = res.body.toString().match(/before=([A-Za-z0-9_-]+)/)?.[1];
    if (!cursor) throw new Error(`${view} showed no Older link`);
    let c = cursor;
    for (let i = 0; i < 9; i++) {
      const next = await request(`${server.origin}${view}${join}before=${c}`, { cookie });
      c = next.body.toString().match(/before=([A-Za-z0-9_-]+)/)?.[1] ?? c;
    }
    return `${view}${join}before=${c}`;
  };
  const older = await tenPagesIn('/admin/submissions');
  const awaitingOlder = await tenPagesIn('/admin/consultations?awaiting=1');

  const SEARCHES = ['villa', 'visitor12345', 'md5-not-there', 'Subject 42', 'showroom project'];
  /** @type {[string, string[]][]} */
  const scenarios = [
    ['inbox, first page', ['/admin/submissions']],
    ['inbox, ten pages in', [older]],
    ['inbox, status new', ['/admin/submissions?status=new']],
    [
      'inbox search (contact)',
      SEARCHES.map((q) => `/admin/submissions?q=${encodeURIComponent(q)}`),
    ],
    [
      'inbox search (consultation)',
      ['Company 1234', 'museum', 'client99999', 'nothing-matches', 'brief'].map(
        (q) => `/admin/consultations?q=${encodeURIComponent(q)}`,
      ),
    ],
    ['spam tab', ['/admin/submissions?tab=spam']],
    ['/admin/consultations', ['/admin/consultations']],
    ['awaiting reply (consultation)', ['/admin/consultations?awaiting=1']],
    ['awaiting reply (contact)', ['/admin/submissions?awaiting=1']],
    ['awaiting reply, ten pages in', [awaitingOlder]],
    ['dashboard', ['/admin/dashboard']],
    // a small admin screen through the same layers (session, layout, render): the reference
    ['reference: /admin/faq', ['/admin/faq']],
  ];
  const results = [];
  /** @type {Record<string, { p50: number, p95: number, max: number }>} */
  const pages = {};
  for (const [label, paths] of scenarios) {
    const r = await measure(server.origin, cookie, paths);
    pages[label] = r;
    results.push([label, ms(r.p50), ms(r.p95), ms(r.max)]);
    log(`${label}: p95 ${ms(r.p95)}`);
  }
  console.log(
    heading(
      `Back office at ${rows.toLocaleString('en-GB')} + ${rows.toLocaleString('en-GB')} rows (${databaseUrl ? 'PostgreSQL' : 'PGlite'}), ${runs} sequential requests each`,
    ),
  );
  console.log(table(['page', 'p50', 'p95', 'max'], results));

  const exp = await exportRun(server.origin, cookie, server.pid, 'tab=consultation');
  console.log(heading('CSV export (streamed)'));
  console.log(
    table(
      ['rows', 'size', 'time', 'server memory added (peak RSS - before)'],
      [
        [
          (exp.lines - 1).toLocaleString('en-GB'),
          `${exp.mb.toFixed(1)} MB`,
          `${exp.seconds.toFixed(1)} s`,
          `${exp.extraMb.toFixed(0)} MB`,
        ],
      ],
    ),
  );
  await server.stop();
  // npm run bench reads the figures for its targets table
  if (process.env.BENCH_INBOX_RESULTS) {
    const engine = databaseUrl ? 'postgres' : 'pglite';
    writeFileSync(
      process.env.BENCH_INBOX_RESULTS,
      JSON.stringify({ engine, rows, runs, pages, export: exp }),
    );
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
