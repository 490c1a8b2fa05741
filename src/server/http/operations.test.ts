import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import bridge, { type Operations } from '@studio/http-bridge';
import { createMetrics } from './metrics.mjs';
import { createOperations } from './operations.mjs';

// The operations endpoints as a monitor meets them: statuses, content types, and who is shown
// details or metrics. Requests come from this machine, so "from elsewhere" is a request that
// came through a proxy (X-Forwarded-For).

const HEALTH_TOKEN = 'health-token-0123456789';
const METRICS_TOKEN = 'metrics-token-0123456789';
const time = new Date().toISOString();
let app: Operations = {
  readiness: async () => ({
    'database:responseTime': [{ status: 'pass', observedValue: 2, time }],
  }),
  gauges: async () => ({
    outbox: { depth: 3, oldestUnsentSeconds: 42, retrying: 1, failed: 2 },
    pool: { total: 4, idle: 3, waiting: 0 },
  }),
};

function serve(options: Parameters<typeof createOperations>[0]) {
  const ops = createOperations(options);
  const server = http.createServer((req, res) => {
    if (!ops.handle(req, res, (req.url ?? '/').split('?')[0]!)) res.writeHead(418).end();
  });
  return { ops, server };
}

let base = '';
let server: http.Server;
let ops: ReturnType<typeof createOperations>;
beforeAll(async () => {
  bridge.setOperations({ readiness: () => app.readiness(), gauges: () => app.gauges() });
  const metrics = createMetrics({ cache: { size: () => 5, bytes: () => 1024 } });
  metrics.observe('page', 200, 0.004);
  metrics.lookup('hit');
  ({ ops, server } = serve({
    healthToken: HEALTH_TOKEN,
    metricsToken: METRICS_TOKEN,
    metrics,
    trustedIpHeader: () => undefined,
    release: 'build-1',
  }));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
afterEach(() => {
  app = {
    ...app,
    readiness: async () => ({ 'database:responseTime': [{ status: 'pass', time }] }),
  };
});

const REMOTE = { 'x-forwarded-for': '198.51.100.7' };
const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(base + path, { headers }).then(async (r) => ({
    status: r.status,
    type: r.headers.get('content-type'),
    cache: r.headers.get('cache-control'),
    text: await r.text(),
  }));

describe('/healthz', () => {
  it('answers 200 in health+json, with details only to this machine or the token', async () => {
    const local = await get('/healthz');
    expect(local).toMatchObject({
      status: 200,
      type: 'application/health+json',
      cache: 'no-store',
    });
    expect(JSON.parse(local.text)).toMatchObject({ status: 'pass', releaseId: 'build-1' });
    const remote = await get('/healthz', REMOTE);
    expect(JSON.parse(remote.text)).toEqual({ status: 'pass' });
    const wrong = await get('/healthz', { ...REMOTE, authorization: 'Bearer nope' });
    expect(JSON.parse(wrong.text)).toEqual({ status: 'pass' });
    const bearer = await get('/healthz', { ...REMOTE, authorization: `Bearer ${HEALTH_TOKEN}` });
    expect(JSON.parse(bearer.text)).toHaveProperty('checks');
  });
});

describe('/readyz', () => {
  it('answers 200 while the checks pass or warn, 503 when one fails; details as for /healthz', async () => {
    expect(JSON.parse((await get('/readyz')).text)).toMatchObject({
      status: 'pass',
      checks: { 'database:responseTime': [{ status: 'pass' }] },
    });
    app.readiness = async () => ({
      'database:responseTime': [{ status: 'pass', time }],
      'mail:oldestUnsent': [{ status: 'warn', observedValue: 1200, time }],
    });
    expect(await get('/readyz', REMOTE)).toMatchObject({ status: 200, text: '{"status":"warn"}' });
    app.readiness = async () => ({
      'database:responseTime': [{ status: 'fail', output: 'connect ECONNREFUSED', time }],
    });
    const failed = await get('/readyz', REMOTE);
    expect(failed).toMatchObject({ status: 503, type: 'application/health+json' });
    // no detail (the database's address) for a request from elsewhere
    expect(failed.text).toBe('{"status":"fail"}');
    const bearer = await get('/readyz', { ...REMOTE, authorization: `Bearer ${HEALTH_TOKEN}` });
    expect(bearer.text).toContain('ECONNREFUSED');
  });

  it("fails when the app's checks throw", async () => {
    app.readiness = () => Promise.reject(new Error('database closed'));
    expect((await get('/readyz')).status).toBe(503);
  });
});

describe('/metrics', () => {
  it('answers only a request bearing METRICS_TOKEN, from this machine too', async () => {
    const none = await get('/metrics');
    expect(none.status).toBe(401);
    expect((await get('/metrics', { authorization: `Bearer ${HEALTH_TOKEN}` })).status).toBe(401);
    const ok = await get('/metrics', { authorization: `Bearer ${METRICS_TOKEN}` });
    expect(ok.status).toBe(200);
    expect(ok.type).toMatch(/^text\/plain/);
    for (const line of [
      'http_requests_total{kind="page",status="200"} 1',
      'http_request_duration_seconds_bucket{le="0.0025",kind="page"} 0',
      'http_request_duration_seconds_bucket{le="0.005",kind="page"} 1',
      'http_request_duration_seconds_bucket{le="+Inf",kind="page"} 1',
      'http_request_duration_seconds_count{kind="page"} 1',
      'page_cache_lookups_total{result="hit"} 1',
      'page_cache_pages 5',
      'mail_outbox_depth 3',
      'mail_outbox_oldest_unsent_seconds 42',
      'mail_outbox_failed 2',
      'db_pool_connections{state="total"} 4',
    ])
      expect(ok.text).toContain(line);
    expect(ok.text).toMatch(/^nodejs_eventloop_lag_seconds /m);
    expect(ok.text).toMatch(/^process_resident_memory_bytes /m);
  });

  it('is off without METRICS_TOKEN: the address names nothing', async () => {
    const off = serve({ trustedIpHeader: () => undefined });
    await new Promise<void>((resolve) => off.server.listen(0, '127.0.0.1', resolve));
    try {
      const port = (off.server.address() as AddressInfo).port;
      const answer = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(answer.status).toBe(404);
      // and /healthz still answers
      expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
    } finally {
      await new Promise<void>((resolve) => off.server.close(() => resolve()));
    }
  });
});

it('readiness fails once the server is stopping', async () => {
  ops.stop();
  const answer = await get('/readyz');
  expect(answer.status).toBe(503);
  expect(answer.text).toContain('stopping');
});
