import 'server-only';
import { and, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { Db } from '@/server/db';
import { blogPosts, postOldSlugs, projectOldSlugs, projects } from '@/server/db/schema';
import { resolvePostAddress } from '@/features/blog/queries';
import { resolveProjectAddress } from '@/features/projects/queries';
import { PUBLIC_PAGES } from '@/features/seo/public-pages';
import { addressKey } from './paths';

// What an address of this site names today: one of its own pages, a post or project (at its
// address, or at an old one that redirects), or nothing. Redirects are consulted only for the
// last, so a redirect from a page would never be followed, and one to nothing would end in a 404.

const FIXED = new Set([
  ...PUBLIC_PAGES.map((p) => p.path),
  '/search',
  '/rss.xml',
  '/sitemap.xml',
  '/robots.txt',
]);

const CONTENT = /^\/(blog|projects)\/([^/?#]+)$/;

export type SiteAddress =
  | { kind: 'page' }
  /** `canonical` is where it lives now; `moved` when the address asked for is an old one */
  | { kind: 'content'; canonical: string; moved: boolean; private: boolean }
  | { kind: 'nothing' };

function segmentOf(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * What `path` (a matching key: decoded, lower case, no trailing slash, no query) names. Slugs are
 * lower case, so the key finds them; a post's page counts only while it is published.
 */
export async function siteAddress(path: string): Promise<SiteAddress> {
  const bare = addressKey(path.split('?', 1)[0] ?? '/');
  if (FIXED.has(bare) || bare === '/blog/preview') return { kind: 'page' };
  const match = CONTENT.exec(bare);
  if (!match) return { kind: 'nothing' };
  const segment = segmentOf(match[2]!);
  if (match[1] === 'blog') {
    const found = await resolvePostAddress(segment);
    if (!found) return { kind: 'nothing' };
    const slug = 'post' in found ? found.post.slug : found.moved;
    return {
      kind: 'content',
      canonical: `/blog/${slug}`,
      moved: !('post' in found),
      private: false,
    };
  }
  const found = await resolveProjectAddress(segment);
  if (!found) return { kind: 'nothing' };
  return {
    kind: 'content',
    canonical: `/projects/${found.moved ?? found.gate.slug}`,
    moved: found.moved !== undefined,
    private: found.gate.visibility !== 'public',
  };
}

/**
 * What `path` names, read through `db` rather than the read cache: for the checks an admin
 * write makes inside its transaction (PGlite's one connection is the transaction's then).
 * The same answer as siteAddress, but whether an old address moved or where to.
 */
export async function siteAddressIn(db: Db, path: string): Promise<'page' | 'content' | 'nothing'> {
  const bare = addressKey(path.split('?', 1)[0] ?? '/');
  if (FIXED.has(bare) || bare === '/blog/preview') return 'page';
  const match = CONTENT.exec(bare);
  if (!match) return 'nothing';
  const segment = segmentOf(match[2]!);
  const id =
    /^[1-9]\d{0,9}$/.test(segment) && Number(segment) <= 2_147_483_647 ? Number(segment) : 0;
  const found =
    match[1] === 'blog'
      ? await db
          .select({ id: blogPosts.id })
          .from(blogPosts)
          .where(
            and(
              or(
                eq(blogPosts.slug, segment),
                eq(blogPosts.id, id),
                inArray(
                  blogPosts.id,
                  db
                    .select({ id: postOldSlugs.postId })
                    .from(postOldSlugs)
                    .where(eq(postOldSlugs.slug, segment)),
                ),
              ),
              inArray(blogPosts.status, ['published', 'scheduled']),
              lte(blogPosts.publishedAt, sql`now()`),
            ),
          )
      : await db
          .select({ id: projects.id })
          .from(projects)
          .where(
            or(
              eq(projects.slug, segment),
              eq(projects.id, id),
              inArray(
                projects.id,
                db
                  .select({ id: projectOldSlugs.projectId })
                  .from(projectOldSlugs)
                  .where(eq(projectOldSlugs.slug, segment)),
              ),
            ),
          );
  return found.length > 0 ? 'content' : 'nothing';
}
