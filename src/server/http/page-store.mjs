// The pages the page cache held when the server stopped, kept in the data directory for the next
// start (docs/decisions/020-kept-pages.md): until the app has booted (Next loaded, the database
// open), a visitor asking for one of them is answered from it, by the cache's own rules of
// freshness, rather than waiting seconds for the first render.
//
// They are the same pages only while nothing they were made of has changed. Their data lives in
// the embedded database, which only a process holding the data directory's lock writes, and any
// process that opens and closes it (a seed, a restore, an admin grant) leaves its control file
// different; the code is the build's, and the settings are the environment variables the app's
// configuration is read from. A file written with any of these different is not used, nor one
// left by a stop that did not close the database; the file is removed as it is read, so a stop
// that cannot write a new one leaves none behind.
import { createHash } from 'node:crypto';
import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const FILE = 'kept-pages.bin';
const VERSION = 1;
/** @type {readonly ('br' | 'gzip' | 'identity')[]} */
const ENCODINGS = ['br', 'gzip', 'identity'];

/**
 * @typedef {import('./response-cache.mjs').KeptPage} KeptPage
 * @typedef {import('@studio/http-bridge').SiteSecurity} SiteSecurity
 * @typedef {{ pages: KeptPage[], site: SiteSecurity }} Kept
 */

const sha256 = (/** @type {string | Buffer} */ data) =>
  createHash('sha256').update(data).digest('hex');

/**
 * The embedded database as it was left: its control file, which every start and stop of
 * PostgreSQL rewrites. Null when there is none (no database yet).
 * @param {string} dataDir
 */
function databaseState(dataDir) {
  try {
    return sha256(readFileSync(path.join(dataDir, 'pgdata', 'global', 'pg_control')));
  } catch {
    return null;
  }
}

/**
 * The values of the configuration's variables.
 * @param {readonly string[]} names @param {NodeJS.ProcessEnv} env
 */
const settingsDigest = (names, env) =>
  sha256(JSON.stringify(names.map((name) => [name, env[name] ?? null])));

/** @param {string} distDir */
function buildId(distDir) {
  try {
    return readFileSync(path.join(distDir, 'BUILD_ID'), 'utf8').trim();
  } catch {
    return null;
  }
}

/**
 * @param {{ dataDir: string, distDir: string, env?: NodeJS.ProcessEnv }} options
 */
export function createPageStore({ dataDir, distDir, env = process.env }) {
  const file = path.join(dataDir, FILE);

  /**
   * Why the pages a file's header describes are no longer what the app would render; null when
   * they still are.
   * @param {{ version: number, build: string, database: string, settings: { names: string[], digest: string } }} header
   */
  function whatChanged(header) {
    if (header.version !== VERSION || header.build !== buildId(distDir))
      return 'the build is another';
    if (header.database !== databaseState(dataDir))
      return 'the database is not as that stop left it';
    if (header.settings.digest !== settingsDigest(header.settings.names, env))
      return 'the configuration changed';
    return null;
  }

  /**
   * The pages kept at the last stop, when they are still what the app would render; removes
   * the file either way.
   * @returns {Kept | null}
   */
  function take() {
    /** @type {Buffer} */
    let raw;
    try {
      raw = readFileSync(file);
    } catch {
      return null;
    }
    rmSync(file, { force: true });
    try {
      const length = raw.readUInt32BE(0);
      const header = JSON.parse(raw.subarray(4, 4 + length).toString('utf8'));
      const changed = whatChanged(header);
      if (changed) {
        // why this start renders every page anew, for an operator who expected otherwise
        console.log(`[page cache] the pages kept at the last stop are not used: ${changed}.`);
        return null;
      }
      const bodiesAt = 4 + length;
      /** @type {KeptPage[]} */
      const pages = header.pages.map(
        (/** @type {KeptPage & { bodies: Record<string, [number, number]> }} */ page) => ({
          ...page,
          bodies: Object.fromEntries(
            Object.entries(page.bodies).map(([encoding, [at, size]]) => [
              encoding,
              // a copy: a page let go of later does not hold the whole file in memory
              Buffer.from(raw.subarray(bodiesAt + at, bodiesAt + at + size)),
            ]),
          ),
        }),
      );
      return { pages, site: header.site };
    } catch (error) {
      console.error(`[page cache] ${file} could not be read; not used:`, error);
      return null;
    }
  }

  /**
   * Keeps pages for the next start; call once the database is closed. Nothing is written when
   * the app never said which settings it reads (it did not boot) or there is no database.
   * @param {{ pages: readonly KeptPage[], site: SiteSecurity | null, configNames: readonly string[] | null }} state
   */
  function save({ pages, site, configNames }) {
    const database = databaseState(dataDir);
    const build = buildId(distDir);
    if (!site || !configNames || !database || !build || pages.length === 0) return;
    /** @type {Buffer[]} */
    const bodies = [];
    let at = 0;
    const described = pages.map(({ bodies: kept, ...page }) => {
      // the plain copy is made again from gzip when asked for: not kept when gzip is
      const encodings = ENCODINGS.filter(
        (encoding) => kept[encoding] && !(encoding === 'identity' && kept.gzip),
      );
      /** @type {Record<string, [number, number]>} */
      const offsets = {};
      for (const encoding of encodings) {
        const body = /** @type {Buffer} */ (kept[encoding]);
        offsets[encoding] = [at, body.length];
        bodies.push(body);
        at += body.length;
      }
      return { ...page, bodies: offsets };
    });
    const header = Buffer.from(
      JSON.stringify({
        version: VERSION,
        build,
        database,
        settings: { names: configNames, digest: settingsDigest(configNames, env) },
        site,
        pages: described,
      }),
    );
    const length = Buffer.alloc(4);
    length.writeUInt32BE(header.length);
    try {
      writeFileSync(`${file}.tmp`, Buffer.concat([length, header, ...bodies]));
      renameSync(`${file}.tmp`, file);
    } catch (error) {
      rmSync(`${file}.tmp`, { force: true });
      console.error(`[page cache] the pages could not be kept in ${file}:`, error);
    }
  }

  return { take, save };
}
