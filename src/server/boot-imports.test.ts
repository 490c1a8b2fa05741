import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { staticImportChains } from '../../scripts/lib/import-graph.mjs';
import { rel, root } from '../../test/source-tree';

// What the server loads before its first page (ADR 016): boot's modules and the landing page's.
// better-auth and nodemailer take a while to load (ADR 016), which no public page needs; the accounts
// load them at the server's first quiet moment, through import(). One static import of a module
// that imports them (the throttle's plugin did, through the maintenance job) would put them back
// in front of the first page.

const LATE = /^(better-auth|@better-auth\/|nodemailer)($|\/)/;
const srcDir = path.join(root, 'src');

/** Each chain of static imports from `entry` that ends in better-auth or nodemailer. */
const late = (entry: string) =>
  staticImportChains({ srcDir, entry: path.join(root, entry) })
    .filter(({ local, specifier }) => !local && LATE.test(specifier))
    .map(({ chain, specifier }) => [...chain.map(rel), specifier].join(' -> '));

describe('before the first page', () => {
  it.each([
    'src/server/boot.ts',
    'src/app/layout.tsx',
    'src/app/(site)/layout.tsx',
    'src/app/(site)/page.tsx',
  ])('%s loads neither better-auth nor nodemailer', (entry) => {
    expect(late(entry)).toEqual([]);
  });

  it('boot loads the accounts and the mail worker with import()', () => {
    const later = readFileSync(path.join(root, 'src/server/late-start.ts'), 'utf8');
    expect(later).toMatch(/await import\('\.\/auth'\)/);
    expect(later).toMatch(/await import\('\.\/mail'\)/);
  });

  it('sees them through a shared module', () => {
    // the throttle's plugin loads better-auth; the maintenance job once reached it
    expect(late('src/server/auth/throttle.ts').join('\n')).toMatch(
      /throttle\.ts -> better-auth\/api/,
    );
  });
});
