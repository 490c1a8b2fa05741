import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { staticImportChains } from '../../../../scripts/lib/import-graph.mjs';
import { declares, rel, root } from '../../../../test/source-tree';

// The landing page's later sections are in its HTML, but their interactive parts load only as
// the visitor reaches for them (ADR 030, ADR 037). A client component that a
// later section imports directly goes into the page's first scripts, and every visitor downloads
// it whether or not they scroll: each must come through later-islands.tsx, unless the first
// screen loads it anyway.

const srcDir = path.join(root, 'src');
const here = (name: string) => path.join(srcDir, 'app/(site)', name);
const PAGE = here('page.tsx');
const LATER = here('_components/later-sections.tsx');

const isClient = (file: string) => declares(readFileSync(file, 'utf8'), 'use client');

/** The client components the server modules from `entry` render (not entering `skip`). */
function renderedClientModules(entry: string, skip?: string): string[] {
  return staticImportChains({ srcDir, entry, enter: (file) => file !== skip && !isClient(file) })
    .map(({ local }) => local)
    .filter((local): local is string => local !== null && isClient(local));
}

/** What the browser loads with `modules`: them and what they import (import() left out). */
function bundled(modules: string[]): Set<string> {
  const all = new Set(modules);
  for (const entry of modules)
    for (const { local } of staticImportChains({ srcDir, entry })) if (local) all.add(local);
  return all;
}

const firstScreen = bundled(renderedClientModules(PAGE, LATER));
const firstScripts = bundled(renderedClientModules(PAGE));
const later = renderedClientModules(LATER);

describe('the landing page’s later sections', () => {
  it('render client components', () => {
    expect(later.map(rel)).toContain('src/app/(site)/_components/later-islands.tsx');
  });

  it('bring no client code of their own into the first scripts', () => {
    const own = later.filter((file) => !file.endsWith('later-islands.tsx'));
    expect(own.filter((file) => !firstScreen.has(file)).map(rel)).toEqual([]);
  });

  it('keep their forms and guides out of the first scripts', () => {
    const parts = [
      'src/app/(site)/_components/pricing-controls.tsx',
      'src/app/(site)/_components/pricing-figures.tsx',
      'src/app/(site)/_components/video-facade.tsx',
      'src/features/consultation/components/quick-consultation-form.tsx',
      'src/features/contact/components/contact-form.tsx',
    ];
    expect(parts.filter((part) => firstScripts.has(path.join(root, part)))).toEqual([]);
  });
});
