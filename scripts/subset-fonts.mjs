#!/usr/bin/env node
// `npm run fonts`: cuts each typeface of src/app/fonts/source/ in two with fontTools' pyftsubset
// (Debian's `fonttools` package, or `pip install fonttools brotli`): a first file with the
// characters the site's own text uses (scripts/lib/site-characters.mjs), which the pages preload,
// and a second with the rest of the typeface, which a browser fetches only for a page that has
// one of those characters (`unicode-range`: a name the owner types with an accent the site does
// not use elsewhere, say). It writes both, the module that declares them
// (src/app/_shell/fonts.ts), their stylesheet with the metric-matched fallbacks
// (src/app/fonts/faces.css) and a manifest of what they hold (src/app/fonts/subset.json). The
// outputs are committed; src/app/fonts/subset.test.ts fails when they are out of date.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { root } from './lib/build.mjs';
import { siteCharacters, unicodeRange } from './lib/site-characters.mjs';
import { FACES, fontsModule, facesStylesheet, formatted } from './lib/font-faces.mjs';

const FONTS = path.join(root, 'src', 'app', 'fonts');

/** What fontTools says about a font: its code points and the metrics its fallback is fitted to. */
const INSPECT = `
import json, sys
from fontTools.ttLib import TTFont
font = TTFont(sys.argv[1])
hhea, hmtx, cmap = font['hhea'], font['hmtx'], font.getBestCmap()
sample = 'aaabcdeeeefghiijklmnnoopqrrssttuvwxyz      '
widths = [hmtx[cmap[ord(c)]][0] for c in sample]
print(json.dumps({
  'points': sorted(cmap),
  'unitsPerEm': font['head'].unitsPerEm,
  'ascent': hhea.ascent, 'descent': hhea.descent, 'lineGap': hhea.lineGap,
  'averageWidth': sum(widths) / len(widths),
}))
`;

// the Python that has fontTools: the one pyftsubset itself runs on
const python = (() => {
  const launcher = execFileSync('sh', ['-c', 'command -v pyftsubset'], { encoding: 'utf8' }).trim();
  const shebang = readFileSync(launcher, 'utf8').split('\n', 1)[0] ?? '';
  return shebang.startsWith('#!') ? shebang.slice(2).trim().split(/\s+/) : ['python3'];
})();

const fonttools = (/** @type {string[]} */ args) =>
  execFileSync(python[0] ?? 'python3', [...python.slice(1), ...args], { encoding: 'utf8' });

/** @param {string} file */
const inspect = (file) => JSON.parse(fonttools(['-c', INSPECT, file]));

/**
 * @param {string} source @param {readonly number[]} points @param {string} output
 * @param {boolean} hinting
 */
function subset(source, points, output, hinting) {
  execFileSync('pyftsubset', [
    source,
    ...(hinting ? [] : ['--no-hinting']),
    `--unicodes=${points.map((p) => p.toString(16)).join(',')}`,
    // the layout features the source keeps (they were chosen when it was cut: fonts/README.md)
    '--layout-features=*',
    '--flavor=woff2',
    `--output-file=${output}`,
  ]);
}

/**
 * Every code point from U+00A1 to U+FFFF that `points` lacks.
 * @param {readonly number[]} points
 */
function beyond(points) {
  const have = new Set(points);
  /** @type {number[]} */
  const rest = [];
  for (let p = 0xa1; p <= 0xffff; p++) if (!have.has(p)) rest.push(p);
  return rest;
}

const sha256 = (/** @type {string} */ file) =>
  createHash('sha256').update(readFileSync(file)).digest('hex');

async function main() {
  const site = new Set(siteCharacters(path.join(root, 'src')));
  /** @type {Record<string, unknown>} */
  const manifest = {
    fonttools: fonttools(['-c', 'import fontTools; print(fontTools.version)']).trim(),
  };
  for (const face of FACES) {
    const source = path.join(FONTS, 'source', face.source);
    const font = inspect(source);
    /** @type {number[]} */
    const all = font.points.filter((/** @type {number} */ p) => p >= 0x20);
    const first = all.filter((p) => site.has(p));
    const rest = all.filter((p) => !site.has(p));
    subset(source, first, path.join(FONTS, `${face.file}-core.woff2`), face.hinting);
    subset(source, rest, path.join(FONTS, `${face.file}-rest.woff2`), face.hinting);
    manifest[face.file] = {
      core: unicodeRange(first),
      rest: unicodeRange(rest),
      // what the second file is declared for: everything past ASCII the first lacks, in few
      // ranges (a character neither has costs a page the second file, then the system's font)
      restRange: unicodeRange(beyond(first)),
      metrics: {
        unitsPerEm: font.unitsPerEm,
        ascent: font.ascent,
        descent: font.descent,
        lineGap: font.lineGap,
        averageWidth: font.averageWidth,
      },
      sha256: {
        core: sha256(path.join(FONTS, `${face.file}-core.woff2`)),
        rest: sha256(path.join(FONTS, `${face.file}-rest.woff2`)),
      },
    };
  }
  writeFileSync(path.join(FONTS, 'subset.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  const moduleFile = path.join(root, 'src', 'app', '_shell', 'fonts.ts');
  const stylesheet = path.join(FONTS, 'faces.css');
  writeFileSync(moduleFile, await formatted(fontsModule(), moduleFile));
  writeFileSync(stylesheet, await formatted(facesStylesheet(manifest), stylesheet));
  for (const face of FACES) console.error(`[fonts] ${face.file}: core and rest written`);
}

await main();
