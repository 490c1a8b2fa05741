import { getDb } from '@/server/db';
import { withAdmin } from '@/server/auth/guard';
import { getMediaItem } from '@/features/media/queries';
import { findMediaUsage } from '@/features/media/usage';

type Context = { params: Promise<{ id?: string }> };

/** GET: one file and the places that use it (details view, delete confirmation). */
export const GET = withAdmin<Context>(async (_request, context) => {
  const id = Number((await context.params).id);
  const db = await getDb();
  const item = Number.isSafeInteger(id) && id > 0 ? await getMediaItem(db, id) : null;
  if (!item) return Response.json({ message: 'That file is no longer in the library.' }, { status: 404 });
  return Response.json({ item, usage: await findMediaUsage(db, item.fileUrl) }, { headers: { 'Cache-Control': 'no-store' } });
});
