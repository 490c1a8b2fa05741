import type { SelectedRow, WithIsoDates } from '@/server/db/columns';
import type { postBodyColumns, postCardColumns } from './queries';

/** What a post card on /blog shows: its publication time as ISO text, its alt text never empty. */
export type PostSummary = WithIsoDates<SelectedRow<typeof postCardColumns>> & {
  imageAlt: string;
  publishedAt: string;
  /** the cover's object-position (its focal point), null for the centre */
  focus: string | null;
};

/** A whole article. */
export type Post = PostSummary & SelectedRow<typeof postBodyColumns> & { updatedAt: string };
