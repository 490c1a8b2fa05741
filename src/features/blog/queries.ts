import 'server-only';
import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import { getDb, type Db } from '@/server/db';
import { pickColumns } from '@/server/db/columns';
import { blogPosts, postOldSlugs } from '@/server/db/schema';
import { cached } from '@/server/cache';
import { withFocus } from '@/features/media/focus';
import type { Post, PostSummary } from './types';

export type { Post, PostSummary } from './types';

/** What a post card shows; the admin's list adds to these. */
export const postCardColumns = pickColumns(blogPosts, [
  'id',
  'title',
  'slug',
  'excerpt',
  'category',
  'tags',
  'imageUrl',
  'imageAlt',
  'readTime',
  'featured',
  'publishedAt',
]);

/** The rest of an article: its body and byline. */
export const postBodyColumns = pickColumns(blogPosts, ['content', 'author']);

// The cached read holds every post that is published or scheduled; whether its time
// has come is decided on each call, so a scheduled post appears on the minute
// rather than when the cache next happens to be refreshed.
type Candidate = Omit<PostSummary, 'focus'> & { publishedMs: number };

/** Published and scheduled posts, newest first, each with its publication time. */
export async function loadPostCandidates(db: Db): Promise<Candidate[]> {
  const rows = await db
    .select(postCardColumns)
    .from(blogPosts)
    .where(
      and(inArray(blogPosts.status, ['published', 'scheduled']), isNotNull(blogPosts.publishedAt)),
    )
    .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id));
  return rows.map((row) => {
    const published = row.publishedAt!;
    return {
      ...row,
      tags: row.tags ?? [],
      imageAlt: row.imageAlt || row.title,
      publishedAt: published.toISOString(),
      publishedMs: published.getTime(),
    };
  });
}

const loadCandidates = cached('posts-public', ['posts'], async () =>
  loadPostCandidates(await getDb()),
);

/** Posts a visitor may read (published, or scheduled and due), newest first. */
export async function getPublishedPosts(now: number = Date.now()): Promise<PostSummary[]> {
  const candidates = await loadCandidates();
  const due = candidates.filter((p) => p.publishedMs <= now).map(({ publishedMs: _, ...p }) => p);
  return withFocus(due, (p) => p.imageUrl);
}

const loadPost = cached('post-detail', ['posts'], async (id: number) => {
  const db = await getDb();
  const [row] = await db
    .select({ ...postBodyColumns, ...pickColumns(blogPosts, ['updatedAt']) })
    .from(blogPosts)
    .where(eq(blogPosts.id, id));
  return row ? { ...row, updatedAt: row.updatedAt.toISOString() } : null;
});

/**
 * One public article, or null when it does not exist or is not published yet.
 * The cached list is checked first, so unknown ids never reach the database
 * or grow the cache.
 */
export async function getPublishedPost(id: number, now: number = Date.now()): Promise<Post | null> {
  const summary = (await getPublishedPosts(now)).find((p) => p.id === id);
  if (!summary) return null;
  const body = await loadPost(id);
  return body ? { ...summary, ...body } : null;
}

/** Every earlier address of a post, with the post it led to. */
const loadOldSlugs = cached('post-old-slugs', ['posts'], async () => {
  const db = await getDb();
  const rows = await db
    .select({ slug: postOldSlugs.slug, id: postOldSlugs.postId })
    .from(postOldSlugs);
  return new Map(rows.map((r) => [r.slug, r.id]));
});

/**
 * What `/blog/{segment}` is: a readable post at its own address, a post that lives at
 * another address now (its number, or one of its earlier slugs: `moved` is the current
 * one), or nothing (null), for which the page says 'Post Not Found'.
 */
export async function resolvePostAddress(
  segment: string,
  now: number = Date.now(),
): Promise<{ post: PostSummary } | { moved: string } | null> {
  const posts = await getPublishedPosts(now);
  const post = posts.find((p) => p.slug === segment);
  if (post) return { post };
  const id = parsePostId(segment) ?? (await loadOldSlugs()).get(segment) ?? null;
  const moved = id === null ? undefined : posts.find((p) => p.id === id);
  return moved ? { moved: moved.slug } : null;
}

/** A public article at its current address, or null (when it names none or lives elsewhere). */
export async function getPublishedPostBySlug(
  slug: string,
  now: number = Date.now(),
): Promise<Post | null> {
  const summary = (await getPublishedPosts(now)).find((p) => p.slug === slug);
  return summary ? getPublishedPost(summary.id, now) : null;
}

/** Up to `count` other published posts, same category first: the 'Read More Articles' strip. */
export async function getRelatedPosts(
  post: Pick<PostSummary, 'id' | 'category'>,
  count = 3,
): Promise<PostSummary[]> {
  const others = (await getPublishedPosts()).filter((p) => p.id !== post.id);
  const same = others.filter((p) => p.category === post.category);
  const rest = others.filter((p) => p.category !== post.category);
  return [...same, ...rest].slice(0, count);
}

/** Parses a route segment as a post id; anything else is not an id. */
export function parsePostId(raw: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= 2_147_483_647 ? id : null;
}
