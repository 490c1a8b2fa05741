import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Scanner } from '@tailwindcss/oxide';
import ts from 'typescript';

// Tailwind reads a source as plain text: a word of a comment ('table', 'visible') is as much a
// class to it as a word of a className, and a page stylesheet grows by a utility nothing sets.
// These helpers tell the words a module's comments alone contain.

const scanner = new Scanner({});
const cache = new Map<string, { code: Set<string>; comments: Set<string> }>();

/** Where the comments of a TypeScript module are, JSX comments included. */
function commentRanges(file: string, text: string): [number, number][] {
  const kind = file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind);
  const ranges = new Map<number, number>();
  const visit = (node: ts.Node) => {
    for (const range of ts.getLeadingCommentRanges(text, node.getFullStart()) ?? []) {
      ranges.set(range.pos, range.end);
    }
    for (const range of ts.getTrailingCommentRanges(text, node.getEnd()) ?? []) {
      ranges.set(range.pos, range.end);
    }
    node.getChildren(source).forEach(visit);
  };
  visit(source);
  return [...ranges];
}

/** The candidates Tailwind finds in a module, split by whether they stand in code or a comment. */
function candidatesOf(file: string): { code: Set<string>; comments: Set<string> } {
  const known = cache.get(file);
  if (known) return known;
  const text = readFileSync(file, 'utf8');
  const ranges = commentRanges(file, text);
  const inComment = (at: number) => ranges.some(([start, end]) => at >= start && at < end);
  const found = { code: new Set<string>(), comments: new Set<string>() };
  const extension = path.extname(file).slice(1);
  for (const { candidate, position } of scanner.getCandidatesWithPositions({
    content: text,
    extension,
  })) {
    (inComment(position) ? found.comments : found.code).add(candidate);
  }
  cache.set(file, found);
  return found;
}

/** The candidates these modules hold only in their comments. */
export function wordsOnlyInComments(files: string[]): string[] {
  const code = new Set<string>();
  const comments = new Set<string>();
  for (const file of files) {
    const found = candidatesOf(file);
    found.code.forEach((c) => code.add(c));
    found.comments.forEach((c) => comments.add(c));
  }
  return [...comments].filter((c) => !code.has(c));
}
