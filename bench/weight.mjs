// What each public page weighs before compression: its HTML, the part of it that is React's
// inline payload (the `self.__next_f.push(...)` scripts, which hydrate the page) and the rest
// (the markup the visitor sees), and the stylesheets it links; and what a visitor who comes back
// to a page downloads (the page cache answers a browser that holds the page with a 304). Bytes,
// so no run-to-run noise.
import { setTimeout as sleep } from 'node:timers/promises';
import { PAYLOAD_SCRIPT } from '../src/server/http/next-internals.mjs';
import { heading, kb, table } from './lib/table.mjs';
import { request } from './lib/server.mjs';

const FLIGHT = new RegExp(
  `<script[^>]*>(${PAYLOAD_SCRIPT.replaceAll('.', '\\.')}\\.push[\\s\\S]*?)</script>`,
  'g',
);
const STYLESHEET = /<link rel="stylesheet" href="([^"]+)"/g;

/** @param {{ origin: string, paths: string[] }} options */
export async function measureWeight({ origin, paths }) {
  const rows = [];
  /** @type {Map<string, number>} */
  const sheets = new Map();
  for (const p of paths) {
    const res = await request(origin + p, { accept: 'text/html' });
    const html = res.body.toString('utf8');
    let rsc = 0;
    for (const match of html.matchAll(FLIGHT)) rsc += Buffer.byteLength(match[1] ?? '');
    let css = 0;
    for (const [, href] of html.matchAll(STYLESHEET)) {
      if (!href) continue;
      if (!sheets.has(href))
        sheets.set(href, (await request(new URL(href, origin).href)).body.length);
      css += sheets.get(href) ?? 0;
    }
    rows.push({
      path: p,
      status: res.status,
      html: res.body.length,
      rsc,
      markup: res.body.length - rsc,
      css,
      revisit: await revisit(origin, p),
    });
  }
  return { rows };
}

/**
 * The bytes of an answer's header lines as sent: each name with its ': ', each value with its
 * line break.
 * @param {{ rawHeaders: string[] }} answer
 */
const headerBytes = ({ rawHeaders }) =>
  rawHeaders.reduce((sum, text) => sum + Buffer.byteLength(text) + 2, 0);

/**
 * The page as the page cache replays it in brotli (once it holds it: its first render is
 * compressed off the event loop), then the answer to a browser that holds that copy.
 * @param {string} origin @param {string} path
 */
async function revisit(origin, path) {
  const headers = { accept: 'text/html', 'accept-encoding': 'br' };
  for (let tries = 0; tries < 40; tries++) {
    const first = await request(origin + path, headers);
    const etag = first.headers.etag;
    if (etag) {
      const again = await request(origin + path, { ...headers, 'if-none-match': etag });
      return {
        first: headerBytes(first) + first.body.length,
        again: headerBytes(again) + again.body.length,
        status: again.status,
      };
    }
    await sleep(50);
  }
  return null;
}

/** @param {Awaited<ReturnType<typeof measureWeight>>} result */
export function formatRevisits({ rows }) {
  return [
    heading('A visit to a page the browser holds (brotli, headers included)'),
    table(
      ['page', 'first visit', 'again', 'HTTP'],
      rows.map(({ path, revisit }) =>
        revisit
          ? [path, kb(revisit.first), kb(revisit.again), revisit.status]
          : [path, '-', '-', 'not replayed'],
      ),
    ),
  ].join('\n');
}
