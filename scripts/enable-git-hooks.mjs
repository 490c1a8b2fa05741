// `npm install` (the `prepare` script): points git at the project's hooks (.githooks, whose
// commit-msg refuses a subject over 72 characters; docs/contributing.md). Only in a checkout of
// its own (`.git` a folder) that has no hooks path yet: a worktree shares its repository's
// configuration with the others, and a path someone set stays theirs. Never fails an install.
import { spawnSync } from 'node:child_process';
import { statSync } from 'node:fs';
import path from 'node:path';
import { root } from './lib/build.mjs';

/** @param {string[]} args */
const git = (...args) => spawnSync('git', args, { cwd: root, encoding: 'utf8' });

let ownCheckout = false;
try {
  ownCheckout = statSync(path.join(root, '.git')).isDirectory();
} catch {
  // not a git checkout (an unpacked archive): nothing to set
}
if (ownCheckout && git('config', 'core.hooksPath').stdout.trim() === '') {
  const set = git('config', 'core.hooksPath', '.githooks');
  if (set.status === 0) console.log('git hooks: core.hooksPath set to .githooks');
}
