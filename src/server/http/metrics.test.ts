import { describe, expect, it } from 'vitest';
import { createMetrics } from './metrics.mjs';

describe('the request metrics', () => {
  it('count each route kind and status apart, and time each kind', async () => {
    const metrics = createMetrics();
    metrics.observe('page', 200, 0.0005);
    metrics.observe('page', 200, 0.003);
    metrics.observe('page', 404, 0.02);
    metrics.observe('admin', 200, 12);
    metrics.observe('admin', 500, 0.3);
    const text = await metrics.registry.metrics();
    for (const line of [
      'http_requests_total{kind="page",status="200"} 2',
      'http_requests_total{kind="page",status="404"} 1',
      'http_requests_total{kind="admin",status="200"} 1',
      'http_requests_total{kind="admin",status="500"} 1',
      'http_request_duration_seconds_bucket{le="0.001",kind="page"} 1',
      'http_request_duration_seconds_bucket{le="0.005",kind="page"} 2',
      'http_request_duration_seconds_bucket{le="0.025",kind="page"} 3',
      'http_request_duration_seconds_bucket{le="0.25",kind="admin"} 0',
      'http_request_duration_seconds_bucket{le="0.5",kind="admin"} 1',
      'http_request_duration_seconds_bucket{le="10",kind="admin"} 1',
      'http_request_duration_seconds_bucket{le="+Inf",kind="admin"} 2',
      'http_request_duration_seconds_sum{kind="admin"} 12.3',
      'http_request_duration_seconds_count{kind="page"} 3',
    ])
      expect(text).toContain(line);
    expect(text).not.toContain('kind="api"');
  });
});
