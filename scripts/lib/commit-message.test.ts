import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { commitMessageProblem, MAX_SUBJECT } from './commit-message.mjs';

describe('commit messages', () => {
  it('take a subject of at most 72 characters, and a body after a blank line', () => {
    expect(commitMessageProblem('Seed images: committed files\n')).toBeNull();
    expect(commitMessageProblem(`${'a'.repeat(MAX_SUBJECT)}\n\nThe detail.\n`)).toBeNull();
    // characters, not bytes
    expect(commitMessageProblem(`${'é'.repeat(MAX_SUBJECT)}\n`)).toBeNull();
    expect(commitMessageProblem(`${'a'.repeat(MAX_SUBJECT + 1)}\n`)).toMatch(/73 characters/);
    expect(commitMessageProblem('A subject\nand a body glued to it\n')).toMatch(/blank line/);
  });

  it("ignore git's comment lines and leading blank lines", () => {
    const template = `\n# Please enter the commit message\n${'a'.repeat(80)}\n`;
    expect(commitMessageProblem(`\nShort subject\n\n# ${'x'.repeat(100)}\n`)).toBeNull();
    expect(commitMessageProblem(template)).toMatch(/80 characters/);
  });

  it('are refused by the hook with its reason, and accepted when right', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'commit-msg-'));
    const run = (message: string) => {
      const file = path.join(dir, 'COMMIT_EDITMSG');
      writeFileSync(file, message);
      return spawnSync(
        'sh',
        [path.resolve(import.meta.dirname, '../../.githooks/commit-msg'), file],
        {
          encoding: 'utf8',
        },
      );
    };
    const refused = run(`${'a'.repeat(90)}\n`);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(/keep it to 72/);
    expect(run('Add the commit-msg hook\n').status).toBe(0);
  });
});
