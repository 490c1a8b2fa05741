import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importsOf, staticImportsOf } from '../../scripts/lib/import-graph.mjs';
import { publicDocuments, stylesheetText } from '../../scripts/lib/page-styles.mjs';
import { rel, root } from '../../test/source-tree';

// Each public page loads a stylesheet of its own, with the utilities of the modules it renders
// (docs/decisions/015-page-stylesheets.md). A stylesheet that misses a module leaves that
// module's elements unstyled, so the files must follow the pages' imports exactly.

const documents = publicDocuments();
const byEntry = (entry: string) => documents.find((d) => rel(d.entry) === entry)!;
const sources = (entry: string) => stylesheetText(byEntry(entry));

describe('page stylesheets', () => {
  it.each(documents.map((d) => [rel(d.stylesheet), d]))(
    '%s is up to date (else run npm run styles)',
    (_name, document) => {
      expect(readFileSync(document.stylesheet, 'utf8')).toBe(stylesheetText(document));
    },
  );

  it.each(documents.map((d) => [rel(d.entry), d]))('%s imports its stylesheet', (_name, d) => {
    const own = `./${path.basename(d.stylesheet)}`;
    expect(staticImportsOf(readFileSync(d.entry, 'utf8'))).toContain(own);
  });

  it('is imported by a loading state too, which the page arrives after', () => {
    const loading = path.join(root, 'src/app/(site)/projects/(list)/loading.tsx');
    expect(staticImportsOf(readFileSync(loading, 'utf8'))).toContain('./styles.css');
  });

  it('is the only stylesheet of a public page: the public layouts import none', () => {
    for (const layout of ['src/app/layout.tsx', 'src/app/(site)/layout.tsx']) {
      const imports = staticImportsOf(readFileSync(path.join(root, layout), 'utf8'));
      expect(imports.filter((s) => s.endsWith('.css'))).toEqual([]);
    }
  });

  it('covers the layouts, a lazily loaded viewer and what a server action renders', () => {
    const project = sources('src/app/(site)/projects/[id]/page.tsx');
    expect(project).toContain("@source '../../../../components/layout/site-header.tsx';");
    expect(project).toContain("@source './_components/lightbox-dialog.tsx';");
    // the landing page's later sections arrive from loadLaterSections
    expect(sources('src/app/(site)/page.tsx')).toContain(
      "@source './_components/pricing-guide.tsx';",
    );
  });

  it("leaves out other pages' modules, server code and database reads", () => {
    const about = sources('src/app/(site)/about/page.tsx');
    expect(about).not.toContain('pricing-guide');
    expect(about).not.toContain('lightbox');
    expect(sources('src/app/(site)/page.tsx')).not.toMatch(/\/server\/|queries\.ts/);
  });
});

describe('importsOf', () => {
  it('reads static, re-exported and dynamic imports, not type-only ones', () => {
    const code = [
      "import { a } from './a';",
      "import type { B } from './b';",
      "export { c } from '@/c';",
      "import './d.css';",
      "const e = () => import('./e');",
    ].join('\n');
    expect(staticImportsOf(code)).toEqual(['./a', '@/c', './d.css']);
    expect(importsOf(code)).toEqual(['./a', '@/c', './d.css', './e']);
  });
});
