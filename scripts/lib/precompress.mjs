// After a build: a brotli (highest quality) and a gzip copy beside every script and
// stylesheet the browser downloads, for src/server/http/static-assets.mjs to send.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { STATIC_DIR } from '../../src/server/http/next-internals.mjs';
import { PRECOMPRESSED_TYPES, SUFFIX } from '../../src/server/http/static-assets.mjs';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
// smaller files gain too little to be worth a copy; they are compressed per request
const MIN_BYTES = 1024;

/** @param {string} dir @returns {Promise<string[]>} */
async function filesIn(dir) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true }).catch(() => []);
  return entries
    .filter((e) => e.isFile() && PRECOMPRESSED_TYPES.includes(path.extname(e.name)))
    .map((e) => path.join(e.parentPath ?? e.path, e.name));
}

/**
 * Writes `<file>.br` and `<file>.gz` for each compressible file of `<distDir>/static` that
 * has none yet (file names carry content hashes, so an existing copy is current).
 * @param {string} distDir absolute path of the build
 * @returns {Promise<number>} how many files got copies
 */
export async function precompressStatic(distDir) {
  const files = await filesIn(path.join(distDir, STATIC_DIR));
  let made = 0;
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const file = /** @type {string} */ (files[next++]);
      const existing = await stat(file + SUFFIX.br).catch(() => null);
      if (existing) continue;
      const data = await readFile(file);
      if (data.length < MIN_BYTES) continue;
      const [br, gz] = await Promise.all([
        brotli(data, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
          },
        }),
        gzip(data, { level: zlib.constants.Z_BEST_COMPRESSION }),
      ]);
      await writeFile(file + SUFFIX.gzip, gz);
      // the brotli copy last: its presence marks the file as done
      await writeFile(file + SUFFIX.br, br);
      made++;
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, os.availableParallelism()) }, worker));
  return made;
}
