'use server';

import { eq } from 'drizzle-orm';
import { ActionError, adminAction } from '@/server/admin-action';
import { mediaLibrary } from '@/server/db/schema';
import { describeUsage } from './format';
import { getMediaItem } from './queries';
import { altSchema, deleteSchema } from './schemas';
import { removeStoredMedia } from './store';
import { findMediaUsage } from './usage';

/** Saves a file's alt text, or marks it decorative (then public pages may render it with empty alt). */
export const updateMediaAltAction = adminAction(
  altSchema,
  ['media'],
  { action: 'media.update', table: mediaLibrary },
  async ({ id, alt, decorative }, { db }) => {
    const [row] = await db
      .update(mediaLibrary)
      .set({ alt: alt || null, decorative })
      .where(eq(mediaLibrary.id, id))
      .returning({ id: mediaLibrary.id });
    if (!row) throw new ActionError('That file is no longer in the library.');
    return { id, alt, decorative };
  },
);

/**
 * Deletes a file and its stored bytes. A file still in use is refused unless the
 * owner confirmed a second time after seeing the places that use it.
 */
export const deleteMediaAction = adminAction(
  deleteSchema,
  ['media'],
  { action: 'media.delete', table: mediaLibrary },
  async ({ id, confirmInUse }, { db, afterCommit }) => {
    const item = await getMediaItem(db, id);
    if (!item) throw new ActionError('That file is no longer in the library.');
    const usage = await findMediaUsage(db, item.fileUrl);
    if (usage.length > 0 && !confirmInUse) {
      throw new ActionError(
        `This file is still used by ${describeUsage(usage)}. Confirm again to delete it anyway.`,
      );
    }
    await db.delete(mediaLibrary).where(eq(mediaLibrary.id, id));
    // the bytes go only once the row's removal (and its audit entry) is committed
    afterCommit(() => removeStoredMedia(item.fileUrl));
    return { id, usage: usage.length };
  },
);
