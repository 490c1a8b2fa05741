import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveLocal, staticImportsOf } from '../../scripts/lib/import-graph.mjs';
import { rel, root } from '../../test/source-tree';

// What the server loads before its first page (ADR 016): boot's modules and the landing page's.
// better-auth and nodemailer take some 0.3 s to load, which no public page needs; the accounts
// load them at the server's first quiet moment, through import(). One static import of a module
// that imports them (the throttle's plugin did, through the maintenance job) would put them back
// in front of the first page.

const LATE = /^(better-auth|@better-auth\/|nodemailer)($|\/)/;
const srcDir = path.join(root, 'src');

/** Each package `entry` loads statically, with the chain of modules that leads to it. */
function staticPackages(entry: string): string[] {
  const found: string[] = [];
  const seen = new Set<string>([entry]);
  const queue = [{ file: entry, chain: [rel(entry)] }];
  while (queue.length > 0) {
    const { file, chain } = queue.shift()!;
    for (const specifier of staticImportsOf(readFileSync(file, 'utf8'))) {
      const local = resolveLocal(srcDir, file, specifier);
      if (!local) {
        found.push([...chain, specifier].join(' -> '));
        continue;
      }
      if (seen.has(local)) continue;
      seen.add(local);
      queue.push({ file: local, chain: [...chain, rel(local)] });
    }
  }
  return found;
}

const late = (entry: string) =>
  staticPackages(path.join(root, entry)).filter((chain) => LATE.test(chain.split(' -> ').at(-1)!));

describe('before the first page', () => {
  it.each([
    'src/server/boot.ts',
    'src/app/layout.tsx',
    'src/app/(site)/layout.tsx',
    'src/app/(site)/page.tsx',
  ])('%s loads neither better-auth nor nodemailer', (entry) => {
    expect(late(entry)).toEqual([]);
  });

  it('boot loads the accounts with import()', () => {
    const boot = readFileSync(path.join(root, 'src/server/boot.ts'), 'utf8');
    expect(boot).toMatch(/await import\('\.\/auth'\)/);
  });

  it('sees them through a shared module', () => {
    // the throttle's plugin loads better-auth; the maintenance job once reached it
    expect(late('src/server/auth/throttle.ts').join('\n')).toMatch(
      /throttle\.ts -> better-auth\/api/,
    );
  });
});
