// Writes the stylesheet of every public page (scripts/lib/page-styles.mjs): run it after
// changing what a page imports (`npm run styles`; the build and `npm run dev` run it too).
// `--check` writes nothing and fails when one is out of date.
//   node scripts/generate-page-styles.mjs [--check]
import { writePageStylesheets } from './lib/page-styles.mjs';

const check = process.argv.includes('--check');
const stale = writePageStylesheets({ check });
for (const file of stale) console.log(check ? `${file} is out of date` : `wrote ${file}`);
if (check && stale.length > 0) process.exitCode = 1;
