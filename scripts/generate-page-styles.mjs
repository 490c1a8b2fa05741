// Writes the stylesheet of every public page (scripts/lib/page-styles.mjs): run it after
// changing what a page imports (`npm run styles`). `--check` writes nothing and fails when one is
// out of date.
//   node scripts/generate-page-styles.mjs [--check]
import { readFileSync, writeFileSync } from 'node:fs';
import { publicDocuments, repoPath, stylesheetText } from './lib/page-styles.mjs';

const check = process.argv.includes('--check');
let stale = 0;
for (const document of publicDocuments()) {
  const text = stylesheetText(document);
  let current = null;
  try {
    current = readFileSync(document.stylesheet, 'utf8');
  } catch {}
  if (current === text) continue;
  stale += 1;
  if (check) console.error(`${repoPath(document.stylesheet)} is out of date`);
  else {
    writeFileSync(document.stylesheet, text);
    console.log(`wrote ${repoPath(document.stylesheet)}`);
  }
}
if (check && stale > 0) process.exitCode = 1;
