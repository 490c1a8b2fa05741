import { getDb } from '@/server/db';
import { idField } from '@/components/admin/fields';
import { withAdmin } from '@/server/auth/guard';
import { getMediaItem } from '@/features/media/queries';
import { findMediaUsage } from '@/features/media/usage';

type Context = { params: Promise<{ id?: string }> };

/** GET: one file and the places that use it (details view, delete confirmation). */
export const GET = withAdmin<Context>(async (_request, context) => {
  // an id past the integer column would fail the query: it names no file, like 'abc'
  const id = idField.safeParse((await context.params).id);
  const db = await getDb();
  const item = id.success ? await getMediaItem(db, id.data) : null;
  if (!item)
    return Response.json({ message: 'That file is no longer in the library.' }, { status: 404 });
  return Response.json(
    { item, usage: await findMediaUsage(db, item.fileUrl) },
    { headers: { 'Cache-Control': 'no-store' } },
  );
});
