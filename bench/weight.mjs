// What each public page weighs before compression: its HTML, the part of it that is React's
// inline payload (the `self.__next_f.push(...)` scripts, which hydrate the page) and the rest
// (the markup the visitor sees), and the stylesheets it links. Bytes, so no run-to-run noise.
import { request } from './lib/server.mjs';

const FLIGHT = /<script[^>]*>(self\.__next_f\.push[\s\S]*?)<\/script>/g;
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
    });
  }
  return { rows };
}
