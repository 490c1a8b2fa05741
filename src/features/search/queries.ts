import 'server-only';
import { and, asc, desc, eq, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { getDb, type Db } from '@/server/db';
import { blogPosts, projectCategories, projects } from '@/server/db/schema';
import { searchPatterns } from './terms';

export type ProjectHit = {
  id: number;
  slug: string;
  title: string;
  description: string | null;
  category: string | null;
  image: string | null;
  imageAlt: string;
};

export type PostHit = {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  image: string | null;
  imageAlt: string;
  publishedAt: string;
  readTime: string;
};

export type SearchResults = { projects: ProjectHit[]; posts: PostHit[] };

/** The most results of each kind one search returns: enough to scan, never the whole site. */
export const SEARCH_LIMIT = 30;

// ILIKE over escaped input (see ./terms.ts): the visitor's % and _ match themselves
const like = (column: AnyPgColumn | SQL, pattern: string) =>
  sql`${column} ilike ${pattern} escape '\\'`;
const tagLike = (pattern: string) =>
  sql`exists (select 1 from jsonb_array_elements_text(${blogPosts.tags}) as t(tag) where t.tag ilike ${pattern} escape '\\')`;
const titleFirst = (column: AnyPgColumn, patterns: string[]) =>
  sql<number>`case when ${and(...patterns.map((p) => like(column, p)))} then 0 else 1 end`;

/**
 * Site search over projects and published posts: every word of the query must
 * appear in the title, the description or excerpt, or (posts) a tag, or
 * (projects) the category or client. Matches in the title come first.
 *
 * Not cached: its arguments are free text, so a cache keyed by them would grow
 * without bound; two indexed-size table scans per search are cheap at this scale.
 */
export async function searchSite(query: string): Promise<SearchResults> {
  if (searchPatterns(query).length === 0) return { projects: [], posts: [] };
  return searchIn(await getDb(), query);
}

export async function searchIn(db: Db, query: string): Promise<SearchResults> {
  const patterns = searchPatterns(query);
  if (patterns.length === 0) return { projects: [], posts: [] };

  const cover = sql<string | null>`coalesce(
    nullif(${projects.coverImage}, ''),
    (select g->>'url' from jsonb_array_elements(${projects.images}) as g where g->>'type' = 'image' limit 1)
  )`;

  const [projectRows, postRows] = await Promise.all([
    db
      .select({
        id: projects.id,
        slug: projects.slug,
        title: projects.title,
        description: projects.description,
        category: projectCategories.name,
        image: cover,
        imageAlt: sql<string>`coalesce(nullif(${projects.coverAlt}, ''), ${projects.title})`,
      })
      .from(projects)
      .leftJoin(projectCategories, eq(projects.categoryId, projectCategories.id))
      .where(
        and(
          // unlisted and protected projects are found only by their link
          eq(projects.visibility, 'public'),
          ...patterns.map((p) =>
            or(
              like(projects.title, p),
              like(projects.description, p),
              like(projectCategories.name, p),
              like(projects.client, p),
            )!,
          ),
        ),
      )
      .orderBy(titleFirst(projects.title, patterns), asc(projects.displayOrder), asc(projects.id))
      .limit(SEARCH_LIMIT),
    db
      .select({
        id: blogPosts.id,
        slug: blogPosts.slug,
        title: blogPosts.title,
        excerpt: blogPosts.excerpt,
        category: blogPosts.category,
        image: blogPosts.imageUrl,
        imageAlt: sql<string>`coalesce(nullif(${blogPosts.imageAlt}, ''), ${blogPosts.title})`,
        publishedAt: blogPosts.publishedAt,
        readTime: blogPosts.readTime,
      })
      .from(blogPosts)
      .where(
        and(
          inArray(blogPosts.status, ['published', 'scheduled']),
          lte(blogPosts.publishedAt, sql`now()`),
          ...patterns.map((p) =>
            or(like(blogPosts.title, p), like(blogPosts.excerpt, p), tagLike(p))!,
          ),
        ),
      )
      .orderBy(
        titleFirst(blogPosts.title, patterns),
        desc(blogPosts.publishedAt),
        desc(blogPosts.id),
      )
      .limit(SEARCH_LIMIT),
  ]);

  return {
    projects: projectRows.map((row) => ({ ...row })),
    posts: postRows.map((row) => ({ ...row, publishedAt: row.publishedAt!.toISOString() })),
  };
}
