import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import tar from 'tar-stream';
import type { StorageBackend } from '@/server/storage/types';
import { dumpDatabase, sha256OfFile } from './dump';
import {
  ARCHIVE_FORMAT,
  ARCHIVE_VERSION,
  AUTH_SECRET_FILE,
  MANIFEST_NAME,
  MEDIA_PREFIX,
  tableFile,
  type Manifest,
  type ManifestFile,
} from './manifest';
import type { RunInTransaction } from '@/server/db/raw-sql';

export type BackupSource = {
  engine: 'pglite' | 'postgres';
  inTransaction: RunInTransaction;
  storage: StorageBackend;
  /** the site's auth secret (configured or generated), carried so the restored site can read what it encrypted */
  authSecret?: string;
  /** where the table dump waits while the archive streams (default: the system's temp folder) */
  tmpDir?: string;
};

/**
 * Streams one archive of the site into `out`, at the pace `out` takes it: the tables are dumped
 * to disk first, in one snapshot (on the embedded database this briefly holds the site's other
 * queries), then the dump and every media object are copied through, one chunk at a time.
 */
export async function writeBackup(out: Writable, source: BackupSource): Promise<Manifest> {
  const tmpRoot = source.tmpDir ?? os.tmpdir();
  await mkdir(tmpRoot, { recursive: true });
  const work = await mkdtemp(path.join(tmpRoot, '.backup-'));
  try {
    const dump = await dumpDatabase(source.inTransaction, work);
    const pack = tar.pack();
    const sent = pipeline(pack as unknown as Readable, out);
    const files: ManifestFile[] = [];
    try {
      for (const table of dump.tables) {
        const size = (await stat(table.file)).size;
        const sha256 = await sha256OfFile(table.file);
        await addEntry(pack, tableFile(table.name), size, createReadStream(table.file));
        files.push({ path: tableFile(table.name), size, sha256 });
      }
      for await (const object of source.storage.listObjects()) {
        const stored = await source.storage.getObjectStream(object.key);
        if (!stored) continue; // deleted since it was listed: it is not part of the site any more
        const name = MEDIA_PREFIX + object.key;
        const sha256 = await addEntry(
          pack,
          name,
          stored.info.size,
          Readable.fromWeb(stored.body as never),
        );
        files.push({ path: name, size: stored.info.size, sha256 });
      }
      if (source.authSecret) {
        const secret = Buffer.from(source.authSecret);
        const sha256 = await addEntry(
          pack,
          AUTH_SECRET_FILE,
          secret.length,
          Readable.from([secret]),
        );
        files.push({ path: AUTH_SECRET_FILE, size: secret.length, sha256 });
      }
      const manifest: Manifest = {
        format: ARCHIVE_FORMAT,
        version: ARCHIVE_VERSION,
        createdAt: new Date().toISOString(),
        source: { engine: source.engine, storage: source.storage.kind },
        migrations: dump.migrations,
        tables: dump.tables.map(({ name, rows }) => ({ name, rows })),
        files,
      };
      const bytes = Buffer.from(JSON.stringify(manifest, null, 2));
      await addEntry(pack, MANIFEST_NAME, bytes.length, Readable.from([bytes]));
      pack.finalize();
      await sent;
      return manifest;
    } catch (error) {
      pack.destroy(error as Error);
      await sent.catch(() => undefined);
      throw error;
    }
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** Copies `body` (exactly `size` bytes) into the archive as `name`; returns its SHA-256. */
async function addEntry(
  pack: tar.Pack,
  name: string,
  size: number,
  body: Readable,
): Promise<string> {
  const hash = createHash('sha256');
  let written: () => void = () => undefined;
  let failed: (error: Error) => void = () => undefined;
  const closed = new Promise<void>((resolve, reject) => {
    written = resolve;
    failed = reject;
  });
  // streamx's writable, driven through the interface it shares with Node's
  const entry = pack.entry({ name, size, mode: 0o644, mtime: new Date(0) }, (error) =>
    error ? failed(error) : written(),
  ) as unknown as Writable;
  try {
    for await (const chunk of body) {
      hash.update(chunk as Buffer);
      if (!entry.write(chunk)) await once(entry, 'drain');
    }
    entry.end();
  } catch (error) {
    body.destroy();
    entry.destroy(error as Error);
    throw error;
  }
  await closed;
  return hash.digest('hex');
}
