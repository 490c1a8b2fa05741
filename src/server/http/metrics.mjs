// What /metrics reports (Prometheus' text format, prom-client), kept only while METRICS_TOKEN is
// set: requests by route kind and status and their durations, the page cache's hits and misses
// and what it holds, the mail outbox and the database pool as the app reports them, and the
// process's own (event-loop lag, memory, CPU, garbage collection). No label carries a visitor's
// data or an unbounded value: kinds are the few of routeKind(), statuses HTTP's own codes, and
// lookups hit, stale or miss.
import bridge from '@studio/http-bridge';
import client from 'prom-client';

/** @typedef {import('./route-kind.mjs').RouteKind} RouteKind */
/**
 * What the requests of one route kind add to: their number by status, and their durations' bucket
 * counts, sum and number. Kept by kind, then by status as a number: no key is made per request.
 * @typedef {{ statuses: Map<number, number>, buckets: number[], sum: number, count: number }} KindCounts
 */

const DURATION_NAME = 'http_request_duration_seconds';
const DURATION_HELP = 'Time from a request to the end of its answer, by route kind.';
const DURATION_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * The requests' durations by route kind, as a Prometheus histogram. Every request adds to plain
 * counts here (prom-client's own histogram hashes its labels at each observation, which cost a
 * cached page more than the rest of its metrics); a scrape reads them.
 */
class DurationHistogram extends client.Histogram {
  /**
   * @param {client.Registry} registry
   * @param {Map<string, KindCounts>} byKind
   */
  constructor(registry, byKind) {
    super({
      name: DURATION_NAME,
      help: DURATION_HELP,
      labelNames: ['kind'],
      buckets: DURATION_BUCKETS,
      registers: [registry],
    });
    this.byKind = byKind;
  }

  /** @returns {ReturnType<client.Histogram['get']>} */
  async get() {
    /** @type {{ labels: Record<string, string | number>, value: number, metricName: string }[]} */
    const values = [];
    const name = DURATION_NAME;
    for (const [kind, { buckets, sum, count }] of this.byKind) {
      let cumulative = 0;
      DURATION_BUCKETS.forEach((le, i) => {
        cumulative += buckets[i] ?? 0;
        values.push({ labels: { le, kind }, value: cumulative, metricName: `${name}_bucket` });
      });
      values.push({ labels: { le: '+Inf', kind }, value: count, metricName: `${name}_bucket` });
      values.push({ labels: { kind }, value: sum, metricName: `${name}_sum` });
      values.push({ labels: { kind }, value: count, metricName: `${name}_count` });
    }
    return {
      name,
      help: DURATION_HELP,
      // the registry writes this word into the text format; prom-client's types call it an enum
      type: /** @type {client.MetricType} */ (/** @type {unknown} */ ('histogram')),
      values,
      aggregator: 'sum',
      collect() {},
    };
  }

  // what the registry asks when it writes the text format
  getForPromString() {
    return this.get();
  }
}

/**
 * A registry of its own with the site's metrics; `observe` counts one answered request, `lookup`
 * one answer of the page cache. Both only add to plain counts, which a scrape reads.
 * @param {{ cache?: { size: () => number, bytes: () => number } | null }} [sources]
 */
