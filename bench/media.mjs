// The media library under load: the admin list query (the API the screen and the
// picker call) and the /admin/media page with 10,000 files, p50/p95 of sequential
// requests (target p95 < 150 ms); and the time to generate a resized AVIF/WebP copy of
// an uploaded photo on first request, then to serve the stored copy.
//
// It runs its own production server (server.mjs) on a fresh DATA_DIR: a first start
// migrates and seeds the database, the bench then adds 10,000 rows with one SQL statement
// while the server is stopped, and starts it again to measure.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { signIn, startAdminServer as startServer } from './lib/admin-server.mjs';
import { heading, table } from './lib/table.mjs';

export const MEDIA_ROWS = 10_000;

/**
 * Adds `n` library rows in one statement, straight into the stopped server's embedded database.
 * @param {string} dataDir @param {number} n
 */
async function addRows(dataDir, n) {
  const { PGlite } = await import('@electric-sql/pglite');
  const db = new PGlite(path.join(dataDir, 'pgdata'));
  await db.exec(`
    insert into media_library (filename, file_type, file_url, file_size, mime_type, width, height, alt, created_at)
    select 'bench-' || lpad(i::text, 5, '0') || case when i % 10 = 0 then '-walkthrough.mp4' else '-render.webp' end,
           (case when i % 10 = 0 then 'video' else 'image' end)::media_file_type,
           '/media/project-images/bench/' || i || '.webp',
           20000 + i, case when i % 10 = 0 then 'video/mp4' else 'image/webp' end, 1920, 1080,
           case when i % 3 = 0 then '' else 'Bench render ' || i end,
           now() - (i || ' seconds')::interval
      from generate_series(1, ${n}) as i`);
  const { rows } = await db.query('select count(*)::int as n from media_library');
  await db.close();
  return /** @type {{ n: number }} */ (rows[0]).n;
}

const percentile = (/** @type {number[]} */ sorted, /** @type {number} */ p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/**
 * Sequential timed requests after a warm-up; returns ms figures.
 * @param {string} url @param {Record<string, string>} headers @param {number} count
 */
async function timeRequests(url, headers, count, warmup = 5) {
  /** @type {number[]} */
  const times = [];
  for (let i = 0; i < warmup + count; i++) {
    const started = performance.now();
    const response = await fetch(url, { headers });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
    if (i >= warmup) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return {
    n: count,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    max: times.at(-1) ?? 0,
  };
}

/**
 * @param {{ distDir: string, port?: number, quick?: boolean, log?: (line: string) => void }} options
 */
export async function measureMedia({
  distDir,
  port = Number(process.env.BENCH_MEDIA_PORT || 3392),
  quick = false,
  log = console.error,
}) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'data-bench-media-'));
  const count = quick ? 30 : 200;
  try {
    log('Media: first start (migrate and seed) ...');
    let server = await startServer({ port, dataDir, distDir });
    await server.stop();
    const rows = await addRows(dataDir, MEDIA_ROWS);
    log(`Media: ${rows} library rows; starting again ...`);
    server = await startServer({ port, dataDir, distDir });
    try {
      const cookie = await signIn(server.origin);
      const auth = { cookie };
      /** @type {[string, string][]} */
      const list = [
        ['list API, newest 60', `${server.origin}/api/admin/media?limit=60`],
        [
          'list API, search "walkthrough"',
          `${server.origin}/api/admin/media?limit=60&q=walkthrough`,
        ],
        ['list API, page 100', `${server.origin}/api/admin/media?limit=60&offset=6000`],
        ['/admin/media page (HTML)', `${server.origin}/admin/media`],
      ];
      /** @type {Record<string, { n: number, p50: number, p95: number, max: number }>} */
      const latency = {};
      for (const [label, url] of list) {
        log(`Media: ${label} ...`);
        latency[label] = await timeRequests(
          url,
          { ...auth, accept: label.includes('page') ? 'text/html' : 'application/json' },
          count,
        );
      }

      // one 4000 x 2667 photo-like JPEG, uploaded as the owner would
      const photo = await sharp({
        create: {
          width: 4000,
          height: 2667,
          channels: 3,
          // the noise fills every pixel; sharp's types ask for a background all the same
          background: '#808080',
          noise: { type: 'gaussian', mean: 128, sigma: 40 },
        },
      })
        .jpeg({ quality: 85 })
        .toBuffer();
      const upload = await fetch(`${server.origin}/api/admin/media?name=bench-photo.jpg`, {
        method: 'POST',
        headers: { ...auth, origin: server.origin, 'content-type': 'application/octet-stream' },
        body: photo,
      });
      const uploaded =
        /** @type {{ ok: boolean, item?: { fileUrl: string }, message?: string }} */ (
          await upload.json()
        );
      if (!uploaded.ok || !uploaded.item) throw new Error(`upload failed: ${uploaded.message}`);
      /** @type {Record<string, { generateMs: number, bytes: number, servedP50: number, servedP95: number }>} */
      const resize = {};
      /** @type {[string, string][]} */
      const formats = [
        ['avif', 'image/avif,image/webp,*/*'],
        ['webp', 'image/webp,*/*'],
      ];
      for (const [format, accept] of formats) {
        const url = `${server.origin}${uploaded.item.fileUrl}?w=1080`;
        const started = performance.now();
        const first = await fetch(url, { headers: { accept } });
        const bytes = (await first.arrayBuffer()).byteLength;
        const generateMs = performance.now() - started;
        if (first.headers.get('content-type') !== `image/${format}`)
          throw new Error(`expected image/${format}, got ${first.headers.get('content-type')}`);
        const served = await timeRequests(url, { accept }, quick ? 10 : 50, 0);
        resize[format] = { generateMs, bytes, servedP50: served.p50, servedP95: served.p95 };
      }
      return {
        rows,
        latency,
        original: { bytes: photo.length, width: 4000, height: 2667 },
        resize,
      };
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const ms = (/** @type {number} */ n) => `${n.toFixed(1)} ms`;

/** @param {Awaited<ReturnType<typeof measureMedia>>} r */
export function formatMedia(r) {
  const lines = [
    heading(`Media library (${r.rows.toLocaleString('en-GB')} files; target p95 < 150 ms)`),
  ];
  lines.push(
    table(
      ['Request', 'n', 'p50', 'p95', 'max', 'p95 < 150 ms'],
      Object.entries(r.latency).map(([label, t]) => [
        label,
        t.n,
        ms(t.p50),
        ms(t.p95),
        ms(t.max),
        t.p95 < 150 ? 'yes' : 'NO',
      ]),
    ),
  );
  lines.push(
    `\nResized image: a ${r.original.width} x ${r.original.height} JPEG (${Math.round(r.original.bytes / 1024)} KB) asked for at 1080 px wide`,
  );
  lines.push(
    table(
      ['Format', 'Generate + serve (first)', 'Size', 'Served from storage p50', 'p95'],
      Object.entries(r.resize).map(([f, x]) => [
        f,
        ms(x.generateMs),
        `${Math.round(x.bytes / 1024)} KB`,
        ms(x.servedP50),
        ms(x.servedP95),
      ]),
    ),
  );
  return lines.join('\n');
}

// `node bench/media.mjs [--quick]` runs this part alone (the build must exist: npm run bench builds it)
if (import.meta.url === `file://${process.argv[1]}`) {
  const distDir = process.env.BENCH_DIST_DIR || '.next-bench';
  const result = await measureMedia({ distDir, quick: process.argv.includes('--quick') });
  console.log(formatMedia(result));
}
