import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, pgliteTemplate } from '#test/databases';
import { backUp, filesUnder, fillSite, siteRows } from '#test/backup-site';
import { startTestS3, type TestS3 } from '#test/s3-server';
import { connect } from '@/server/db/connect';
import { createS3Storage } from '@/server/storage/s3';
import { transactionsOf } from '@/server/db/raw-sql';
import { restoreSite } from './restore';
import { writeBackup } from './write-archive';
import { createWriteStream } from 'node:fs';
import { readArchive } from './read-archive';

// Media move between local disk and an S3 bucket with the site: restored into a bucket, and backed
// up from one, byte for byte.

describe('a backup with media in an S3 bucket', () => {
  let s3: TestS3;
  let work: string;
  beforeAll(async () => {
    s3 = await startTestS3('backup-media');
    work = await mkdtemp(path.join(os.tmpdir(), 'backup-s3-'));
  });
  afterAll(async () => {
    await s3?.stop();
    if (work) await rm(work, { recursive: true, force: true });
  });

  const bucket = () =>
    createS3Storage({
      bucket: s3.bucket,
      endpoint: s3.endpoint,
      accessKeyId: s3.accessKeyId,
      secretAccessKey: s3.secretAccessKey,
    });

  it('restores local media into the bucket, and backs the bucket up again', async () => {
    const source = await openPglite();
    const sourceDir = path.join(work, 'source');
    try {
      await fillSite(source, sourceDir);
      const archive = path.join(work, 'local.tar');
      await backUp(source, sourceDir, archive);

      const dataDir = path.join(work, 'target');
      const result = await restoreSite(archive, {
        dataDir,
        s3: bucket(),
        template: pgliteTemplate(),
      });
      const local = await filesUnder(path.join(sourceDir, 'uploads'));
      expect(result.files).toBe(local.size);
      for (const [key, bytes] of local) {
        const stored = await bucket().getObjectStream(key);
        expect(Buffer.from(await new Response(stored!.body).arrayBuffer()).equals(bytes), key).toBe(
          true,
        );
      }

      const restored = await connect({ dataDir });
      expect(await siteRows(restored)).toEqual(await siteRows(source));
      const again = path.join(work, 's3.tar');
      const manifest = await writeBackup(createWriteStream(again), {
        engine: 'pglite',
        inTransaction: transactionsOf(restored),
        storage: bucket(),
      });
      await restored.close();
      expect(manifest.source.storage).toBe('s3');
      const checked = await readArchive(again);
      const media = (m: typeof checked) => m.files.filter((f) => f.path.startsWith('media/'));
      expect(media(checked)).toEqual(media(await readArchive(archive)));
    } finally {
      await source.close();
    }
  });
});
