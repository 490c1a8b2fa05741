'use server';

import { eq } from 'drizzle-orm';
import { ActionError, adminAction } from '@/server/admin-action';
import { mediaLibrary } from '@/server/db/schema';
import { describeUsage } from './format';
import { getMediaItem } from './queries';
import { altSchema, deleteSchema, focusSchema } from './schemas';
import { removeStoredMedia } from './store';
import { findMediaUsage } from './usage';
import { deleteCard } from './variants';
import { keyFromMediaUrl } from '@/server/storage/keys';
import { getStorage } from '@/server/storage';

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
 * Sets the point every crop of an image keeps in view (cards, the hero, covers, social cards).
 * Pages that show the image are told through the media tag.
 */
export const updateMediaFocusAction = adminAction(
  focusSchema,
  ['media'],
  { action: 'media.focus', table: mediaLibrary },
  async ({ id, focalX, focalY }, { db, afterCommit }) => {
    const item = await getMediaItem(db, id);
    if (!item) throw new ActionError('That file is no longer in the library.');
    await db.update(mediaLibrary).set({ focalX, focalY }).where(eq(mediaLibrary.id, id));
    // the card cropped at the old point is made again at the new one when next asked for
    const key = keyFromMediaUrl(item.fileUrl);
    const old = { x: item.focalX, y: item.focalY };
    if (key && (old.x !== focalX || old.y !== focalY))
      afterCommit(() => deleteCard(key, old, getStorage()));
    return { id, focalX, focalY };
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
    const key = keyFromMediaUrl(item.fileUrl);
    if (key) afterCommit(() => deleteCard(key, { x: item.focalX, y: item.focalY }, getStorage()));
    return { id, usage: usage.length };
  },
);
