#!/usr/bin/env node
// `node bench/inbox.mjs`: the owner's back office after years of traffic. Seeds
// 100,000 consultation requests and 100,000 contact messages (a quarter of the
// contact messages spam) into a fresh database, starts the production server on it,
// signs in as the admin and prints the p50/p95 of the inbox (first page, an
// older page, searches), the dashboard and /admin/consultations, then the time
// and the server's extra memory for a CSV export of 100,000 rows.
// Options: --rows=<n> (per table, default 100000), --runs=<n> (measured
// requests per row, default 30). BENCH_DATABASE_URL: run on that (empty)
// PostgreSQL database instead of the embedded PGlite. Port: BENCH_PORT (3390).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
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
const SEED = (n) => [
  `insert into contact_submissions (name, email, subject, message, status, created_at)
   select 'Visitor ' || g, 'visitor' || g || '@example.com', 'Subject ' || (g % 500),
          'A message about a ' || (array['kitchen','villa','showroom','pavilion','tower'])[1 + g % 5]
            || ' project, reference ' || md5(g::text),
          (array['new','read','archived','spam'])[1 + g % 4]::submission_status,
          now() - (g * interval '15 minutes')
     from generate_series(1, ${n}) g`,
  `insert into consultation_requests (name, email, company, message, status, created_at)
   select 'Client ' || g, 'client' || g || '@example.com', 'Company ' || (g % 2000),
          'We would like a visualization of a ' || (array['hotel','museum','house','office','bridge'])[1 + g % 5]
            || ', brief ' || md5(g::text),
          (array['new','read','archived','read','archived'])[1 + g % 5]::submission_status,
          now() - (g * interval '15 minutes')
     from generate_series(1, ${n}) g`,
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

const quantile = (/** @type {number[]} */ xs, q) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)];
};

/** Sequential requests (one owner), `runs` measured after three warm-ups; ms per whole answer. */
async function measure(origin, cookie, paths) {
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

const rssMb = (pid) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
  return line ? Number(line[1]) / 1024 : NaN;
};

/** Streams the export to nowhere, sampling the server's resident memory meanwhile. */
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

const ms = (n) => `${n.toFixed(0)} ms`;

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

  const older = await (async () => {
    const res = await request(`${server.origin}/admin/submissions`, { cookie });
    const cursor = res.body.toString().match(/before=([A-Za-z0-9_-]+)/)?.[1];
    if (!cursor) throw new Error('the inbox showed no Older link');
    // ten pages in
    let c = cursor;
    for (let i = 0; i < 9; i++) {
      const next = await request(`${server.origin}/admin/submissions?before=${c}`, { cookie });
      c = next.body.toString().match(/before=([A-Za-z0-9_-]+)/)?.[1] ?? c;
    }
    return c;
  })();

  const SEARCHES = ['villa', 'visitor12345', 'md5-not-there', 'Subject 42', 'showroom project'];
  const scenarios = [
    ['inbox, first page', ['/admin/submissions']],
    ['inbox, ten pages in', [`/admin/submissions?before=${older}`]],
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
    ['dashboard', ['/admin/dashboard']],
  ];
  const results = [];
  for (const [label, paths] of scenarios) {
    const r = await measure(server.origin, cookie, paths);
    results.push([label, ms(r.p50), ms(r.p95), ms(r.max)]);
    log(`${label}: p95 ${ms(r.p95)}`);
  }
  heading(
    `Back office at ${rows.toLocaleString('en-GB')} + ${rows.toLocaleString('en-GB')} rows (${databaseUrl ? 'PostgreSQL' : 'PGlite'}), ${runs} sequential requests each`,
  );
  console.log(table(['page', 'p50', 'p95', 'max'], results));

  const exp = await exportRun(server.origin, cookie, server.pid, 'tab=consultation');
  heading('CSV export (streamed)');
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
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
