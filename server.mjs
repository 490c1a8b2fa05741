// The HTTP server of `npm start` (production) and `npm run dev` (`--dev`): Next's request
// handler behind the site's own layers (src/server/http/site-handler.mjs): security headers and
// policy, refusal of hostile requests, the public-page cache, compression, real 404s.
import http from 'node:http';
import path from 'node:path';
import nextEnv from '@next/env';
import bridge from '@studio/http-bridge';
import { createPageStore } from './src/server/http/page-store.mjs';
import { createSiteHandler } from './src/server/http/site-handler.mjs';

// The app finds its own files (migrations, the database template, seed art) in its working
// directory, as npm scripts start it there. Started from elsewhere (a service manager's
// `node /srv/site/server.mjs`), it moves to its own folder; a relative DATA_DIR or BACKUP_DIR
// still means a folder under the one it was started from.
for (const name of ['DATA_DIR', 'BACKUP_DIR']) {
  if (process.env[name]?.trim()) process.env[name] = path.resolve(process.env[name].trim());
}
process.chdir(import.meta.dirname);

const dev = process.argv.includes('--dev');
// The .env files Next would read when it loads, read now: the pages kept at the last stop are
// checked against the configuration before Next is loaded.
nextEnv.loadEnvConfig(import.meta.dirname, dev);
const port = Number(process.env.PORT || 3000);
const hostname = process.env.HOSTNAME || '0.0.0.0';
// the same folder next.config.mjs builds into
const distDir = path.resolve(import.meta.dirname, process.env.NEXT_DIST_DIR || '.next');

// The pages the page cache held at the last stop, when nothing they were made of has changed
// since (page-store.mjs); on the embedded database only, as PostgreSQL may be written by others
// while this server is stopped.
const store =
  dev || process.env.DATABASE_URL?.trim()
    ? null
    : createPageStore({ dataDir: path.resolve(process.env.DATA_DIR?.trim() || 'data'), distDir });
const kept = store?.take() ?? null;

/** @type {http.RequestListener} */
let nextHandle = () => {
  throw new Error('Next.js has not been loaded yet.');
};
const handler = createSiteHandler({
  handle: async (req, res) => nextHandle(req, res),
  distDir,
  dev,
  // what applies until the app has booted and registered the site (src/server/boot.ts)
  site: () =>
    bridge.siteSecurity() ??
    kept?.site ?? {
      siteUrl: `http://localhost:${port}`,
      mediaOrigins: [],
      analytics: false,
    },
  kept: kept?.pages,
});

/** @type {() => void} */
let bootDone = () => {};
/** @type {Promise<void>} */
const booted = new Promise((resolve) => (bootDone = () => resolve(undefined)));
let isBooted = false;
// Until the app has booted, a kept page is replayed and every other request waits for it.
const server = http.createServer((req, res) => {
  if (isBooted) return handler(req, res);
  if (!handler.replayOnly(req, res)) void booted.then(() => handler(req, res));
});
// Slow clients: headers must arrive within 20 s and a whole request (a large video upload
// included) within 15 minutes; a connection silent for 2 minutes, or idle between requests
// for 10 s, is closed. A reverse proxy that reuses connections should keep them for less.
server.headersTimeout = 20_000;
server.requestTimeout = 15 * 60_000;
server.timeout = 120_000;
server.keepAliveTimeout = 10_000;
const listen = () =>
  server.listen(port, hostname, () => {
    const count = kept?.pages.length;
    const early =
      kept && !isBooted ? ` (${count} page${count === 1 ? '' : 's'} kept from the last stop)` : '';
    console.log(`Ready on http://localhost:${port}${dev ? ' (development)' : ''}${early}`);
  });
// with pages to answer, visitors need not wait for Next and the database to load
if (kept) listen();
registerStop();

const { default: next } = await import('next');
const app = next({ dev, dir: import.meta.dirname, port, hostname: 'localhost' });
await app.prepare();
nextHandle = app.getRequestHandler();
await bootApp(handler);
isBooted = true;
bootDone();
handler.booted();
if (!kept) listen();

/**
 * Next boots the app (src/instrumentation.ts: configuration, database, first-start content) on
 * its first request, not in prepare(). One request on a private loopback port does it before the
 * public port answers anything but kept pages, so no visitor meets an app that has not
 * registered its site.
 * @param {http.RequestListener} listener
 */
async function bootApp(listener) {
  const local = http.createServer(listener);
  await new Promise((resolve) => local.listen(0, '127.0.0.1', () => resolve(undefined)));
  const { port: localPort } = /** @type {import('node:net').AddressInfo} */ (local.address());
  await fetch(`http://127.0.0.1:${localPort}/__unmatched`).then((r) => r.arrayBuffer());
  await new Promise((resolve) => local.close(() => resolve(undefined)));
  if (!bridge.siteSecurity()) {
    console.error('The application did not register the site at boot (src/server/boot.ts).');
    process.exit(1);
  }
}

// A stop (a service manager's SIGTERM, Ctrl-C) lets the requests under way finish, then has the
// app write what it holds in memory and close its database (src/server/shutdown.ts), and keeps
// the page cache's pages for the next start (page-store.mjs). A request still running after 5 s
// (a large upload) is cut; after 10 s the process exits regardless.
function registerStop() {
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    setTimeout(() => {
      console.error('Stopped before the application had finished shutting down.');
      process.exit(1);
    }, 10_000).unref();
    setTimeout(() => server.closeAllConnections(), 5_000).unref();
    server.close(() => {
      // a stop during the start lets the app finish booting, so that it closes what it opened
      booted
        .then(() => bridge.shutdown())
        .then(async () => {
          if (store)
            store.save({
              pages: await handler.keptPages(),
              site: bridge.siteSecurity(),
              configNames: bridge.configNames(),
            });
        })
        .then(
          () => process.exit(0),
          (error) => {
            console.error(`Shutting down: ${error instanceof Error ? error.message : error}`);
            process.exit(1);
          },
        );
    });
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
