import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { withAdmin } from '@/server/auth/guard';
import { isArchiveName } from '@/server/backup/automatic';
import { backupDir } from '@/server/backup/job';
import { archiveHeaders } from '@/features/backups/download-headers';

// One of the automatic backups, by its file name (nothing else in the folder is reachable).
export const GET = withAdmin<{ params: Promise<{ name: string }> }>(
  async (_request, { params }, _session, audit) => {
    const { name } = await params;
    if (!isArchiveName(name)) return Response.json({ message: 'No such backup' }, { status: 404 });
    const file = path.join(backupDir(), name);
    const size = await stat(file).then(
      (s) => s.size,
      () => null,
    );
    if (size === null) return Response.json({ message: 'No such backup' }, { status: 404 });
    await audit.record({ action: 'backup.download', changes: { note: name } });
    return new Response(Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>, {
      headers: { ...archiveHeaders(name), 'content-length': String(size) },
    });
  },
);
