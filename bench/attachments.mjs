// Visitors attaching files while others read the site: ten 20 MB uploads at once, round after
// round for the measured window, through the same route the consultation form uses
// (POST /api/attachments, one streamed file per request). It reports how far the server's RSS
// rises above its idle figure (target < 50 MB: uploads are streamed to storage, never held
// whole) and the public pages' p50/p99 under that load beside the same pages idle, measured in
// the same run on the same server.
//
// It runs its own production server (server.mjs) on a fresh DATA_DIR, with the daily upload
// budget raised so that the rounds are not refused as a flood.
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { BROWSER_ACCEPT_ENCODING } from '../scripts/lib/chromium.mjs';
import { startApp } from './lib/server.mjs';
import { rssOf } from './startup.mjs';
import { heading, table } from './lib/table.mjs';
import { FIRST_POST } from '../scripts/lib/public-routes.mjs';

export const PARALLEL = 10;
export const FILE_MB = 20;
export const RSS_TARGET_MB = 50;
// at its address: the post's number answers with a redirect to it
const PAGES = ['/', FIRST_POST, '/request-consultation'];
const BROWSER = { 'accept-encoding': BROWSER_ACCEPT_ENCODING, accept: 'text/html' };
const CHUNK = 64 * 1024;
const MB = 1024 * 1024;

/**
 * A PDF of `bytes` bytes: header, one stream of filler, trailer (judged by its first and last bytes).
 * @param {number} bytes
 */
function pdf(bytes) {
  const head = Buffer.from(
    '%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<< /Length 0 >>\nstream\n',
    'latin1',
  );
  const tail = Buffer.from('\nendstream\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n', 'latin1');
  return Buffer.concat([head, Buffer.alloc(bytes - head.length - tail.length, 'x'), tail]);
}

/**
 * Sends `file` as one visitor's upload, in 64 KB writes as a browser's socket would; resolves
 * with the HTTP status.
 * @param {string} origin @param {Buffer} file @param {string} name
 * @returns {Promise<number>}
 */
function upload(origin, file, name) {
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${origin}/api/attachments?name=${encodeURIComponent(name)}`,
      {
        method: 'POST',
        headers: {
          origin,
          'content-type': 'application/pdf',
          'content-length': String(file.length),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    let offset = 0;
    const write = () => {
      while (offset < file.length) {
        const chunk = file.subarray(offset, offset + CHUNK);
        offset += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', write);
      }
      req.end();
    };
    write();
  });
}

/**
 * The public pages in turn for `seconds`, 10 connections: p50/p99 in ms.
 * @param {string} origin @param {number} seconds
 */
async function readPages(origin, seconds) {
  const result = await autocannon({
    url: origin,
    connections: 10,
    duration: seconds,
    timeout: 30,
    requests: PAGES.map((p) => ({ method: 'GET', path: p, headers: BROWSER })),
  });
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    failed: result.non2xx + result.errors + result.timeouts,
  };
}

/**
 * Rounds of `PARALLEL` uploads until `until()` says stop; the statuses that were not 201.
 * @param {string} origin @param {Buffer} file @param {() => boolean} until
 */
async function uploadRounds(origin, file, until) {
  let rounds = 0;
  const refused = [];
  while (!until()) {
    const statuses = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) => upload(origin, file, `plans-${rounds}-${i}.pdf`)),
    );
    refused.push(...statuses.filter((s) => s !== 201));
    rounds++;
  }
  return { rounds, refused };
}

/**
 * @param {{ distDir: string, port?: number, quick?: boolean, log?: (line: string) => void }} options
 */
export async function measureAttachments({
  distDir,
  port = Number(process.env.BENCH_MEDIA_PORT || 3392),
  quick = false,
  log = console.error,
}) {
  const seconds = quick ? 3 : 10;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'data-bench-attachments-'));
  const file = pdf(FILE_MB * MB);
  const server = await startApp({
    port,
    dataDir,
    distDir,
    log: () => {},
    env: {
      SITE_URL: `http://localhost:${port}`,
      DATABASE_URL: '',
      STORAGE: 'local',
      ATTACHMENTS_DAILY_MB: '100000',
      ATTACHMENTS_QUOTA_MB: '1000000',
    },
  });
  try {
    log('Attachments: warming up (pages, one upload) ...');
    await readPages(server.origin, 2);
    if ((await upload(server.origin, file, 'warm-up.pdf')) !== 201)
      throw new Error('the warm-up upload was refused');
    log(`Attachments: public pages idle, ${seconds} s ...`);
    const idle = await readPages(server.origin, seconds);
    const idleRss = rssOf(server.pid) ?? 0;

    log(
      `Attachments: ${PARALLEL} parallel ${FILE_MB} MB uploads, round after round, ${seconds} s ...`,
    );
    let peakRss = idleRss;
    const sampler = setInterval(() => {
      peakRss = Math.max(peakRss, rssOf(server.pid) ?? 0);
    }, 50);
    let reading = true;
    const [loaded, uploads] = await Promise.all([
      readPages(server.origin, seconds).finally(() => (reading = false)),
      // at least one whole round, even when it outlasts the window
      uploadRounds(server.origin, file, () => !reading),
    ]);
    clearInterval(sampler);
    peakRss = Math.max(peakRss, rssOf(server.pid) ?? 0);
    return {
      parallel: PARALLEL,
      fileMb: FILE_MB,
      seconds,
      idle,
      loaded,
      rounds: uploads.rounds,
      refused: uploads.refused,
      idleRss,
      peakRss,
    };
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const ms = (/** @type {number} */ n) => `${n.toFixed(1)} ms`;
const mb = (/** @type {number} */ n) => `${(n / MB).toFixed(1)} MB`;

/** @param {Awaited<ReturnType<typeof measureAttachments>>} r */
export function formatAttachments(r) {
  const rise = r.peakRss - r.idleRss;
  const files = r.rounds * r.parallel;
  const lines = [
    heading(
      `Attachments: ${r.parallel} parallel ${r.fileMb} MB uploads (target RSS rise < ${RSS_TARGET_MB} MB)`,
    ),
  ];
  lines.push(
    `${files} files in ${r.rounds} rounds (${mb(files * r.fileMb * MB)}); refused: ${r.refused.length ? r.refused.join(', ') : 'none'}`,
  );
  lines.push(
    table(
      ['Server RSS', 'idle', 'peak under uploads', 'rise', `rise < ${RSS_TARGET_MB} MB`],
      [['', mb(r.idleRss), mb(r.peakRss), mb(rise), rise < RSS_TARGET_MB * MB ? 'yes' : 'NO']],
    ),
  );
  lines.push(`\nPublic pages (${PAGES.join(', ')} in turn, 10 connections, ${r.seconds} s each)`);
  lines.push(
    table(
      ['Pages', 'requests', 'failed', 'p50', 'p99'],
      [
        ['idle', r.idle.requests, r.idle.failed, ms(r.idle.p50), ms(r.idle.p99)],
        [
          'under the uploads',
          r.loaded.requests,
          r.loaded.failed,
          ms(r.loaded.p50),
          ms(r.loaded.p99),
        ],
      ],
    ),
  );
  return lines.join('\n');
}

// `node bench/attachments.mjs [--quick]` runs this part alone (the build must exist: npm run bench builds it)
if (import.meta.url === `file://${process.argv[1]}`) {
  const distDir = process.env.BENCH_DIST_DIR || '.next-bench';
  const result = await measureAttachments({ distDir, quick: process.argv.includes('--quick') });
  console.log(formatAttachments(result));
}
