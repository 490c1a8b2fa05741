// Where a request's attached files live in storage (docs/attachments.md). Pure: no I/O.
// The /media route refuses this folder, so no public address ever reaches these bytes.

export const ATTACHMENT_PREFIX = 'attachments/';

/** 128 random bits in hex: an id nobody can guess or count through. */
export const ATTACHMENT_ID = /^[0-9a-f]{32}$/;

export const isAttachmentId = (value: unknown): value is string =>
  typeof value === 'string' && ATTACHMENT_ID.test(value);

/** The stored file. */
export const attachmentKey = (id: string) => `${ATTACHMENT_PREFIX}${id}`;

/** The thumbnail made for a picture when it was uploaded. */
export const thumbnailKey = (id: string) => `${ATTACHMENT_PREFIX}${id}.thumb.webp`;

/** Whether a storage key is in the attachments' folder (the /media route answers 404 for it). */
export const isAttachmentKey = (key: string) => key.startsWith(ATTACHMENT_PREFIX);

/** The attachment a stored key belongs to, or null for a key that is none of ours. */
export function attachmentIdOfKey(key: string): string | null {
  if (!isAttachmentKey(key)) return null;
  const id = key.slice(ATTACHMENT_PREFIX.length).split('.')[0]!;
  return ATTACHMENT_ID.test(id) ? id : null;
}
