// The modules a source file loads, directly or through others (the project's own through the
// `@/` alias and relative paths). Used to build each public page's stylesheet from the modules
// the page renders (scripts/lib/page-styles.mjs), and by the tests that keep libraries out of
// what a visitor's browser or the server's first page loads.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const SOURCE = /\.(ts|tsx)$/;

// `import x from '...'`, `import '...'`, `export { x } from '...'` and `import('...')`; a
// type-only import loads nothing at run time
const STATIC = /(?:^|\n)\s*(?:import|export)\s+(type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/g;
const DYNAMIC = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

/**
 * The module specifiers `code` imports statically at run time (import() left out).
 * @param {string} code
 */
export function staticImportsOf(code) {
  /** @type {string[]} */
  const specifiers = [];
  for (const [, typeOnly, specifier] of code.matchAll(STATIC))
    if (!typeOnly && specifier) specifiers.push(specifier);
  return specifiers;
}

/**
 * The module specifiers `code` loads at run time, static imports and import() alike.
 * @param {string} code
 */
export function importsOf(code) {
  const dynamic = [...code.matchAll(DYNAMIC)].map(([, specifier = '']) => specifier);
  return [...staticImportsOf(code), ...dynamic];
}

/**
 * The file a local specifier names, or null for a package (or a file that is not source).
 * @param {string} srcDir @param {string} from the importing file @param {string} specifier
 * @returns {string | null}
 */
export function resolveLocal(srcDir, from, specifier) {
  let base;
  if (specifier.startsWith('@/')) base = path.join(srcDir, specifier.slice(2));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  else return null;
  const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')];
  candidates.push(path.join(base, 'index.tsx'));
  return candidates.find((file) => SOURCE.test(file) && existsSync(file)) ?? null;
}

/**
 * Every local module reachable from `entries` (the entries included), following imports
 * into a module only when `follow(file)` allows it. `known` keeps each file's local imports
 * between calls, so graphs that share modules read each file once.
 * @param {{ srcDir: string, entries: string[], follow?: (file: string) => boolean,
 *   known?: Map<string, string[]> }} options
 */
export function importGraph({ srcDir, entries, follow = () => true, known = new Map() }) {
  /** @param {string} file @returns {string[]} */
  const localImports = (file) => {
    let found = known.get(file);
    if (!found) {
      found = importsOf(readFileSync(file, 'utf8'))
        .map((specifier) => resolveLocal(srcDir, file, specifier))
        .filter((local) => local !== null);
      known.set(file, found);
    }
    return found;
  };
  const seen = new Set(entries);
  const queue = [...entries];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    for (const local of localImports(file)) {
      if (seen.has(local) || !follow(local)) continue;
      seen.add(local);
      queue.push(local);
    }
  }
  return seen;
}

/**
 * Every static run-time import reachable from `entry`, each module entered once, with the chain
 * of files from `entry` to the one that imports it; `local` is the file a local specifier names
 * (null for a package). A local module's own imports are followed when `enter(file)` allows it.
 * @param {{ srcDir: string, entry: string, enter?: (file: string) => boolean }} options
 * @returns {{ chain: string[], specifier: string, local: string | null }[]}
 */
export function staticImportChains({ srcDir, entry, enter = () => true }) {
  /** @type {{ chain: string[], specifier: string, local: string | null }[]} */
  const found = [];
  const seen = new Set([entry]);
  const queue = [[entry]];
  for (let chain = queue.shift(); chain !== undefined; chain = queue.shift()) {
    const file = chain.at(-1) ?? entry;
    for (const specifier of staticImportsOf(readFileSync(file, 'utf8'))) {
      const local = resolveLocal(srcDir, file, specifier);
      if (local && seen.has(local)) continue;
      found.push({ chain, specifier, local });
      if (!local) continue;
      seen.add(local);
      if (enter(local)) queue.push([...chain, local]);
    }
  }
  return found;
}
