import 'server-only';
import { and, asc, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import { getDb } from '@/server/db';
import { blogPosts, projects } from '@/server/db/schema';
import { cached } from '@/server/cache';

export type FeedPost = {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  author: string;
  category: string;
  tags: string[];
  publishedAt: Date;
  updatedAt: Date;
};

export type SitemapProject = { id: number; slug: string; updatedAt: Date };

// Holds every published or scheduled post; whether a scheduled one is due is
// decided per call, so it enters the feed on the minute (as on /blog).
const loadFeedCandidates = cached('seo-feed-posts', ['posts'], async (): Promise<FeedPost[]> => {
  const db = await getDb();
  const rows = await db
    .select({
      id: blogPosts.id,
      slug: blogPosts.slug,
      title: blogPosts.title,
      excerpt: blogPosts.excerpt,
      author: blogPosts.author,
      category: blogPosts.category,
      tags: blogPosts.tags,
      publishedAt: blogPosts.publishedAt,
      updatedAt: blogPosts.updatedAt,
    })
    .from(blogPosts)
    .where(
      and(inArray(blogPosts.status, ['published', 'scheduled']), isNotNull(blogPosts.publishedAt)),
    )
    .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id));
  return rows.map((r) => ({ ...r, tags: r.tags ?? [], publishedAt: r.publishedAt! }));
});

/** Posts visitors can read (published, or scheduled and due), newest first. */
export async function getFeedPosts(now: number = Date.now()): Promise<FeedPost[]> {
  return (await loadFeedCandidates()).filter((p) => p.publishedAt.getTime() <= now);
}

/** Every public project page, for the sitemap (unlisted and protected ones never enter it). */
export const getSitemapProjects = cached(
  'seo-sitemap-projects',
  ['projects'],
  async (): Promise<SitemapProject[]> => {
    const db = await getDb();
    return db
      .select({ id: projects.id, slug: projects.slug, updatedAt: projects.updatedAt })
      .from(projects)
      .where(eq(projects.visibility, 'public'))
      .orderBy(asc(projects.displayOrder), asc(projects.id));
  },
);