export function createMetrics({ cache = null } = {}) {
  const registry = new client.Registry();
  // the event loop's delay sampled every 50 ms rather than prom-client's 10: a stall that long
  // is still seen every time, and the sampling timer's wakeups were most of what the default
  // metrics cost an idle server (ADR 032, bench/history.md)
  client.collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 50 });
  /** @type {Map<string, KindCounts>} */
  const byKind = new Map();
  const lookups = { hit: 0, stale: 0, miss: 0 };
  new client.Counter({
    name: 'http_requests_total',
    help: 'Requests answered, by route kind and status code.',
    labelNames: ['kind', 'status'],
    registers: [registry],
    collect() {
      this.reset();
      for (const [kind, { statuses }] of byKind)
        for (const [status, n] of statuses) this.inc({ kind, status: String(status) }, n);
    },
  });
  new DurationHistogram(registry, byKind);
  new client.Counter({
    name: 'page_cache_lookups_total',
    help: 'Public pages the page cache was asked for: answered (hit), answered while rendered again (stale), or rendered (miss).',
    labelNames: ['result'],
    registers: [registry],
    collect() {
      this.reset();
      for (const [result, n] of Object.entries(lookups)) if (n > 0) this.inc({ result }, n);
    },
  });
  if (cache) {
    new client.Gauge({
      name: 'page_cache_pages',
      help: 'Pages the page cache holds.',
      registers: [registry],
      collect() {
        this.set(cache.size());
      },
    });
    new client.Gauge({
      name: 'page_cache_bytes',
      help: 'Bytes of the bodies the page cache holds.',
      registers: [registry],
      collect() {
        this.set(cache.bytes());
      },
    });
  }
  registerAppGauges(registry);

  return {
    registry,
    /**
     * @param {RouteKind} kind @param {number} status @param {number} seconds
     */
    observe(kind, status, seconds) {
      let counts = byKind.get(kind);
      if (!counts) {
        counts = { statuses: new Map(), buckets: DURATION_BUCKETS.map(() => 0), sum: 0, count: 0 };
        byKind.set(kind, counts);
      }
      counts.statuses.set(status, (counts.statuses.get(status) ?? 0) + 1);
      let bucket = 0;
      while (bucket < DURATION_BUCKETS.length && seconds > (DURATION_BUCKETS[bucket] ?? 0))
        bucket++;
      if (bucket < DURATION_BUCKETS.length)
        counts.buckets[bucket] = (counts.buckets[bucket] ?? 0) + 1;
      counts.sum += seconds;
      counts.count++;
    },
    /** @param {'hit' | 'stale' | 'miss'} result */
    lookup(result) {
      lookups[result]++;
    },
  };
}

/**
 * The gauges the app reports at each scrape (src/server/operations.ts, through the bridge): the
 * mail outbox and the database's connections. A scrape while the app cannot answer (booting, its
 * database down) leaves them out rather than failing.
 * @param {client.Registry} registry
 */
function registerAppGauges(registry) {
  /** @type {Promise<import('@studio/http-bridge').AppGauges | null> | null} */
  let reading = null;
  // one read of the app's figures per scrape, shared by the gauges that show them
  const figures = () =>
    (reading ??= Promise.resolve(bridge.operations()?.gauges() ?? null)
      .catch(() => null)
      .finally(() => setImmediate(() => (reading = null))));
  /**
   * @param {string} name @param {string} help
   * @param {(g: import('@studio/http-bridge').AppGauges) => number | null | undefined} pick
   */
  const gauge = (name, help, pick) =>
    new client.Gauge({
      name,
      help,
      registers: [registry],
      async collect() {
        const read = await figures();
        const value = read ? pick(read) : null;
        if (value === null || value === undefined) this.reset();
        else this.set(value);
      },
    });
  gauge(
    'mail_outbox_depth',
    'Messages waiting to be sent (pending or being sent).',
    (g) => g.outbox.depth,
  );
  gauge(
    'mail_outbox_oldest_unsent_seconds',
    'Age of the oldest message not sent yet; 0 when none waits.',
    (g) => g.outbox.oldestUnsentSeconds,
  );
  gauge(
    'mail_outbox_retrying',
    'Messages waiting for another try after a failed one.',
    (g) => g.outbox.retrying,
  );
  gauge(
    'mail_outbox_failed',
    'Messages given up on after every try failed.',
    (g) => g.outbox.failed,
  );
  new client.Gauge({
    name: 'db_pool_connections',
    help: "The database's connections by state (total, idle, and requests waiting for one).",
    labelNames: ['state'],
    registers: [registry],
    async collect() {
      const pool = (await figures())?.pool;
      this.reset();
      if (!pool) return;
      this.set({ state: 'total' }, pool.total);
      this.set({ state: 'idle' }, pool.idle);
      this.set({ state: 'waiting' }, pool.waiting);
    },
  });
}
