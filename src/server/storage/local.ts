import 'server-only';
import { randomBytes } from 'node:crypto';
import { copyFile, mkdir, open, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { env } from '@/env';
import { assertValidKey, contentTypeFor, isValidKey } from './keys';
import type { ByteRange } from './range';
import type { ObjectInfo, ObjectStream, StorageBackend } from './types';

function etagOf(size: number, mtimeMs: number): string {
  return `"${size.toString(16)}-${Math.floor(mtimeMs).toString(16)}"`;
}

function missing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException).code;
  return code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR';
}

/** Media kept as plain files under `root` (normally DATA_DIR/uploads), one file per key. */
export function createLocalStorage(root: string): StorageBackend {
  const base = path.resolve(root);

  const fileFor = (key: string): string => {
    assertValidKey(key);
    const file = path.resolve(base, key);
    // belt and braces: validation already rules out escaping the root
    if (!file.startsWith(base + path.sep))
      throw new Error(`Storage key escapes the uploads folder: ${key}`);
    return file;
  };

  const info = (key: string, size: number, mtime: Date): ObjectInfo => ({
    key,
    size,
    lastModified: mtime,
    contentType: contentTypeFor(key),
    etag: etagOf(size, mtime.getTime()),
  });

  return {
    kind: 'local',

    async checkReady() {
      await mkdir(base, { recursive: true });
      const probe = path.join(base, `.ready-${process.pid}-${randomBytes(4).toString('hex')}.tmp`);
      try {
        await writeFile(probe, '');
      } finally {
        await rm(probe, { force: true });
      }
    },

    async putObject(key, bytes) {
      const file = fileFor(key);
      await mkdir(path.dirname(file), { recursive: true });
      // write then rename, so a reader never sees half a file
      const temp = path.join(
        path.dirname(file),
        `.${path.basename(file)}.${randomBytes(6).toString('hex')}.tmp`,
      );
      try {
        await writeFile(temp, bytes);
        await rename(temp, file);
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
      const s = await stat(file);
      return info(key, s.size, s.mtime);
    },

    async putFile(key, filePath) {
      const file = fileFor(key);
      await mkdir(path.dirname(file), { recursive: true });
      const temp = path.join(
        path.dirname(file),
        `.${path.basename(file)}.${randomBytes(6).toString('hex')}.tmp`,
      );
      try {
        // a rename when the spool folder is on the same disk, a copy otherwise; then an atomic rename
        await rename(filePath, temp).catch(async (error: NodeJS.ErrnoException) => {
          if (error.code !== 'EXDEV') throw error;
          await copyFile(filePath, temp);
        });
        await rename(temp, file);
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
      const s = await stat(file);
      return info(key, s.size, s.mtime);
    },

    async statObject(key) {
      if (!isValidKey(key)) return null;
      try {
        const s = await stat(fileFor(key));
        return s.isFile() ? info(key, s.size, s.mtime) : null;
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },

    async getObjectStream(key, range?: ByteRange): Promise<ObjectStream | null> {
      if (!isValidKey(key)) return null;
      let handle;
      try {
        handle = await open(fileFor(key), 'r');
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
      try {
        // stat the open handle: what we describe is exactly what we stream
        const s = await handle.stat();
        if (!s.isFile()) {
          await handle.close();
          return null;
        }
        const stream = handle.createReadStream(range ? { start: range.start, end: range.end } : {});
        const body = Readable.toWeb(stream) as unknown as ReadableStream<Uint8Array>;
        return { info: info(key, s.size, s.mtime), body };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },

    async deleteObject(key) {
      await rm(fileFor(key), { force: true });
    },

    async *listObjects(prefix = '') {
      // a key maps to a file and back; temporary files (dot names) are not keys yet
      async function* walk(dir: string, prefix: string): AsyncGenerator<ObjectInfo> {
        let entries;
        try {
          entries = await readdir(dir, { withFileTypes: true });
        } catch (error) {
          if (missing(error)) return;
          throw error;
        }
        entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
        for (const entry of entries) {
          const key = prefix + entry.name;
          if (entry.isDirectory()) yield* walk(path.join(dir, entry.name), `${key}/`);
          else if (entry.isFile() && isValidKey(key)) {
            try {
              const s = await stat(path.join(dir, entry.name));
              yield info(key, s.size, s.mtime);
            } catch (error) {
              if (!missing(error)) throw error; // deleted while listing: no longer an object
            }
          }
        }
      }
      // a folder prefix starts the walk in that folder; anything else filters the whole walk
      const folder = prefix.endsWith('/') && isValidKey(prefix.slice(0, -1)) ? prefix : '';
      for await (const object of walk(path.join(base, folder), folder))
        if (object.key.startsWith(prefix)) yield object;
    },
  };
}

let fallback: StorageBackend | undefined;

function defaultLocal(): StorageBackend {
  fallback ??= createLocalStorage(path.join(env().DATA_DIR, 'uploads'));
  return fallback;
}

/** Shortcuts over DATA_DIR/uploads. */
export const putObject: StorageBackend['putObject'] = (key, bytes, contentType) =>
  defaultLocal().putObject(key, bytes, contentType);
export const putFile: StorageBackend['putFile'] = (key, filePath, contentType) =>
  defaultLocal().putFile(key, filePath, contentType);
export const getObjectStream: StorageBackend['getObjectStream'] = (key, range) =>
  defaultLocal().getObjectStream(key, range);
export const statObject: StorageBackend['statObject'] = (key) => defaultLocal().statObject(key);
export const deleteObject: StorageBackend['deleteObject'] = (key) =>
  defaultLocal().deleteObject(key);
