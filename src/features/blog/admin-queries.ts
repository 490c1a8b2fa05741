import 'server-only';
import { asc, desc, eq } from 'drizzle-orm';
import { getDb } from '@/server/db';
import { pickColumns, type SelectedRow, type WithIsoDates } from '@/server/db/columns';
import { blogPosts } from '@/server/db/schema';
import { postBodyColumns, postCardColumns } from './queries';
import type { PostStatus } from './schemas';

// The Blog Posts manager's reads: never cached, drafts and scheduled posts included.

const listColumns = {
  ...postCardColumns,
  ...pickColumns(blogPosts, ['status', 'updatedAt', 'previewToken']),
};

/** A post in the manager's list: its times as ISO text (no publication time for a draft). */
export type AdminPostRow = WithIsoDates<SelectedRow<typeof listColumns>> & { imageAlt: string };

export type AdminPost = AdminPostRow & SelectedRow<typeof postBodyColumns>;

function plain<
  T extends {
    publishedAt: Date | null;
    updatedAt: Date;
    tags: string[] | null;
    imageAlt: string | null;
  },
>(row: T) {
  return {
    ...row,
    tags: row.tags ?? [],
    imageAlt: row.imageAlt ?? '',
    publishedAt: row.publishedAt ? row.publishedAt.toISOString() : null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Every post: drafts first, then by publication time, newest first. `shownStatus`
 * is what the post is for a visitor right now: a scheduled post whose moment has
 * passed is published.
 */
export async function getAdminPosts(
  now: number = Date.now(),
): Promise<(AdminPostRow & { shownStatus: PostStatus })[]> {
  const db = await getDb();
  const rows = await db
    .select(listColumns)
    .from(blogPosts)
    .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.updatedAt), asc(blogPosts.id));
  return rows.map((row) => ({
    ...plain(row),
    shownStatus:
      row.status === 'scheduled' && row.publishedAt && row.publishedAt.getTime() <= now
        ? 'published'
        : row.status,
  }));
}

/** One post with its body, or null. */
export async function getAdminPost(id: number): Promise<AdminPost | null> {
  const db = await getDb();
  const [row] = await db
    .select({ ...listColumns, ...postBodyColumns })
    .from(blogPosts)
    .where(eq(blogPosts.id, id));
  return row ? plain(row) : null;
}

/** Categories already used by posts, for the editor's suggestions. */
export async function getPostCategoryNames(): Promise<string[]> {
  const db = await getDb();
  const rows = await db
    .selectDistinct({ category: blogPosts.category })
    .from(blogPosts)
    .orderBy(asc(blogPosts.category));
  return rows.map((r) => r.category);
}
