import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from './local';
import { createS3Storage } from './s3';
import { startTestS3, type TestS3 } from '#test/s3-server';
import type { StorageBackend } from './types';

// The same contract for every storage back end: local disk, and an S3 bucket
// on a real S3-protocol server (s3rver) started by the test.

const text = (stream: ReadableStream<Uint8Array>) => new Response(stream).text();

let s3: TestS3;
let localRoot: string;
let spool: string;

beforeAll(async () => {
  s3 = await startTestS3();
  localRoot = await mkdtemp(path.join(os.tmpdir(), 'storage-local-'));
  spool = await mkdtemp(path.join(os.tmpdir(), 'storage-spool-'));
});
afterAll(async () => {
  await s3?.stop();
  await rm(localRoot, { recursive: true, force: true });
  await rm(spool, { recursive: true, force: true });
});

const backends: { name: string; make: () => StorageBackend }[] = [
  { name: 'local', make: () => createLocalStorage(localRoot) },
  {
    name: 's3',
    make: () =>
      createS3Storage({
        bucket: s3.bucket,
        endpoint: s3.endpoint,
        region: 'eu-west-2',
        accessKeyId: s3.accessKeyId,
        secretAccessKey: s3.secretAccessKey,
      }),
  },
];

describe.each(backends)('$name storage', ({ name, make }) => {
  it('stores bytes, describes them, streams them whole and in ranges, and deletes them', async () => {
    const storage = make();
    expect(storage.kind).toBe(name);
    const key = `project-images/${name}-a.webp`;
    const info = await storage.putObject(
      key,
      new TextEncoder().encode('hello world'),
      'image/webp',
    );
    expect(info).toMatchObject({ key, size: 11, contentType: 'image/webp' });
    expect(info.etag).toMatch(/^".+"$/);

    const stat = await storage.statObject(key);
    expect(stat).toMatchObject({ key, size: 11, etag: info.etag });
    expect(stat!.lastModified).toBeInstanceOf(Date);

    const whole = await storage.getObjectStream(key);
    expect(whole!.info.size).toBe(11);
    expect(await text(whole!.body)).toBe('hello world');
    const part = await storage.getObjectStream(key, { start: 6, end: 10 });
    expect(part!.info.size).toBe(11);
    expect(await text(part!.body)).toBe('world');

    await storage.deleteObject(key);
    expect(await storage.statObject(key)).toBeNull();
    expect(await storage.getObjectStream(key)).toBeNull();
    // deleting what is not there is not an error
    await expect(storage.deleteObject(key)).resolves.toBeUndefined();
  });

  it('stores a spooled file by streaming it', async () => {
    const storage = make();
    const file = path.join(spool, `${name}-clip.part`);
    const bytes = Buffer.alloc(3 * 1024 * 1024 + 17, 7);
    await writeFile(file, bytes);
    const key = `project-videos/${name}-clip.mp4`;
    const info = await storage.putFile(key, file, 'video/mp4');
    expect(info).toMatchObject({ key, size: bytes.length, contentType: 'video/mp4' });
    const tail = await storage.getObjectStream(key, {
      start: bytes.length - 5,
      end: bytes.length - 1,
    });
    expect(Buffer.from(await new Response(tail!.body).arrayBuffer())).toEqual(Buffer.alloc(5, 7));
    await storage.deleteObject(key);
  });

  it('treats missing objects and invalid keys as absent, and refuses to write invalid keys', async () => {
    const storage = make();
    expect(await storage.statObject('project-images/nothing-here.png')).toBeNull();
    expect(await storage.statObject('../outside.png')).toBeNull();
    expect(await storage.getObjectStream('/etc/passwd')).toBeNull();
    await expect(
      storage.putObject('../escape.txt', new Uint8Array([1]), 'text/plain'),
    ).rejects.toThrow(/Invalid storage key/);
  });

  it('lists every object once, in key order, with its size (what a backup copies)', async () => {
    const storage = make();
    const keys = [`listing-${name}/b/2.png`, `listing-${name}/a.png`, `listing-${name}/b/1.webp`];
    for (const [i, key] of keys.entries())
      await storage.putObject(key, new Uint8Array(i + 1), 'image/png');
    const listed = [];
    for await (const object of storage.listObjects()) {
      if (object.key.startsWith(`listing-${name}/`)) listed.push([object.key, object.size]);
    }
    expect(listed).toEqual([
      [`listing-${name}/a.png`, 2],
      [`listing-${name}/b/1.webp`, 3],
      [`listing-${name}/b/2.png`, 1],
    ]);
    // a folder's objects alone, as the attachments' sweep lists them
    const folder = [];
    for await (const object of storage.listObjects(`listing-${name}/b/`)) folder.push(object.key);
    expect(folder).toEqual([`listing-${name}/b/1.webp`, `listing-${name}/b/2.png`]);
    for (const key of keys) await storage.deleteObject(key);
  });
});

it('leaves nothing in the local spool folder after putFile', async () => {
  expect((await readdir(spool)).filter((f) => f.startsWith('local-'))).toEqual([]);
});
