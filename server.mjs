// The production HTTP server: Next's request handler behind the public-page response cache,
// with brotli/gzip compression done here (next.config.ts turns Next's own off).
// `npm start` and the end-to-end tests run this; `next dev` is unaffected.
import http from 'node:http';
import path from 'node:path';
import next from 'next';
import { compressResponse } from './src/server/http/compression.mjs';
import { createResponseCache } from './src/server/http/response-cache.mjs';
import { createStaticAssets } from './src/server/http/static-assets.mjs';
import { applyNotFoundStatus } from './src/server/http/not-found-status.mjs';

const port = Number(process.env.PORT || 3000);
const hostname = process.env.HOSTNAME || '0.0.0.0';

const app = next({ dev: false, dir: import.meta.dirname, port, hostname: 'localhost' });
const cache = createResponseCache();
// the same folder next.config.ts builds into
const assets = createStaticAssets(
  path.resolve(import.meta.dirname, process.env.NEXT_DIST_DIR || '.next'),
);
// src/server/cache.ts calls this whenever page data is invalidated, here or (via NOTIFY) elsewhere
globalThis.__responseCache = cache;

await app.prepare();
const handle = app.getRequestHandler();

const server = http.createServer(async (req, res) => {
  if (req.url?.startsWith('/_next/static/') && (await assets.serve(req, res))) return;
  cache.handle(req, res, async () => {
    // inside the cache, so the cache keeps the compressed bytes and replays them as they are
    compressResponse(req, res);
    // set at boot by src/features/seo/missing-content.ts
    await applyNotFoundStatus(req, res, globalThis.__missingContent);
    return handle(req, res);
  });
});
server.keepAliveTimeout = 65_000;
server.listen(port, hostname, () => {
  console.log(`Ready on http://localhost:${port}`);
});

const stop = () => {
  server.close(() => process.exit(0));
  setTimeout(() => process.exit(0), 5000).unref();
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
