import 'server-only';
import { and, eq, ne } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '@/server/db';
import { blogPosts, postOldSlugs, projectOldSlugs, projects } from '@/server/db/schema';
import { ActionError } from '@/server/admin-action';
import { slugFromTitle, slugProblem } from '@/lib/slug';

// The write side of post and project addresses: whether a slug is free, the slug a new item
// gets, and what a rename keeps. A slug is one item's at a time, current or earlier: an earlier
// one still leads to its item (a 308), so no other item may take it while it does.

export type SlugKind = 'post' | 'project';

const NOUN: Record<SlugKind, string> = { post: 'post', project: 'project' };

async function holderOf(db: Db, kind: SlugKind, slug: string, ownId: number | null) {
  const item = kind === 'post' ? blogPosts : projects;
  const notOwn = (column: AnyPgColumn) => (ownId === null ? undefined : ne(column, ownId));
  const [current] = await db
    .select({ title: item.title })
    .from(item)
    .where(and(eq(item.slug, slug), notOwn(item.id)));
  if (current) return { title: current.title, earlier: false };
  const [earlier] =
    kind === 'post'
      ? await db
          .select({ title: blogPosts.title })
          .from(postOldSlugs)
          .innerJoin(blogPosts, eq(blogPosts.id, postOldSlugs.postId))
          .where(and(eq(postOldSlugs.slug, slug), notOwn(postOldSlugs.postId)))
      : await db
          .select({ title: projects.title })
          .from(projectOldSlugs)
          .innerJoin(projects, eq(projects.id, projectOldSlugs.projectId))
          .where(and(eq(projectOldSlugs.slug, slug), notOwn(projectOldSlugs.projectId)));
  return earlier ? { title: earlier.title, earlier: true } : null;
}

/**
 * Why `slug` cannot be the address of item `ownId` (null for a new one), in the owner's
 * words, or null when it can.
 */
export async function slugRefusal(
  db: Db,
  kind: SlugKind,
  slug: string,
  ownId: number | null,
): Promise<string | null> {
  const problem = slugProblem(slug);
  if (problem) return problem;
  const holder = await holderOf(db, kind, slug, ownId);
  if (!holder) return null;
  return holder.earlier
    ? `This address still leads to "${holder.title}" (one of its earlier addresses). Choose another.`
    : `Another ${NOUN[kind]} already uses this address: "${holder.title}".`;
}

/** Refuses a slug that cannot be used, as the action's field error. */
export async function assertSlugFree(
  db: Db,
  kind: SlugKind,
  slug: string,
  ownId: number | null,
): Promise<void> {
  const refusal = await slugRefusal(db, kind, slug, ownId);
  if (refusal) throw new ActionError(refusal, { slug: refusal });
}

/** The slug a new item gets when the owner gave none: its title's, numbered when taken. */
export async function freeSlugFor(db: Db, kind: SlugKind, title: string): Promise<string> {
  const base = slugFromTitle(title, kind);
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    if ((await slugRefusal(db, kind, candidate, null)) === null) return candidate;
  }
}

/**
 * After item `id` moved from `previous` to `slug`: the old address is kept so that it redirects,
 * and the new one, if it was an earlier address of this item, is current again.
 */
export async function keepEarlierSlug(
  db: Db,
  kind: SlugKind,
  id: number,
  previous: string,
  slug: string,
): Promise<void> {
  if (previous === slug) return;
  if (kind === 'post') {
    await db.delete(postOldSlugs).where(eq(postOldSlugs.slug, slug));
    if (previous) await db.insert(postOldSlugs).values({ slug: previous, postId: id });
  } else {
    await db.delete(projectOldSlugs).where(eq(projectOldSlugs.slug, slug));
    if (previous) await db.insert(projectOldSlugs).values({ slug: previous, projectId: id });
  }
}
