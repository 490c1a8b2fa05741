import 'server-only';
import { asc, desc, eq } from 'drizzle-orm';
import { getDb } from '@/server/db';
import { blogPosts } from '@/server/db/schema';
import type { PostStatus } from './schemas';

// The Blog Posts manager's reads: never cached, drafts and scheduled posts included.

export type AdminPostRow = {
  id: number;
  title: string;
  excerpt: string;
  category: string;
  tags: string[];
  imageUrl: string | null;
  imageAlt: string;
  featured: boolean;
  status: PostStatus;
  /** ISO timestamp or null for a draft */
  publishedAt: string | null;
  updatedAt: string;
  readTime: string;
  previewToken: string | null;
};

export type AdminPost = AdminPostRow & { content: string; author: string };

const listColumns = {
  id: blogPosts.id,
  title: blogPosts.title,
  excerpt: blogPosts.excerpt,
  category: blogPosts.category,
  tags: blogPosts.tags,
  imageUrl: blogPosts.imageUrl,
  imageAlt: blogPosts.imageAlt,
  featured: blogPosts.featured,
  status: blogPosts.status,
  publishedAt: blogPosts.publishedAt,
  updatedAt: blogPosts.updatedAt,
  readTime: blogPosts.readTime,
  previewToken: blogPosts.previewToken,
};

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
    .select({ ...listColumns, content: blogPosts.content, author: blogPosts.author })
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
