#!/usr/bin/env node
// `npm run bench:backup`: the admin's 'Download backup' on a site with 2 GB of media (--media-gb=N
// to change it). A production server on a fresh DATA_DIR is filled with incompressible files, the
// archive is downloaded as fast as this process can read it, and the server's resident memory is
// sampled every 100 ms: streaming means its growth stays flat, far below the size of the media.
// The reference, in the same run: the same server's growth while serving one of those media files.
import { createHash, randomFillSync } from 'node:crypto';
import {
  closeSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  writeSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { signIn, startAdminServer } from './lib/admin-server.mjs';
import { ensureBuild } from './lib/server.mjs';
import { heading, table } from './lib/table.mjs';

const args = process.argv.slice(2);
const mediaGb = Number(args.find((a) => a.startsWith('--media-gb='))?.split('=')[1] ?? 2);
const port = Number(process.env.BENCH_PORT || 3394);
const distDir = process.env.BENCH_DIST_DIR || '.next-bench';
const FILE_MB = 32;
const log = (/** @type {string} */ line) => console.error(`  ${line}`);

/** Resident memory of a process, in MB (Linux). */
function rssMb(/** @type {number} */ pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/** Writes `count` files of random bytes under uploads/bench-media, 1 MB at a time. */
function writeMedia(/** @type {string} */ dataDir, /** @type {number} */ count) {
  const dir = path.join(dataDir, 'uploads', 'bench-media');
  mkdirSync(dir, { recursive: true });
  const chunk = Buffer.alloc(1024 * 1024);
  for (let i = 0; i < count; i++) {
    const fd = openSync(path.join(dir, `film-${String(i).padStart(3, '0')}.mp4`), 'w');
    for (let mb = 0; mb < FILE_MB; mb++) writeSync(fd, randomFillSync(chunk));
    closeSync(fd);
  }
}

/** Downloads `url`, discarding the bytes; samples the server's memory meanwhile. */
async function download(
  /** @type {string} */ url,
  /** @type {string} */ cookie,
  /** @type {number} */ pid,
) {
  const before = rssMb(pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 100);
  const started = performance.now();
  const response = await fetch(url, { headers: { cookie } });
  if (!response.ok || !response.body) throw new Error(`${url}: HTTP ${response.status}`);
  let bytes = 0;
  const hash = createHash('sha256');
  const reader = response.body.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    bytes += read.value.length;
    hash.update(read.value);
  }
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  return { bytes, seconds, before, peak, growth: peak - before };
}

console.log(heading(`Backup download: ${mediaGb} GB of media`));
await ensureBuild(distDir, log);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'data-bench-backup-'));
try {
  const files = Math.max(1, Math.round((mediaGb * 1024) / FILE_MB));
  log(`writing ${files} media files of ${FILE_MB} MB ...`);
  writeMedia(dataDir, files);
  const server = await startAdminServer({ port, dataDir, distDir });
  try {
    const cookie = await signIn(server.origin);
    // warm both routes once, so neither measurement includes compiling or first-use allocations
    await download(`${server.origin}/media/bench-media/film-000.mp4`, cookie, server.pid);
    const reference = await download(
      `${server.origin}/media/bench-media/film-001.mp4`,
      cookie,
      server.pid,
    );
    log('downloading the backup ...');
    const backup = await download(
      `${server.origin}/api/admin/backups/download`,
      cookie,
      server.pid,
    );
    const row = (
      /** @type {string} */ what,
      /** @type {Awaited<ReturnType<typeof download>>} */ r,
    ) => [
      what,
      `${(r.bytes / 1024 / 1024).toFixed(0)} MB`,
      `${r.seconds.toFixed(1)} s`,
      `${(r.bytes / 1024 / 1024 / r.seconds).toFixed(0)} MB/s`,
      `${r.before.toFixed(0)} MB`,
      `${r.peak.toFixed(0)} MB`,
      `+${r.growth.toFixed(0)} MB`,
    ];
    console.log(
      table(
        ['download', 'size', 'time', 'rate', 'server RSS before', 'peak', 'growth'],
        [
          row(`one media file (${FILE_MB} MB), reference`, reference),
          row('Download backup', backup),
        ],
      ),
    );
    const verdict = backup.growth < 100 ? 'flat' : 'NOT flat';
    console.log(
      `\nMemory while streaming ${(backup.bytes / 1024 / 1024 / 1024).toFixed(2)} GB: +${backup.growth.toFixed(0)} MB (${verdict}; target under 100 MB, whatever the media size).`,
    );
  } finally {
    await server.stop();
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
