// The baseline: a bare Node `http` server that answers with responses held in memory.
// Started by startBare() in server.mjs, which sends it { port, pages } over IPC.
import http from 'node:http';

/**
 * What startBare() sends: the port and each page's answer, its body in base64.
 * @typedef {{ port: number, pages: Record<string, { status: number, headers: Record<string, string>, body: string }> }} Message
 */

process.once('message', (/** @type {Message} */ message) => {
  /** @type {Map<string, { status: number, headers: Record<string, string>, body: Buffer }>} */
  const pages = new Map();
  for (const [path, page] of Object.entries(message.pages)) {
    pages.set(path, { ...page, body: Buffer.from(page.body, 'base64') });
  }
  const server = http.createServer((req, res) => {
    const page = pages.get(req.url ?? '/');
    if (!page) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(page.status, page.headers);
    res.end(page.body);
  });
  server.keepAliveTimeout = 65_000;
  server.listen(message.port, () => process.send?.('ready'));
  process.on('SIGTERM', () => server.close(() => process.exit(0)));
  process.on('disconnect', () => process.exit(0));
});
