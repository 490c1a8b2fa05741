// What the inbox can do to many items at once, shared by the server actions
// and the selection toolbar (so the toast and the audit note say the same).

export const BULK_OPERATIONS = ['read', 'archive', 'replied', 'not-spam', 'delete'] as const;
export type BulkOperation = (typeof BULK_OPERATIONS)[number];

/** "3 items <done>" */
export const BULK_DONE: Record<BulkOperation, string> = {
  read: 'marked as read',
  archive: 'archived',
  replied: 'marked as replied',
  'not-spam': 'moved to the inbox',
  delete: 'deleted',
};

export const itemCount = (n: number) =>
  `${n.toLocaleString('en-GB')} ${n === 1 ? 'item' : 'items'}`;
