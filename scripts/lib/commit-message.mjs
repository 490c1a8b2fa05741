// What a commit message must be (docs/contributing.md): a subject of at most 72 characters, and
// the detail, if any, in a body after one blank line. Checked by the commit-msg hook
// (.githooks/commit-msg) on new commits only; old commits are as they are.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const MAX_SUBJECT = 72;

/**
 * What is wrong with a commit message, or null. Lines git treats as comments are ignored.
 * @param {string} message
 * @returns {string | null}
 */
export function commitMessageProblem(message) {
  const lines = message
    .split('\n')
    .filter((line) => !line.startsWith('#'))
    .map((line) => line.trimEnd());
  while (lines.length && lines[0] === '') lines.shift();
  if (!lines.length) return null; // git itself refuses an empty message
  const subject = lines[0] ?? '';
  const length = [...subject].length;
  if (length > MAX_SUBJECT)
    return `The subject has ${length} characters; keep it to ${MAX_SUBJECT} and put the detail in the body.`;
  if (lines.length > 1 && lines[1] !== '')
    return 'Leave one blank line between the subject and the body.';
  return null;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const file = process.argv[2];
  if (!file) {
    console.error('commit-msg: give the file that holds the commit message');
    process.exit(2);
  }
  const problem = commitMessageProblem(readFileSync(file, 'utf8'));
  if (problem) {
    console.error(`commit-msg: ${problem}`);
    process.exit(1);
  }
}
