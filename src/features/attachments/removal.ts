import 'server-only';
import { getDb } from '@/server/db';
import { getStorage } from '@/server/storage';
import { removeDetachedAttachments } from '@/server/attachments/sweep';

/**
 * Removes the files of requests deleted since (one delete, a bulk delete, emptying Spam): run
 * once the delete is committed. Whatever it cannot remove now, the maintenance pass removes.
 */
export async function removeFilesOfDeletedRequests(): Promise<void> {
  await removeDetachedAttachments(await getDb(), getStorage());
}
