'use server';

import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { z } from '@/lib/zod';
import { ActionError, adminAction } from '@/server/admin-action';
import { deleteById } from '@/server/db/admin-rows';
import { blogPosts } from '@/server/db/schema';
import { assertSlugFree, freeSlugFor, keepEarlierSlug } from '@/features/addresses/slugs';
import { cleanPostHtml } from './sanitize';
import { postIdSchema, postSchema, readTimeOf, updatePostSchema, type PostStatus } from './schemas';

// The Blog Posts manager's writes. Bodies are cleaned with the article allow-list
// before they are stored, so nothing hostile is ever kept, whatever the client sent.

type Parsed = z.output<typeof postSchema>;

/** 32 random bytes: the secret of a draft's shareable preview link. */
function newPreviewToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * When the post becomes visible: now for a fresh publication (or the chosen
 * earlier date), the chosen future moment when scheduled, none for a draft.
 */
function publicationTime(
  input: Pick<Parsed, 'status' | 'publishedAt'>,
  previous: { status: PostStatus; publishedAt: Date | null } | null,
  now = new Date(),
): Date | null {
  const chosen = input.publishedAt ? new Date(input.publishedAt) : null;
  if (input.status === 'draft') return null;
  if (input.status === 'scheduled') {
    if (!chosen || chosen.getTime() <= now.getTime()) {
      throw new ActionError('Choose a date and time in the future to schedule this post.', {
        publishedAt: 'Choose a date and time in the future',
      });
    }
    return chosen;
  }
  if (chosen) {
    if (chosen.getTime() > now.getTime() + 60_000) {
      throw new ActionError('A published post cannot have a future date: schedule it instead.', {
        publishedAt: 'Schedule the post to publish it later',
      });
    }
    return chosen;
  }
  if (previous?.status === 'published' && previous.publishedAt) return previous.publishedAt;
  return now;
}

function toRow(input: Parsed) {
  const content = cleanPostHtml(input.content);
  return {
    title: input.title,
    excerpt: input.excerpt,
    content,
    author: input.author,
    category: input.category,
    tags: input.tags,
    imageUrl: input.imageUrl,
    imageAlt: input.imageUrl ? input.imageAlt || null : null,
    featured: input.featured,
    status: input.status,
    readTime: readTimeOf(content),
  };
}

export const createPost = adminAction(
  postSchema,
  ['posts'],
  { action: 'post.create', table: blogPosts },
  async (input, { db }) => {
    if (input.slug !== undefined) await assertSlugFree(db, 'post', input.slug, null);
    const slug = input.slug ?? (await freeSlugFor(db, 'post', input.title));
    const [row] = await db
      .insert(blogPosts)
      .values({
        ...toRow(input),
        slug,
        publishedAt: publicationTime(input, null),
        previewToken: newPreviewToken(),
      })
      .returning({ id: blogPosts.id });
    return { id: row!.id };
  },
);

export const updatePost = adminAction(
  updatePostSchema,
  ['posts'],
  { action: 'post.update', table: blogPosts },
  async (input, { db }) => {
    const [previous] = await db
      .select({
        status: blogPosts.status,
        publishedAt: blogPosts.publishedAt,
        previewToken: blogPosts.previewToken,
        slug: blogPosts.slug,
      })
      .from(blogPosts)
      .where(eq(blogPosts.id, input.id));
    if (!previous) throw new ActionError('That post no longer exists.');
    const slug = input.slug ?? previous.slug;
    if (slug !== previous.slug) await assertSlugFree(db, 'post', slug, input.id);
    await keepEarlierSlug(db, 'post', input.id, previous.slug, slug);
    await db
      .update(blogPosts)
      .set({
        ...toRow(input),
        slug,
        publishedAt: publicationTime(input, previous),
        previewToken: previous.previewToken ?? newPreviewToken(),
        updatedAt: new Date(),
      })
      .where(eq(blogPosts.id, input.id));
    return { id: input.id };
  },
);

export const deletePost = adminAction(
  postIdSchema,
  ['posts'],
  { action: 'post.delete', table: blogPosts },
  async ({ id }, { db }) => {
    await deleteById(db, blogPosts.id, id, 'That post no longer exists.');
    return { id };
  },
);

/** A new secret for the preview link: anyone holding the old link loses access. */
export const renewPreviewLink = adminAction(
  postIdSchema,
  [],
  { action: 'post.renew-preview-link', table: blogPosts },
  async ({ id }, { db }) => {
    const token = newPreviewToken();
    const updated = await db
      .update(blogPosts)
      .set({ previewToken: token })
      .where(eq(blogPosts.id, id))
      .returning({ id: blogPosts.id });
    if (updated.length === 0) throw new ActionError('That post no longer exists.');
    return { token };
  },
);
