// The production HTTP server: Next's request handler behind the public-page response cache.
// `npm start` and the end-to-end tests run this; `next dev` is unaffected.
import http from 'node:http';
import next from 'next';
import { createResponseCache } from './src/server/http/response-cache.mjs';
import { applyNotFoundStatus } from './src/server/http/not-found-status.mjs';

const port = Number(process.env.PORT || 3000);
const hostname = process.env.HOSTNAME || '0.0.0.0';

const app = next({ dev: false, dir: import.meta.dirname, port, hostname: 'localhost' });
const cache = createResponseCache();
// src/server/cache.ts calls this whenever page data is invalidated, here or (via NOTIFY) elsewhere
globalThis.__responseCache = cache;

await app.prepare();
const handle = app.getRequestHandler();

const server = http.createServer((req, res) => {
  cache.handle(req, res, async () => {
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
