import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { InvalidKeyError } from './keys';
import { createLocalStorage } from './local';

async function text(stream: ReadableStream<Uint8Array>): Promise<string> {
  return new Response(stream).text();
}

describe('local storage', () => {
  let root: string;
  beforeEach(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'storage-test-'));
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  it('stores, describes, streams and deletes an object', async () => {
    const storage = createLocalStorage(root);
    const info = await storage.putObject(
      'project-images/a/b.txt',
      new TextEncoder().encode('hello world'),
      'text/plain',
    );
    expect(info).toMatchObject({ key: 'project-images/a/b.txt', size: 11 });
    expect(info.etag).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
    expect(await readFile(path.join(root, 'project-images/a/b.txt'), 'utf8')).toBe('hello world');
    // no temporary files are left next to it
    expect(await readdir(path.join(root, 'project-images/a'))).toEqual(['b.txt']);

    const stat = await storage.statObject('project-images/a/b.txt');
    expect(stat?.etag).toBe(info.etag);

    const whole = await storage.getObjectStream('project-images/a/b.txt');
    expect(await text(whole!.body)).toBe('hello world');
    const part = await storage.getObjectStream('project-images/a/b.txt', { start: 6, end: 10 });
    expect(await text(part!.body)).toBe('world');

    await storage.deleteObject('project-images/a/b.txt');
    expect(await storage.statObject('project-images/a/b.txt')).toBeNull();
    await expect(storage.deleteObject('project-images/a/b.txt')).resolves.toBeUndefined();
  });

  it('treats missing objects, folders and invalid keys as absent', async () => {
    const storage = createLocalStorage(root);
    await storage.putObject('dir/file.png', new Uint8Array([1, 2, 3]), 'image/png');
    expect(await storage.statObject('nothing.png')).toBeNull();
    expect(await storage.statObject('dir')).toBeNull();
    expect(await storage.statObject('dir/file.png/deeper.png')).toBeNull();
    expect(await storage.getObjectStream('dir')).toBeNull();
    expect(await storage.statObject('../outside.png')).toBeNull();
    expect(await storage.getObjectStream('/etc/passwd')).toBeNull();
  });

  it('refuses to write or delete outside its folder', async () => {
    const storage = createLocalStorage(root);
    await expect(
      storage.putObject('../escape.txt', new Uint8Array([1]), 'text/plain'),
    ).rejects.toBeInstanceOf(InvalidKeyError);
    await expect(
      storage.putObject('a/../../escape.txt', new Uint8Array([1]), 'text/plain'),
    ).rejects.toBeInstanceOf(InvalidKeyError);
    await expect(storage.deleteObject('.hidden')).rejects.toBeInstanceOf(InvalidKeyError);
  });

  it('replaces an object atomically', async () => {
    const storage = createLocalStorage(root);
    await storage.putObject('a.txt', new TextEncoder().encode('first'), 'text/plain');
    await storage.putObject('a.txt', new TextEncoder().encode('second version'), 'text/plain');
    const object = await storage.getObjectStream('a.txt');
    expect(object!.info.size).toBe(14);
    expect(await text(object!.body)).toBe('second version');
  });
});
