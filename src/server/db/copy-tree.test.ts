import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { copyTreeWhole } from './copy-tree';

describe('copyTreeWhole', () => {
  let dir: string;
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const sourceTree = () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'copy-tree-'));
    const from = path.join(dir, 'from');
    mkdirSync(path.join(from, 'base', '1'), { recursive: true });
    writeFileSync(path.join(from, 'PG_VERSION'), '17\n');
    writeFileSync(path.join(from, 'base', '1', 'table'), 'rows');
    return from;
  };

  it('puts the whole tree in place, over what a stopped copy left beside it', async () => {
    const from = sourceTree();
    const to = path.join(dir, 'to');
    mkdirSync(`${to}.partial`);
    writeFileSync(path.join(`${to}.partial`, 'stray'), 'from a copy stopped halfway');

    await copyTreeWhole(from, to);

    expect(readFileSync(path.join(to, 'PG_VERSION'), 'utf8')).toBe('17\n');
    expect(readFileSync(path.join(to, 'base', '1', 'table'), 'utf8')).toBe('rows');
    expect(existsSync(path.join(to, 'stray'))).toBe(false);
    expect(existsSync(`${to}.partial`)).toBe(false);
  });

  it('leaves nothing at the target when the copy fails', async () => {
    const from = sourceTree();
    // copyTree copies regular files only
    symlinkSync(path.join(from, 'PG_VERSION'), path.join(from, 'base', 'link'));
    const to = path.join(dir, 'to');

    await expect(copyTreeWhole(from, to)).rejects.toThrow(/neither a file nor a directory/);
    expect(existsSync(to)).toBe(false);
  });
});
