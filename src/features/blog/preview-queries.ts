import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/server/db';
import { blogPosts } from '@/server/db/schema';
import { previewTokenSchema, type PostStatus } from './schemas';

export type PreviewPost = {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  author: string;
  category: string;
  tags: string[];
  imageUrl: string | null;
  imageAlt: string;
  readTime: string;
  status: PostStatus;
  publishedAt: string | null;
  /** already readable on the blog (published, or scheduled and due) */
  live: boolean;
};

/**
 * The post a preview link points at, or null. Read fresh (never cached) so a
 * renewed link stops working at once; anything not shaped like a token never
 * reaches the database.
 */
export async function getPostByPreviewToken(
  token: string,
  now: number = Date.now(),
): Promise<PreviewPost | null> {
  if (!previewTokenSchema.safeParse(token).success) return null;
  const db = await getDb();
  const [row] = await db
    .select({
      id: blogPosts.id,
      slug: blogPosts.slug,
      title: blogPosts.title,
      excerpt: blogPosts.excerpt,
      content: blogPosts.content,
      author: blogPosts.author,
      category: blogPosts.category,
      tags: blogPosts.tags,
      imageUrl: blogPosts.imageUrl,
      imageAlt: blogPosts.imageAlt,
      readTime: blogPosts.readTime,
      status: blogPosts.status,
      publishedAt: blogPosts.publishedAt,
    })
    .from(blogPosts)
    .where(eq(blogPosts.previewToken, token));
  if (!row) return null;
  return {
    ...row,
    tags: row.tags ?? [],
    imageAlt: row.imageAlt || row.title,
    publishedAt: row.publishedAt ? row.publishedAt.toISOString() : null,
    live: row.status !== 'draft' && !!row.publishedAt && row.publishedAt.getTime() <= now,
  };
}
