// The comments of the project's source files, for the tests that keep them honest
// (scripts/lib/repository-text.test.ts): found by TypeScript's parser, so a `//` inside a string
// or a URL is not taken for one.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

// skipTrivia is TypeScript's own (not in its declarations): where the next token starts
/** @type {typeof import('typescript') & { skipTrivia(text: string, pos: number): number }} */
const ts = createRequire(import.meta.url)('typescript');

const SKIPPED_DIRS = new Set(['node_modules', '.git']);

const SOURCE = /\.(ts|tsx|mts|js|mjs|cjs|css)$/;

/** @typedef {{ line: number, text: string }} Comment */

/**
 * Every file under `entries` whose name `pattern` matches (code and CSS), relative to `root`.
 * @param {string} root
 * @param {readonly string[]} entries
 * @param {RegExp} [pattern]
 * @returns {string[]}
 */
export function sourceFiles(root, entries, pattern = SOURCE) {
  /** @type {string[]} */
  const found = [];
  /** @param {string} rel */
  const walk = (rel) => {
    const full = path.join(root, rel);
    let dirents;
    try {
      dirents = readdirSync(full, { withFileTypes: true });
    } catch (caught) {
      const error = /** @type {NodeJS.ErrnoException} */ (caught);
      if (error.code === 'ENOTDIR') {
        if (pattern.test(rel)) found.push(rel);
        return;
      }
      if (error.code === 'ENOENT') return;
      throw error;
    }
    for (const d of dirents) {
      if (SKIPPED_DIRS.has(d.name) || d.name.startsWith('.next')) continue;
      walk(path.join(rel, d.name));
    }
  };
  for (const entry of entries) walk(entry);
  return found.sort();
}

/**
 * The comments of one file's text, each with the line it starts on.
 * @param {string} file
 * @param {string} text
 * @returns {Comment[]}
 */
export function commentsOf(file, text) {
  if (file.endsWith('.css')) {
    return [...text.matchAll(/\/\*[\s\S]*?\*\//g)].map((m) => ({
      line: text.slice(0, m.index).split('\n').length,
      text: m[0],
    }));
  }
  const kind = /\.[jt]sx$/.test(file) ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind);
  /** @type {Set<number>} */
  const seen = new Set();
  /** @type {Comment[]} */
  const comments = [];
  /** @param {number} at */
  const collect = (at) => {
    // a comment on the line of the token before it is that token's "trailing" comment
    for (const range of [
      ...(ts.getLeadingCommentRanges(text, at) ?? []),
      ...(ts.getTrailingCommentRanges(text, at) ?? []),
    ]) {
      if (seen.has(range.pos)) continue;
      seen.add(range.pos);
      comments.push({
        line: source.getLineAndCharacterOfPosition(range.pos).line + 1,
        text: text.slice(range.pos, range.end),
      });
    }
  };
  // Comments sit between tokens; the nodes' edges reach all of them but those right after an
  // opening bracket (`{/* in JSX */}`) or a separating comma or semicolon, looked at apart.
  /** @param {import('typescript').Node} node */
  const visit = (node) => {
    collect(node.pos);
    collect(node.end);
    const after = text.charAt(node.end);
    if (after && ',;'.includes(after)) collect(node.end + 1);
    const start = ts.skipTrivia(text, node.pos);
    const first = text.charAt(start);
    if (node.kind !== ts.SyntaxKind.JsxText && first && '{(['.includes(first)) collect(start + 1);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return comments.sort((a, b) => a.line - b.line);
}

/**
 * The comments of every file under `entries` whose text `quick` matches at all.
 * @param {string} root
 * @param {readonly string[]} entries
 * @param {RegExp} quick
 * @returns {(Comment & { file: string })[]}
 */
export function commentsMatching(root, entries, quick) {
  /** @type {(Comment & { file: string })[]} */
  const out = [];
  for (const file of sourceFiles(root, entries)) {
    const text = readFileSync(path.join(root, file), 'utf8');
    if (!quick.test(text)) continue;
    for (const comment of commentsOf(file, text)) out.push({ file, ...comment });
  }
  return out;
}
