import { PassThrough, Readable } from 'node:stream';
import { withAdmin } from '@/server/auth/guard';
import { siteBackupSource } from '@/server/backup/site-source';
import { writeBackup } from '@/server/backup/write-archive';
import { archiveName } from '@/server/backup/automatic';
import { archiveHeaders } from '@/features/backups/download-headers';
import { logger } from '@/server/log.mjs';

const log = logger('backup');

// 'Download backup': a fresh archive of the whole site, streamed as it is written, so memory stays
// flat however much media there is. Admin only; every download is in the audit log.
export const GET = withAdmin(async (_request, _context, _session, audit) => {
  const source = await siteBackupSource();
  const name = archiveName(new Date());
  await audit.record({ action: 'backup.download', changes: { note: name } });
  const body = new PassThrough();
  writeBackup(body, source).catch((error: Error) => {
    // the browser sees a failed download; the archive has no manifest, so it could not be restored
    log.error({ err: error }, 'a download failed');
    body.destroy(error);
  });
  return new Response(Readable.toWeb(body) as ReadableStream<Uint8Array>, {
    headers: archiveHeaders(name),
  });
});
