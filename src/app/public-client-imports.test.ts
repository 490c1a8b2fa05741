import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { staticImportChains } from '../../scripts/lib/import-graph.mjs';
import { declares, rel, root, walk } from '../../test/source-tree';

// The public pages' JavaScript budget (ADR 006) is spent almost entirely by the framework, so
// one import of a heavy library from client code a visitor loads would break it. This follows
// every import, direct or through shared modules, from each client module of the public site
// and fails on a library that belongs to the back office.

/** Libraries public client code must not load, and what to use instead. */
const HEAVY: { pattern: RegExp; instead: string }[] = [
  { pattern: /^lucide-react($|\/)/, instead: 'icons from @/components/ui/icons' },
  { pattern: /^tailwind-merge($|\/)/, instead: 'cx from @/lib/cx' },
  { pattern: /^radix-ui($|\/)|^@radix-ui\//, instead: 'native elements (<dialog>, inputs)' },
  { pattern: /^sonner($|\/)/, instead: 'ToastOutlet, which loads sonner when a toast is shown' },
  { pattern: /^@tiptap\//, instead: 'sanitised HTML rendered on the server' },
  { pattern: /^class-variance-authority($|\/)/, instead: '@/lib/variants' },
  { pattern: /^next\/image($|\/)/, instead: 'SmartImage' },
  { pattern: /^next\/script($|\/)/, instead: 'a plain <script async>' },
  { pattern: /^better-auth($|\/)/, instead: 'nothing: visitors do not sign in on public pages' },
  { pattern: /^qrcode($|\/)/, instead: 'nothing: two-factor set-up is in the back office' },
];

/**
 * Modules of the site that public client code must not load. The icons' index re-exports every
 * icon, and each icon is a call the bundler keeps, used or not (2-3 KB gzipped of paths).
 */
const HEAVY_LOCAL: { pattern: RegExp; instead: string }[] = [
  {
    pattern: /^src\/components\/ui\/icons\/index\.ts$/,
    instead: "the icon's own file, such as @/components/ui/icons/clock",
  },
];

/** Code that only the back office loads. */
const BACK_OFFICE = [
  /^src\/app\/(admin|api)\//,
  /^src\/components\/admin\//,
  /^src\/components\/layout\/admin-/,
  /^src\/features\/[^/]+\/components\/admin\//,
  /^src\/features\/(audit|dashboard)\//,
  /^src\/features\/(media|submissions)\/components\//,
  /^src\/features\/auth\/components\/(account\/|admin-guard\.tsx$|sign-out-button\.tsx$)/,
  // Radix-based primitives of the back office (no public page's stylesheet has their utilities);
  // a public client module that imported one would still be caught, through its imports
  /^src\/components\/ui\/(badge|confirm-dialog|dialog|input|sheet|switch|tabs)\.tsx$/,
];

/** The sign-in pages are public, and the one place a visitor's browser talks to the auth endpoints. */
const SIGN_IN = /^src\/(app\/auth|features\/auth)\//;
const AUTH_CLIENT = /^better-auth($|\/)/;

const SOURCE = /\.(ts|tsx)$/;
const TEST = /\.(test|int\.test)\.tsx?$/;

const isClient = (code: string) => declares(code, 'use client');
// a client module gets only references to server actions, never their code
const isServerActions = (code: string) => declares(code, 'use server');

const srcDir = path.join(root, 'src');

const heavyLocal = (file: string) => HEAVY_LOCAL.find((h) => h.pattern.test(rel(file)));

/** Every heavy library reachable from `entry`, with the chain of modules that leads to it. */
function heavyImports(entry: string): string[] {
  const found: string[] = [];
  const reached = staticImportChains({
    srcDir,
    entry,
    enter: (file) => !heavyLocal(file) && !isServerActions(readFileSync(file, 'utf8')),
  });
  for (const { chain, specifier, local } of reached) {
    const route = [...chain.map(rel), local ? rel(local) : specifier].join(' -> ');
    const heavy = local
      ? heavyLocal(local)
      : SIGN_IN.test(rel(entry)) && AUTH_CLIENT.test(specifier)
        ? undefined
        : HEAVY.find((h) => h.pattern.test(specifier));
    if (heavy) found.push(`${route} (use ${heavy.instead})`);
  }
  return found;
}

const publicClientModules = walk(
  path.join(root, 'src'),
  (file) => SOURCE.test(file) && !TEST.test(file),
)
  .filter((file) => !BACK_OFFICE.some((pattern) => pattern.test(rel(file))))
  .filter((file) => isClient(readFileSync(file, 'utf8')));

describe('public client code', () => {
  it('finds the public client modules', () => {
    // the site header, the pricing guide and the sign-in card are public client components
    const names = publicClientModules.map(rel);
    expect(names).toContain('src/components/layout/site-header.tsx');
    expect(names).toContain('src/app/(site)/_components/pricing-guide.tsx');
    expect(names).toContain('src/features/auth/components/auth-card.tsx');
  });

  it.each(publicClientModules.map((file) => [rel(file), file]))(
    '%s loads no back-office library and no icon index',
    (_name, file) => {
      expect(heavyImports(file)).toEqual([]);
    },
  );

  it("sees the icons' index through a shared module", () => {
    // the project facts render on the server, with icons from the index
    const facts = path.join(root, 'src/app/(site)/projects/[id]/_components/project-facts.tsx');
    expect(heavyImports(facts).join('\n')).toMatch(
      /project-facts\.tsx -> src\/components\/ui\/icons\/index\.ts \(use the icon's own file/,
    );
  });

  it('sees a heavy library through a shared module', () => {
    // Container is safe on the server, but it loads tailwind-merge: a client module importing
    // it would ship tailwind-merge to every visitor
    const container = path.join(root, 'src/components/ui/container.tsx');
    const probe = heavyImports(container);
    expect(probe.join('\n')).toMatch(/container\.tsx -> src\/lib\/utils\.ts -> tailwind-merge/);
  });
});
