import { readFileSync } from 'node:fs';
import path from 'node:path';
import { minimatch } from 'minimatch';
import { describe, expect, it } from 'vitest';
import { staticImportChains } from '../../scripts/lib/import-graph.mjs';
import {
  authClientLibrary,
  backOfficeFiles,
  backOfficeLibraries,
  publicFiles,
  signInFiles,
} from '../../scripts/lib/public-boundary.mjs';
import { declares, rel, root, walk } from '../../test/source-tree';

// The public pages' JavaScript budget (ADR 006) is spent almost entirely by the framework, so
// one import of a heavy library from client code a visitor loads would break it. This follows
// every import, direct or through shared modules, from each client module of the public site
// and fails on a library that belongs to the back office. Which code is public and which libraries
// belong to the back office is written once, for this test and the lint rule that refuses a direct
// import (scripts/lib/public-boundary.mjs).

// Lint refuses sonner outside the toast outlet; this also sees the outlet load it up front.
const toastLibrary = {
  regex: '^sonner(/|$)',
  message: 'ToastOutlet loads sonner when the first toast is shown (ADR 006).',
};
const HEAVY = [...backOfficeLibraries, authClientLibrary, toastLibrary].map(
  ({ regex, message }) => ({ pattern: new RegExp(regex), message }),
);
const AUTH_CLIENT = new RegExp(authClientLibrary.regex);

/**
 * Modules of the site that public client code must not load. The icons' index re-exports every
 * icon, and each icon is a call the bundler keeps, used or not: every icon's paths would ship.
 */
const HEAVY_LOCAL: { pattern: RegExp; message: string }[] = [
  {
    pattern: /^src\/components\/ui\/icons\/index\.ts$/,
    message: "Import the icon's own file, such as @/components/ui/icons/clock.",
  },
];

const matches = (globs: string[]) => (file: string) =>
  globs.some((glob) => minimatch(rel(file), glob));
const isPublic = matches(publicFiles);
const isBackOffice = matches(backOfficeFiles);
const isSignIn = matches(signInFiles);

const SOURCE = /\.(ts|tsx)$/;
const TEST = /\.(test|int\.test)\.tsx?$/;

// every traversal below reads the same files: each is read once
const sources = new Map<string, string>();
const sourceOf = (file: string) => {
  let code = sources.get(file);
  if (code === undefined) sources.set(file, (code = readFileSync(file, 'utf8')));
  return code;
};

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
    enter: (file) => !heavyLocal(file) && !isServerActions(sourceOf(file)),
  });
  for (const { chain, specifier, local } of reached) {
    const route = [...chain.map(rel), local ? rel(local) : specifier].join(' -> ');
    const heavy = local
      ? heavyLocal(local)
      : isSignIn(entry) && AUTH_CLIENT.test(specifier)
        ? undefined
        : HEAVY.find((h) => h.pattern.test(specifier));
    if (heavy) found.push(`${route} (${heavy.message})`);
  }
  return found;
}

// A browser's first Intl formatter or collator (toLocaleString and localeCompare make one) loads
// the locale's data on the main thread as the page starts (bench/history.md, 2026-11-28: /blog,
// whose client list formatted its dates with one). Public client code formats its few dates
// itself (src/lib/long-date.ts) and gets lists sorted from the server.
const INTL = /\bIntl\.|\.toLocale(?:Date|Time)?String\(|\.localeCompare\(/;

const withoutComments = (code: string) =>
  code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');

/**
 * Modules that may make a formatter because no page loads them as it starts: only a chunk the
 * page fetches once the visitor reaches for something imports them (the consultation page's
 * time picker needs the browser's own time zone, which only Intl knows). The test below holds
 * them to that.
 */
const INTL_ON_DEMAND: { module: string; loadedBy: string }[] = [
  {
    module: 'src/features/booking/components/browser-zone.ts',
    loadedBy: 'src/features/booking/components/time-picker.tsx',
  },
];
const onDemand = (file: string) => INTL_ON_DEMAND.some((d) => d.module === rel(file));

/** The modules reachable from `entry` (itself included) whose code makes an Intl formatter. */
function intlUsers(entry: string): string[] {
  const reached = staticImportChains({
    srcDir,
    entry,
    enter: (file) => !isServerActions(sourceOf(file)),
  });
  const files = [entry, ...reached.flatMap(({ local }) => (local ? [local] : []))];
  return files
    .filter((file) => !onDemand(file) && INTL.test(withoutComments(sourceOf(file))))
    .map(rel);
}

/** The source files that import `target` statically (type-only imports load nothing). */
function staticImporters(target: string): string[] {
  return walk(srcDir, (file) => SOURCE.test(file) && !TEST.test(file)).filter((file) =>
    staticImportChains({ srcDir, entry: file, enter: () => false }).some(
      ({ local }) => local !== null && rel(local) === target,
    ),
  );
}

const publicClientModules = walk(
  path.join(root, 'src'),
  (file) => SOURCE.test(file) && !TEST.test(file),
)
  .filter((file) => isPublic(file) && !isBackOffice(file))
  .filter((file) => isClient(sourceOf(file)));

describe('public client code', () => {
  it('finds the public client modules', () => {
    // the site header, the pricing guide and the sign-in card are public client components
    const names = publicClientModules.map(rel);
    expect(names).toContain('src/components/layout/site-header.tsx');
    expect(names).toContain('src/app/(site)/_components/pricing-controls.tsx');
    expect(names).toContain('src/features/auth/components/auth-card.tsx');
  });

  it.each(publicClientModules.map((file) => [rel(file), file]))(
    '%s loads no back-office library and no icon index',
    (_name, file) => {
      expect(heavyImports(file)).toEqual([]);
    },
  );

  it.each(publicClientModules.map((file) => [rel(file), file]))(
    '%s makes no Intl formatter, directly or through a shared module',
    (_name, file) => {
      expect(intlUsers(file)).toEqual([]);
    },
  );

  it.each(INTL_ON_DEMAND.map((d) => [d.module, d]))(
    '%s is loaded only by a chunk fetched on demand',
    (_name, { module, loadedBy }) => {
      expect(staticImporters(module).map(rel)).toEqual([loadedBy]);
      // and that chunk only through import()
      expect(staticImporters(loadedBy).map(rel)).toEqual([]);
      expect(intlUsers(path.join(root, loadedBy))).toEqual([]);
      expect(INTL.test(withoutComments(sourceOf(path.join(root, module))))).toBe(true);
    },
  );

  it('sees an Intl formatter through a shared module', () => {
    // the back office's media details (no visitor loads them) format their dates through a
    // shared module that makes one
    const details = path.join(root, 'src/features/media/components/media-details.tsx');
    expect(intlUsers(details)).toContain('src/features/media/format.ts');
  });

  it("sees the icons' index through a shared module", () => {
    // the project facts render on the server, with icons from the index
    const facts = path.join(root, 'src/app/(site)/projects/[slug]/_components/project-facts.tsx');
    expect(heavyImports(facts).join('\n')).toMatch(
      /project-facts\.tsx -> src\/components\/ui\/icons\/index\.ts \(Import the icon's own file/,
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
