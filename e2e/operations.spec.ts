import { expect, test } from './fixtures';
import { E2E_METRICS_TOKEN } from './fixtures/config';

// The operations endpoints of the real server (docs/monitoring.md): answered by the HTTP layer
// with the checks and figures the app registered at boot through the bridge. The rules for
// tokens, details and failures are src/server/http/operations.test.ts's; a database or bucket
// that stops is src/server/operations.int.test.ts's.

const HEALTH_TYPE = 'application/health+json';
// ours (route kind, status, cache result, pool state), then prom-client's defaults' (histogram
// bucket, GC kind, heap space, resource type, Node's version)
const BOUNDED_LABELS = [
  'kind',
  'status',
  'result',
  'state',
  'le',
  'space',
  'type',
  'version',
  'major',
  'minor',
  'patch',
];

test('/healthz and /readyz answer in health+json, with every check passing', async ({
  request,
}) => {
  const live = await request.get('/healthz');
  expect(live.status()).toBe(200);
  expect(live.headers()['content-type']).toBe(HEALTH_TYPE);
  expect(live.headers()['cache-control']).toBe('no-store');
  expect(live.headers()['x-page-cache']).toBeUndefined();
  expect(await live.json()).toMatchObject({ status: 'pass' });

  // the app boots on the first page it is asked for; a test may be the first to ask
  await request.get('/');
  const ready = await request.get('/readyz');
  expect(ready.headers()['content-type']).toBe(HEALTH_TYPE);
  // asked from this machine through no proxy: the details come too
  const body = (await ready.json()) as {
    status: string;
    checks: Record<string, { status: string }[]>;
  };
  expect(Object.keys(body.checks).sort()).toEqual([
    'database:migrations',
    'database:responseTime',
    'mail:oldestUnsent',
    'storage:writable',
  ]);
  for (const [name, [check]] of Object.entries(body.checks))
    expect(check?.status, name).not.toBe('fail');
  expect(ready.status()).toBe(200);
});

test('/metrics answers only its bearer, with the layer and the app figures', async ({
  request,
}) => {
  expect((await request.get('/metrics')).status()).toBe(401);
  expect(
    (
      await request.get('/metrics', { headers: { authorization: 'Bearer not-the-token-at-all' } })
    ).status(),
  ).toBe(401);
  await request.get('/faq');
  const scrape = await request.get('/metrics', {
    headers: { authorization: `Bearer ${E2E_METRICS_TOKEN}` },
  });
  expect(scrape.status()).toBe(200);
  const text = await scrape.text();
  for (const metric of [
    /^http_requests_total\{kind="page",status="200"\} [1-9]/m,
    /^http_request_duration_seconds_count\{kind="page"\} [1-9]/m,
    /^page_cache_lookups_total\{result="(hit|miss)"\} [1-9]/m,
    /^mail_outbox_depth \d+$/m,
    /^mail_outbox_oldest_unsent_seconds \d+/m,
    /^nodejs_eventloop_lag_seconds /m,
    /^process_resident_memory_bytes /m,
  ])
    expect(text).toMatch(metric);
  // labels are bounded: a kind, a status, a cache result; never an address or a visitor's value
  const labels = new Set([...text.matchAll(/[{,]([a-z_]+)="/g)].map(([, name = '']) => name));
  expect([...labels].filter((name) => !BOUNDED_LABELS.includes(name))).toEqual([]);
});
