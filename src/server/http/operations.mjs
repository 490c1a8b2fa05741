// The operations endpoints, answered by the HTTP layer before anything else (they are no pages:
// never cached, counted as views or logged at info):
// - GET /healthz: liveness, 200 while the process serves; no database call.
// - GET /readyz: readiness, the app's checks (src/server/operations.ts: database, migrations,
//   storage, mail outbox) in application/health+json, 200 when they pass or warn, 503 when one
//   fails, the app is not up yet or the server is stopping.
// - GET /metrics: Prometheus' text format, only when METRICS_TOKEN is set and then only with
//   `Authorization: Bearer <token>`; without it the address names nothing (404).
// Health details beyond the status go to a request bearing HEALTH_TOKEN, or to one from the
// machine itself that came through no proxy (docs/monitoring.md).
import { timingSafeEqual } from 'node:crypto';
import bridge from '@studio/http-bridge';
import { logger } from '../log.mjs';

const log = logger('operations');

const HEALTH_TYPE = 'application/health+json';
// the app's checks each have 2 s (src/server/health/checks.ts); this bounds a hung app
const READINESS_LIMIT_MS = 3_000;
const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
// what a reverse proxy adds to what it forwards: a request with one did not start here
const PROXIED = ['x-forwarded-for', 'forwarded', 'x-real-ip', 'via'];

/**
 * @typedef {import('@studio/http-bridge').HealthCheck} HealthCheck
 * @typedef {'pass' | 'warn' | 'fail'} Status
 * @typedef {import('node:http').IncomingMessage} Req
 * @typedef {import('node:http').ServerResponse} Res
 */

/**
 * Whether `header` is `Bearer <token>`, compared in constant time.
 * @param {string | undefined} header @param {string | undefined} token
 */
export function bears(header, token) {
  if (!token || !header?.startsWith('Bearer ')) return false;
  const given = Buffer.from(header.slice(7).trim());
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Whether req came from this machine itself and through no proxy.
 * @param {Req} req @param {string | undefined} trustedIpHeader
 */
export function isLocal(req, trustedIpHeader) {
  if (!LOOPBACK.has(req.socket.remoteAddress ?? '')) return false;
  const forwarded = trustedIpHeader ? [...PROXIED, trustedIpHeader] : PROXIED;
  return forwarded.every((name) => req.headers[name] === undefined);
}

/**
 * The status of a set of checks: the worst of theirs.
 * @param {Record<string, HealthCheck[]>} checks
 * @returns {Status}
 */
export function overallStatus(checks) {
  const statuses = Object.values(checks).flatMap((entries) => entries.map((e) => e.status));
  if (statuses.includes('fail')) return 'fail';
  return statuses.includes('warn') ? 'warn' : 'pass';
}

/**
 * @param {{
 *   healthToken?: string,
 *   metricsToken?: string,
 *   metrics?: { registry: import('prom-client').Registry } | null,
 *   trustedIpHeader: () => string | undefined,
 *   release?: string,
 *   now?: () => number,
 * }} options `release` names the build (its id) in the details
 */
export function createOperations({
  healthToken,
  metricsToken,
  metrics = null,
  trustedIpHeader,
  release,
  now = Date.now,
}) {
  const startedAt = now();
  let stopping = false;
  /** @type {Promise<Record<string, HealthCheck[]>> | null} */
  let checking = null;

  /** The app's checks, one run at a time for however many ask meanwhile. */
  const readiness = () =>
    (checking ??= runReadiness().finally(() => {
      checking = null;
    }));

  async function runReadiness() {
    if (stopping) return { server: [fail('The server is stopping.')] };
    const app = bridge.operations();
    if (!app) return { app: [fail('The application has not started yet.')] };
    /** @type {ReturnType<typeof setTimeout> | undefined} */
    let timer;
    const late = new Promise((resolve) => {
      timer = setTimeout(
        () => resolve({ app: [fail(`No answer within ${READINESS_LIMIT_MS} ms.`)] }),
        READINESS_LIMIT_MS,
      );
    });
    try {
      return /** @type {Record<string, HealthCheck[]>} */ (
        await Promise.race([app.readiness(), late])
      );
    } catch (error) {
      return { app: [fail(error instanceof Error ? error.message : String(error))] };
    } finally {
      clearTimeout(timer);
    }
  }

  /** @param {Req} req */
  const mayReadDetails = (req) =>
    bears(req.headers.authorization, healthToken) || isLocal(req, trustedIpHeader());

  /**
   * @param {Res} res @param {number} status @param {string} type @param {string} body
   * @param {Record<string, string>} [extra]
   */
  function send(res, status, type, body, extra = {}) {
    res.writeHead(status, {
      'content-type': type,
      'content-length': Buffer.byteLength(body),
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      ...extra,
    });
    res.end(body);
  }

  /** @param {Req} req @param {Res} res */
  function health(req, res) {
    const details = mayReadDetails(req)
      ? {
          ...(release ? { releaseId: release } : {}),
          checks: {
            'process:uptime': [
              {
                status: 'pass',
                observedValue: Math.round((now() - startedAt) / 1000),
                observedUnit: 's',
                time: new Date(now()).toISOString(),
              },
            ],
          },
        }
      : {};
    send(res, 200, HEALTH_TYPE, JSON.stringify({ status: 'pass', ...details }));
  }

  /** @param {Req} req @param {Res} res */
  async function ready(req, res) {
    const checks = await readiness();
    const status = overallStatus(checks);
    const body = mayReadDetails(req) ? { status, checks } : { status };
    send(res, status === 'fail' ? 503 : 200, HEALTH_TYPE, JSON.stringify(body));
  }

  /** @param {Req} req @param {Res} res */
  async function scrape(req, res) {
    if (!metrics || !metricsToken) return send(res, 404, 'text/plain; charset=utf-8', 'Not found.');
    if (!bears(req.headers.authorization, metricsToken))
      return send(res, 401, 'text/plain; charset=utf-8', 'A bearer token is required.', {
        'www-authenticate': 'Bearer realm="metrics"',
      });
    send(res, 200, metrics.registry.contentType, await metrics.registry.metrics());
  }

  // a Map: every request's path is looked up here, and an object's keys would make V8 look each
  // new path string up in its table of property names first
  /** @type {Map<string, (req: Req, res: Res) => void | Promise<void>>} */
  const endpoints = new Map([
    ['/healthz', health],
    ['/readyz', ready],
    ['/metrics', scrape],
  ]);

  return {
    /**
     * Answers req when it is for an operations endpoint: true when it did (or is doing so).
     * @param {Req} req @param {Res} res @param {string} pathname
     */
    handle(req, res, pathname) {
      const endpoint = endpoints.get(pathname);
      if (!endpoint) return false;
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        send(res, 405, 'text/plain; charset=utf-8', 'Only GET.', { allow: 'GET, HEAD' });
        return true;
      }
      Promise.resolve(endpoint(req, res)).catch((error) => {
        if (!res.headersSent)
          send(res, 500, 'text/plain; charset=utf-8', 'The check itself failed.');
        log.error({ err: error }, 'an operations endpoint failed');
      });
      return true;
    },
    /** The server is stopping: readiness fails from now on, so that balancers send no more. */
    stop() {
      stopping = true;
    },
  };
}

/** @param {string} output @returns {HealthCheck} */
function fail(output) {
  return { status: 'fail', output, time: new Date().toISOString() };
}
