import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  FACES,
  facesStylesheet,
  fallbackOverrides,
  fontsModule,
  formatted,
} from '../../../scripts/lib/font-faces.mjs';
import { siteCharacters } from '../../../scripts/lib/site-characters.mjs';
import { root } from '../../../test/source-tree';

// The typefaces are cut in two by `npm run fonts` (scripts/subset-fonts.mjs, which needs
// fontTools); what it wrote is committed. These checks need no fontTools: they read the manifest
// it left (src/app/fonts/subset.json) and fail when the sources have a character the first files
// lack, or when a generated file no longer matches what the manifest makes.

type Entry = {
  core: string;
  rest: string;
  restRange: string;
  sha256: { core: string; rest: string };
} & {
  metrics: Parameters<typeof fallbackOverrides>[0];
};
const fonts = path.join(root, 'src/app/fonts');
const manifest = JSON.parse(readFileSync(path.join(fonts, 'subset.json'), 'utf8')) as Record<
  string,
  unknown
>;

/** The code points of a `unicode-range` value. */
function pointsOf(range: string): Set<number> {
  const points = new Set<number>();
  for (const part of range.split(',')) {
    const [from, to] = part.trim().replace('U+', '').split('-');
    const start = parseInt(from!, 16);
    const end = to ? parseInt(to, 16) : start;
    for (let p = start; p <= end; p++) points.add(p);
  }
  return points;
}

const hex = (point: number) => `U+${point.toString(16).toUpperCase().padStart(4, '0')}`;

describe('the typefaces cut for the site', () => {
  const site = siteCharacters(path.join(root, 'src'));

  for (const face of FACES) {
    const entry = manifest[face.file] as Entry;
    it(`${face.file}: the first file holds every character of the site's text the typeface has`, () => {
      const core = pointsOf(entry.core);
      const inTypeface = new Set([...core, ...pointsOf(entry.rest)]);
      const missing = site.filter((p) => inTypeface.has(p) && !core.has(p)).map(hex);
      // a new character in the sources: run `npm run fonts` and commit what it writes
      expect(missing).toEqual([]);
    });

    it(`${face.file}: the two files split the typeface, the second declared for all it holds`, () => {
      const core = pointsOf(entry.core);
      const declared = pointsOf(entry.restRange);
      expect([...pointsOf(entry.rest)].filter((p) => core.has(p)).map(hex)).toEqual([]);
      expect([...pointsOf(entry.rest)].filter((p) => !declared.has(p)).map(hex)).toEqual([]);
      // never for a character of the first file: a page of the site's own text needs only that
      expect([...declared].filter((p) => core.has(p)).map(hex)).toEqual([]);
    });

    it(`${face.file}: the committed files are those the manifest describes`, () => {
      for (const part of ['core', 'rest'] as const) {
        const bytes = readFileSync(path.join(fonts, `${face.file}-${part}.woff2`));
        expect(createHash('sha256').update(bytes).digest('hex')).toBe(entry.sha256[part]);
      }
    });
  }

  it('declares the first files and the stylesheet as the manifest makes them', async () => {
    const moduleFile = path.join(root, 'src/app/_shell/fonts.ts');
    const stylesheet = path.join(fonts, 'faces.css');
    expect(readFileSync(moduleFile, 'utf8')).toBe(await formatted(fontsModule(), moduleFile));
    expect(readFileSync(stylesheet, 'utf8')).toBe(
      await formatted(facesStylesheet(manifest), stylesheet),
    );
  });

  it("fits Inter's fallback as next/font fitted it to Arial", () => {
    // the figures next/font/local wrote for the uncut file: the cut keeps the metrics
    expect(fallbackOverrides((manifest.inter as Entry).metrics)).toEqual({
      'ascent-override': '89.79%',
      'descent-override': '22.36%',
      'line-gap-override': '0.00%',
      'size-adjust': '107.89%',
    });
  });
});
