// The characters the site's own text is made of: its interface and the first-start content, as
// written in src/ (TypeScript, TSX and Markdown; tests left out), HTML entities decoded. The
// fonts' first files hold these (scripts/subset-fonts.mjs); the test beside the fonts fails when
// a new one appears in the sources and the fonts were not cut again.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const SOURCE = /\.(ts|tsx|mjs|md)$/;
const TEST = /\.(test|int\.test|spec)\.[cm]?[jt]sx?$/;

// the named entities JSX text uses here; any other one is read through its number
const ENTITIES = {
  amp: '&',
  apos: "'",
  quot: '"',
  lt: '<',
  gt: '>',
  nbsp: '\u00a0',
  rsquo: '\u2019',
  lsquo: '\u2018',
  rdquo: '\u201d',
  ldquo: '\u201c',
  ndash: '\u2013',
  mdash: '\u2014',
  hellip: '\u2026',
  middot: '\u00b7',
  times: '\u00d7',
  copy: '\u00a9',
};

// What anyone writing English copy types without thinking, in the interface or in an article:
// kept in the first files whether or not the sources hold them today.
export const TYPOGRAPHY =
  '\u00a0\u00a9\u00ae\u00b0\u00b7\u00d7\u00e9\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026\u20ac\u2122\u00a3';

/** @param {string} dir @returns {string[]} */
function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(file);
    return SOURCE.test(entry.name) && !TEST.test(entry.name) ? [file] : [];
  });
}

/** @param {string} text */
function decodeEntities(text) {
  return text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#([0-9]+);/g, (_, dec) => String.fromCodePoint(Number(dec)))
    .replace(
      /&([a-z]+);/gi,
      (whole, name) => ENTITIES[/** @type {keyof ENTITIES} */ (name)] ?? whole,
    );
}

/**
 * Every printable code point the sources under `srcDir` use (escapes such as `\u2019` in string
 * literals included), with printable ASCII and TYPOGRAPHY, sorted.
 * @param {string} srcDir
 * @returns {number[]}
 */
export function siteCharacters(srcDir) {
  const points = new Set();
  for (let c = 0x20; c <= 0x7e; c++) points.add(c);
  for (const ch of TYPOGRAPHY) points.add(/** @type {number} */ (ch.codePointAt(0)));
  for (const file of sourceFiles(srcDir)) {
    const text = decodeEntities(readFileSync(file, 'utf8')).replace(
      /\\u([0-9a-fA-F]{4})/g,
      (_, hex) => String.fromCodePoint(parseInt(hex, 16)),
    );
    for (const ch of text) {
      const point = /** @type {number} */ (ch.codePointAt(0));
      // control characters and the invisible marks of escapes are no text to draw
      if (point >= 0xa0 && !(point >= 0x2000 && point <= 0x200f) && point !== 0xfeff)
        points.add(point);
    }
  }
  return [...points].sort((a, b) => a - b);
}

/**
 * Code points as a CSS `unicode-range` value: runs of neighbours as ranges.
 * @param {readonly number[]} points sorted
 */
export function unicodeRange(points) {
  /** @type {string[]} */
  const parts = [];
  for (let i = 0; i < points.length; i++) {
    const start = /** @type {number} */ (points[i]);
    let end = start;
    while (points[i + 1] === end + 1) end = /** @type {number} */ (points[++i]);
    const hex = (/** @type {number} */ n) => n.toString(16).toUpperCase().padStart(4, '0');
    parts.push(start === end ? `U+${hex(start)}` : `U+${hex(start)}-${hex(end)}`);
  }
  return parts.join(', ');
}
