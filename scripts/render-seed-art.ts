// Run by the build (scripts/lib/build.mjs, through tsx): draws the first-start content's images
// into <dist dir>/seed-art, where a first start copies them from instead of drawing them while
// the visitor waits for the first page (src/server/seed/images.ts).
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { allArt } from '@/server/seed/art-list';
import { encode, prebuiltArtDir } from '@/server/seed/images';

const distDir = process.argv[2];
if (!distDir) throw new Error('usage: tsx scripts/render-seed-art.ts <dist dir>');
const out = prebuiltArtDir(distDir);
await rm(out, { recursive: true, force: true });
const specs = allArt();
let next = 0;
const work = async () => {
  while (next < specs.length) {
    const spec = specs[next++]!;
    const file = path.join(out, spec.key);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, await encode(spec));
  }
};
await Promise.all([work(), work(), work()]);
console.log(`Seed images: ${specs.length} drawn into ${path.relative(process.cwd(), out)}.`);
