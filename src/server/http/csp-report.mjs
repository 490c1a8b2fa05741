// Receives the browser's Content-Security-Policy violation reports (the policy's report-uri)
// and logs them: a blocked script on a live page is something to look into. Anyone can post
// here, so bodies are small and the log is rate limited.
import { logger } from '../log.mjs';
import { REPORT_PATH } from './csp.mjs';
import { refuse } from './request-guard.mjs';

export const MAX_REPORT_BYTES = 16 * 1024;

/**
 * @typedef {{ documentUri: string, directive: string, blockedUri: string, sample: string }} Violation
 */

/**
 * The violations in a report body: the report-uri format (`{"csp-report": {...}}`) or the
 * Reporting API's (`[{"type": "csp-violation", "body": {...}}]`).
 * @param {unknown} payload
 * @returns {Violation[]}
 */
export function violationsOf(payload) {
  const items = Array.isArray(payload)
    ? payload.map((r) => objectOf(r)?.body)
    : [objectOf(payload)?.['csp-report']];
  const text = (/** @type {unknown} */ v) => (typeof v === 'string' ? v.slice(0, 300) : '');
  return items
    .map(objectOf)
    .filter((r) => r !== null)
    .map((r) => ({
      // without its query, which may carry what a link was made for (a token, a search)
      documentUri: text(r['document-uri'] ?? r.documentURL).replace(/[?#].*$/, ''),
      directive: text(r['effective-directive'] ?? r.effectiveDirective ?? r['violated-directive']),
      blockedUri: text(r['blocked-uri'] ?? r.blockedURL).replace(/[?#].*$/, ''),
      sample: text(r['script-sample'] ?? r.sample),
    }));
}

/**
 * A JSON value's fields, when it is an object.
 * @param {unknown} value
 * @returns {Record<string, unknown> | null}
 */
function objectOf(value) {
  return value !== null && typeof value === 'object'
    ? /** @type {Record<string, unknown>} */ (value)
    : null;
}

/**
 * @param {{ perMinute?: number, log?: (line: string) => void, now?: () => number }} [options]
 */
export function createCspReportEndpoint({
  perMinute = 60,
  log = (line) => logger('csp').warn(line),
  now = Date.now,
} = {}) {
  let windowStart = 0;
  let logged = 0;
  let dropped = 0;

  /** One log line a violation, at most `perMinute` a minute; a count of the rest. */
  const record = (/** @type {Violation} */ v) => {
    const t = now();
    if (t - windowStart >= 60_000) {
      if (dropped > 0) log(`${dropped} more violation reports in the last minute were not logged`);
      windowStart = t;
      logged = 0;
      dropped = 0;
    }
    if (logged >= perMinute) {
      dropped++;
      return false;
    }
    logged++;
    log(
      `blocked ${v.directive || 'a resource'}: ${v.blockedUri || 'inline'} on ${v.documentUri || 'a page'}` +
        (v.sample ? ` (${JSON.stringify(v.sample)})` : ''),
    );
    return true;
  };

  /**
   * Handles the request when it is for the report endpoint; false otherwise.
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {string} pathname
   */
  function handle(req, res, pathname) {
    if (pathname !== REPORT_PATH) return false;
    if (req.method !== 'POST') {
      refuse(res, 405, 'Reports are posted.');
      return true;
    }
    if (Number(req.headers['content-length'] ?? MAX_REPORT_BYTES + 1) > MAX_REPORT_BYTES) {
      refuse(res, 413, 'The report is too large.');
      return true;
    }
    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    req.on('data', (/** @type {Buffer} */ chunk) => {
      size += chunk.length;
      if (size <= MAX_REPORT_BYTES) chunks.push(chunk);
    });
    req.on('error', () => res.destroy());
    req.on('end', () => {
      let payload;
      try {
        payload = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        refuse(res, 400, 'The report is not JSON.');
        return;
      }
      const accepted = violationsOf(payload).map(record);
      res.writeHead(accepted.includes(false) ? 429 : 204, { 'cache-control': 'no-store' });
      res.end();
    });
    return true;
  }

  return { handle };
}
