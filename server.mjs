// The HTTP server of `npm start` (production) and `npm run dev` (`--dev`): Next's request
// handler behind the site's own layers (src/server/http/site-handler.mjs): security headers and
// policy, refusal of hostile requests, the public-page cache, compression, real 404s; and the
// operations endpoints, the request log and the metrics (docs/monitoring.md).
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import nextEnv from '@next/env';
import bridge from '@studio/http-bridge';
import next from 'next';
import { logger } from './src/server/log.mjs';
import { BUILD_ID_FILE, bootThroughFirstRequest } from './src/server/http/next-internals.mjs';
import { UNMATCHED_PATH } from './src/server/http/request-guard.mjs';
import { createSiteHandler } from './src/server/http/site-handler.mjs';

// The app finds its own files (migrations, the database template, seed art) in its working
// directory, as npm scripts start it there. Started from elsewhere (a service manager's
// `node /srv/site/server.mjs`), it moves to its own folder; a relative DATA_DIR or BACKUP_DIR
// still means a folder under the one it was started from.
for (const name of ['DATA_DIR', 'BACKUP_DIR']) {
  const value = process.env[name]?.trim();
  if (value) process.env[name] = path.resolve(value);
}
process.chdir(import.meta.dirname);

const dev = process.argv.includes('--dev');
// the .env files Next reads, read now: the HTTP layer's own settings (PORT, the log's, the
// operations endpoints') may be kept there too
nextEnv.loadEnvConfig(import.meta.dirname, dev);
const port = Number(process.env.PORT || 3000);
const hostname = process.env.HOSTNAME || '0.0.0.0';
// the same folder next.config.mjs builds into
const distDir = path.resolve(import.meta.dirname, process.env.NEXT_DIST_DIR || '.next');
const log = logger('server');

const app = next({ dev, dir: import.meta.dirname, port, hostname: 'localhost' });
const handler = createSiteHandler({
  handle: app.getRequestHandler(),
  distDir,
  dev,
  // what applies until the app has booted and registered the site (src/server/boot.ts)
  site: () =>
    bridge.siteSecurity() ?? {
      siteUrl: `http://localhost:${port}`,
      mediaOrigins: [],
      analytics: false,
    },
  // read here, before the app has booted; src/env.ts validates them at boot like every setting
  operations: {
    healthToken: process.env.HEALTH_TOKEN?.trim() || undefined,
    metricsToken: process.env.METRICS_TOKEN?.trim() || undefined,
    release: buildId(),
  },
});
const server = http.createServer(handler);
// Slow clients: headers must arrive within 20 s and a whole request (a large video upload
// included) within 15 minutes; a connection silent for 2 minutes, or idle between requests
// for 10 s, is closed. A reverse proxy that reuses connections should keep them for less.
server.headersTimeout = 20_000;
server.requestTimeout = 15 * 60_000;
server.timeout = 120_000;
server.keepAliveTimeout = 10_000;

// a stop during the start lets the app finish booting, so that it closes what it opened
const booted = boot();
registerStop();
await booted;
server.listen(port, hostname, () => {
  log.info(`Ready on http://localhost:${port}${dev ? ' (development)' : ''}`);
});

/** The build's id, for the health details; none in development. */
function buildId() {
  try {
    return readFileSync(path.join(distDir, BUILD_ID_FILE), 'utf8').trim();
  } catch {
    return undefined;
  }
}

async function boot() {
  await app.prepare();
  // no visitor meets an app that has not registered its site: it boots before the port opens
  await bootThroughFirstRequest(handler, UNMATCHED_PATH);
  if (!bridge.siteSecurity()) {
    log.fatal('The application did not register the site at boot (src/server/boot.ts).');
    process.exit(1);
  }
}

// A stop (a service manager's SIGTERM, Ctrl-C) lets the requests under way finish, then has the
// app write what it holds in memory and close its database (src/server/shutdown.ts). A request
// still running after 5 s (a large upload) is cut; after 10 s the process exits regardless.
function registerStop() {
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    handler.stop();
    log.info('Stopping: finishing the requests under way');
    setTimeout(() => {
      log.error('Stopped before the application had finished shutting down.');
      process.exit(1);
    }, 10_000).unref();
    setTimeout(() => server.closeAllConnections(), 5_000).unref();
    server.close(() => {
      booted
        .then(() => bridge.shutdown())
        .then(
          () => process.exit(0),
          (error) => {
            log.error({ err: error }, 'The application could not shut down cleanly');
            process.exit(1);
          },
        );
    });
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
