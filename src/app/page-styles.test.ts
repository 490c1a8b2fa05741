import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { compile } from '@tailwindcss/node';
import { describe, expect, it } from 'vitest';
import { importsOf, staticImportsOf } from '../../scripts/lib/import-graph.mjs';
import { pageStylesheets, publicDocuments } from '../../scripts/lib/page-styles.mjs';
import { wordsOnlyInComments } from '../../test/comment-words';
import { rel, root } from '../../test/source-tree';

// Each public page loads a stylesheet of its own, with the utilities of the modules it renders
// (docs/decisions/015-page-stylesheets.md). A stylesheet that misses a module leaves that
// module's elements unstyled, so the files must follow the pages' imports exactly.

const documents = publicDocuments();
const written = new Map(pageStylesheets().map(({ file, text }) => [file, text]));

/** The modules whose utilities a stylesheet holds, through the stylesheets it imports. */
function covered(stylesheet: string): string[] {
  const text = written.get(stylesheet) ?? readFileSync(stylesheet, 'utf8');
  const dir = path.dirname(stylesheet);
  const sources = [...text.matchAll(/@source '([^']+)';/g)].map((m) => rel(path.join(dir, m[1]!)));
  for (const m of text.matchAll(/@import '(\.[^']+)';/g)) {
    sources.push(...covered(path.join(dir, m[1]!)));
  }
  return sources;
}
const coveredFor = (entry: string) =>
  covered(documents.find((d) => rel(d.entry) === entry)!.stylesheet);

describe('page stylesheets', () => {
  it.each([...written].map(([file, text]) => [rel(file), file, text]))(
    '%s is up to date (else run npm run styles)',
    (_name, file, text) => {
      expect(readFileSync(file, 'utf8')).toBe(text);
    },
  );

  it.each(documents.map((d) => [rel(d.entry), d]))('%s imports its stylesheet', (_name, d) => {
    const own = `./${path.basename(d.stylesheet)}`;
    expect(staticImportsOf(readFileSync(d.entry, 'utf8'))).toContain(own);
  });

  it('is imported by a loading state too, which the page arrives after', () => {
    const loadings = documents
      .map((d) => path.join(path.dirname(d.entry), 'loading.tsx'))
      .filter((file) => existsSync(file));
    expect(loadings.map(rel)).toContain('src/app/(site)/projects/(list)/loading.tsx');
    for (const loading of loadings) {
      expect(staticImportsOf(readFileSync(loading, 'utf8'))).toContain('./styles.css');
    }
  });

  it('is the only stylesheet of a public page: the public layouts import none', () => {
    for (const layout of ['src/app/layout.tsx', 'src/app/(site)/layout.tsx']) {
      const imports = staticImportsOf(readFileSync(path.join(root, layout), 'utf8'));
      expect(imports.filter((s) => s.endsWith('.css'))).toEqual([]);
    }
  });

  it('covers the layouts, a lazily loaded viewer and what a server action renders', () => {
    const project = coveredFor('src/app/(site)/projects/[slug]/page.tsx');
    expect(project).toContain('src/components/layout/site-header.tsx');
    expect(project).toContain('src/app/(site)/projects/[slug]/_components/lightbox-dialog.tsx');
    // what the landing page's later sections render lazily
    expect(coveredFor('src/app/(site)/page.tsx')).toContain(
      'src/app/(site)/_components/pricing-controls.tsx',
    );
    // the 404 page renders the same frame
    expect(coveredFor('src/app/global-not-found.tsx')).toContain(
      'src/components/layout/site-footer.tsx',
    );
  });

  it("leaves out other pages' modules, server code and database reads", () => {
    const about = coveredFor('src/app/(site)/about/page.tsx').join('\n');
    expect(about).not.toContain('pricing-controls');
    expect(about).not.toContain('lightbox');
    expect(coveredFor('src/app/(site)/page.tsx').join('\n')).not.toMatch(/\/server\/|queries\.ts/);
  });

  it('names each shared module once, in the shell every page imports', () => {
    const shell = new Set(covered(path.join(root, 'src/app/site.css')));
    expect(shell.has('src/components/layout/site-header.tsx')).toBe(true);
    for (const d of documents) {
      const own = written.get(d.stylesheet)!;
      const dir = path.dirname(d.stylesheet);
      for (const m of own.matchAll(/@source '([^']+)';/g)) {
        expect(shell.has(rel(path.join(dir, m[1]!)))).toBe(false);
      }
    }
  });
});

describe('the words of comments', () => {
  const siteCss = path.join(root, 'src/app/site.css');
  // whether a word adds a rule does not depend on the page: one compiler, asked word by word
  const compiler = compile(readFileSync(siteCss, 'utf8'), {
    base: path.dirname(siteCss),
    onDependency: () => {},
  });
  const addsRule = new Map<string, boolean>();
  let css: string | undefined;

  /** The words only comments hold that would add a rule to the stylesheet. */
  async function utilitiesFromComments(sources: string[]): Promise<string[]> {
    const onlyComments = wordsOnlyInComments(sources.map((s) => path.join(root, s)));
    const tailwind = await compiler;
    css ??= tailwind.build([]);
    for (const word of onlyComments) {
      if (addsRule.has(word)) continue;
      const next = tailwind.build([word]);
      addsRule.set(word, next !== css);
      css = next;
    }
    return onlyComments.filter((word) => addsRule.get(word));
  }

  it.each(documents.map((d) => [rel(d.stylesheet), d.stylesheet]))(
    "%s gets no utility from a word of a comment (reword it, or add it to site.css's @source not inline)",
    async (_name, stylesheet) => {
      expect(await utilitiesFromComments(covered(stylesheet))).toEqual([]);
    },
  );

  it('finds a word of a comment that adds a rule, unless code sets it or site.css lists it', async () => {
    const fixture = 'test/fixtures/comment-words.tsx';
    expect(await utilitiesFromComments([fixture])).toEqual(['grid']);
    expect(
      await utilitiesFromComments([fixture, 'test/fixtures/comment-words-in-code.tsx']),
    ).toEqual([]);
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
