// The Content-Security-Policy of every answer (docs/decisions/009-http-security.md).
// Scripts run only from this origin or when the page's own markup vouches for them: with a
// per-response nonce on answers rendered for one request, with the hashes of the page's
// inline scripts on answers the page cache replays. A script that reaches a page any other
// way (a stored <script>, an inline event handler) is blocked and reported.
import { createHash, randomBytes } from 'node:crypto';

export const REPORT_PATH = '/api/csp-report';

const YOUTUBE = 'https://www.youtube-nocookie.com';
const ANALYTICS_SCRIPTS = ['https://www.googletagmanager.com'];
const ANALYTICS_CONNECT = [
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://*.googletagmanager.com',
];

/**
 * @typedef {{ mediaOrigins?: readonly string[], analytics?: boolean }} Sources what the site
 *   uses beyond its own origin
 * @typedef {{ nonce: string } | { hashes: readonly string[] }} ScriptProof how inline scripts are vouched for
 */

/** A fresh nonce: 128 random bits. */
export function newNonce() {
  return randomBytes(16).toString('base64');
}

/**
 * The policy for one answer.
 * @param {ScriptProof} proof
 * @param {Sources} sources
 * @param {{ dev?: boolean }} [options] development adds what Next's dev server needs (eval for
 *   fast refresh, its websocket)
 */
export function contentSecurityPolicy(
  proof,
  { mediaOrigins = [], analytics = false },
  options = {},
) {
  const vouched = 'nonce' in proof ? [`'nonce-${proof.nonce}'`] : proof.hashes.map((h) => `'${h}'`);
  const directives = {
    'default-src': ["'self'"],
    'script-src': [
      "'self'",
      ...vouched,
      ...(analytics ? ANALYTICS_SCRIPTS : []),
      ...(options.dev ? ["'unsafe-eval'"] : []),
    ],
    // React writes style attributes; styles cannot run script
    'style-src': ["'self'", "'unsafe-inline'"],
    // blob: the preview of a photo a visitor is attaching, drawn from their own file
    'img-src': [
      "'self'",
      'data:',
      'blob:',
      ...mediaOrigins,
      ...(analytics ? ANALYTICS_CONNECT : []),
    ],
    'media-src': ["'self'", ...mediaOrigins],
    'font-src': ["'self'"],
    'connect-src': [
      "'self'",
      ...(analytics ? ANALYTICS_CONNECT : []),
      ...(options.dev ? ['ws:'] : []),
    ],
    'frame-src': [YOUTUBE],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    // report-uri rather than report-to: browsers send it at once, and every browser has it
    'report-uri': [REPORT_PATH],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

// Inline scripts in markup React rendered: React escapes `<` in text and attributes, and script
// bodies never hold `</script`, so a pattern finds every one.
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const EXECUTABLE_TYPE = /^(|text\/javascript|application\/javascript|module)$/i;

/**
 * The CSP hash sources ('sha256-...') of the inline scripts in an HTML document: what a cached
 * page's policy allows instead of the nonce it was rendered with.
 * @param {string} html
 */
export function inlineScriptHashes(html) {
  /** @type {Set<string>} */
  const hashes = new Set();
  for (const [, attributes = '', body = ''] of html.matchAll(SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1] ?? '';
    // data blocks such as JSON-LD never run
    if (!EXECUTABLE_TYPE.test(type)) continue;
    hashes.add(`sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}`);
  }
  return [...hashes];
}

/**
 * The nonce a request's policy carries, for the app's own inline scripts (Next reads the same
 * request header for its scripts).
 * @param {string | null | undefined} policy
 */
export function nonceOf(policy) {
  return /'nonce-([A-Za-z0-9+/=_-]+)'/.exec(policy ?? '')?.[1];
}
