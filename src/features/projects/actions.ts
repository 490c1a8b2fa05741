'use server';

import { count, eq } from 'drizzle-orm';
import type { z } from '@/lib/zod';
import type { Db } from '@/server/db';
import { ActionError, adminAction } from '@/server/admin-action';
import {
  createCategoryLast,
  deleteById,
  moveInOrder,
  setCategoryName,
} from '@/server/db/admin-rows';
import { projectCategories, projects } from '@/server/db/schema';
import {
  categorySchema,
  featuredSchema,
  idSchema,
  moveSchema,
  PROJECT_PASSWORD_REQUIRED,
  projectCount,
  projectSchema,
  renameCategorySchema,
  updateProjectSchema,
} from './schemas';
import { youtubeId } from './youtube';
import { hashProjectPassword } from './access';
import { assertSlugFree, freeSlugFor, keepEarlierSlug } from '@/features/addresses/slugs';

// The Projects and Project Categories managers' writes.
// Each runs through adminAction: the admin session is checked first, the cache
// tags of what changed are dropped, and the client shows the documented toast.

type Parsed = z.output<typeof projectSchema>;

/** The stored form of a project: YouTube links as embed URLs, empty ones dropped. */
function toRow(input: Parsed) {
  const youtubeVideos = input.youtubeVideos
    .map((v) => {
      const id = youtubeId(v);
      return id ? `https://www.youtube.com/embed/${id}` : v;
    })
    .filter((v) => v !== '');
  return {
    title: input.title,
    description: input.description,
    details: input.details,
    categoryId: input.categoryId,
    client: input.client,
    year: input.year,
    location: input.location,
    website: input.website,
    projectDate: input.projectDate,
    images: input.images,
    youtubeVideos,
    featured: input.featured,
    // empty: the public pages fall back to the first gallery image
    coverImage: input.coverImage,
    coverAlt: input.coverImage ? input.coverAlt : null,
    visibility: input.visibility,
  };
}

/**
 * The stored password hash after a save: a new password is hashed (a new hash
 * also withdraws every access cookie given under the old one); leaving the
 * field empty keeps the stored one; a project that is not password protected
 * keeps none. The password itself is never stored, logged or audited.
 */
async function passwordHashFor(input: Parsed, stored: string | null): Promise<string | null> {
  if (input.visibility !== 'password') return null;
  if (input.password !== '') return hashProjectPassword(input.password);
  if (stored) return stored;
  throw new ActionError(PROJECT_PASSWORD_REQUIRED, { password: PROJECT_PASSWORD_REQUIRED });
}

async function assertCategory(db: Db, id: number | null) {
  if (id === null) return;
  const [row] = await db
    .select({ id: projectCategories.id })
    .from(projectCategories)
    .where(eq(projectCategories.id, id));
  if (!row)
    throw new ActionError('That category no longer exists. Choose another one.', {
      categoryId: 'Choose a category',
    });
}

export const createProject = adminAction(
  projectSchema,
  ['projects'],
  { action: 'project.create', table: projects },
  async (input, { db }) => {
    await assertCategory(db, input.categoryId);
    // new projects go last: display_order = current count + 1
    const passwordHash = await passwordHashFor(input, null);
    if (input.slug !== undefined) await assertSlugFree(db, 'project', input.slug, null);
    const slug = input.slug ?? (await freeSlugFor(db, 'project', input.title));
    const [{ n }] = (await db.select({ n: count() }).from(projects)) as [{ n: number }];
    const [row] = await db
      .insert(projects)
      .values({ ...toRow(input), slug, passwordHash, displayOrder: n + 1 })
      .returning({ id: projects.id });
    return { id: row!.id };
  },
);

export const updateProject = adminAction(
  updateProjectSchema,
  ['projects'],
  { action: 'project.update', table: projects },
  async (input, { db }) => {
    await assertCategory(db, input.categoryId);
    const [current] = await db
      .select({ passwordHash: projects.passwordHash, slug: projects.slug })
      .from(projects)
      .where(eq(projects.id, input.id));
    if (!current) throw new ActionError('That project no longer exists.');
    const passwordHash = await passwordHashFor(input, current.passwordHash);
    const slug = input.slug ?? current.slug;
    if (slug !== current.slug) await assertSlugFree(db, 'project', slug, input.id);
    await keepEarlierSlug(db, 'project', input.id, current.slug, slug);
    await db
      .update(projects)
      .set({ ...toRow(input), slug, passwordHash, updatedAt: new Date() })
      .where(eq(projects.id, input.id));
    return { id: input.id };
  },
);

export const deleteProject = adminAction(
  idSchema,
  ['projects'],
  { action: 'project.delete', table: projects },
  async ({ id }, { db }) => {
    await deleteById(db, projects.id, id, 'That project no longer exists.');
    return { id };
  },
);

export const setProjectFeatured = adminAction(
  featuredSchema,
  ['projects'],
  { action: 'project.feature', table: projects },
  async ({ id, featured }, { db }) => {
    const updated = await db
      .update(projects)
      .set({ featured, updatedAt: new Date() })
      .where(eq(projects.id, id))
      .returning({ id: projects.id });
    if (updated.length === 0) throw new ActionError('That project no longer exists.');
    return { id, featured };
  },
);

export const moveProject = adminAction(
  moveSchema,
  ['projects'],
  { action: 'project.move', table: projects },
  async ({ id, direction }, { db }) =>
    db.transaction(async (tx) => ({ moved: await moveInOrder(tx, projects, id, direction) })),
);

// --- categories ---

export const createCategory = adminAction(
  categorySchema,
  ['categories'],
  { action: 'project-category.create', table: projectCategories },
  // new categories go last: highest display_order + 1
  async ({ name }, { db }) => ({ id: await createCategoryLast(db, projectCategories, name) }),
);

export const renameCategory = adminAction(
  renameCategorySchema,
  // projects show their category's name, so renaming changes them too
  ['categories', 'projects'],
  { action: 'project-category.rename', table: projectCategories },
  async ({ id, name }, { db }) => {
    await setCategoryName(db, projectCategories, id, name);
    return { id };
  },
);

export const moveCategory = adminAction(
  moveSchema,
  ['categories'],
  { action: 'project-category.move', table: projectCategories },
  async ({ id, direction }, { db }) =>
    db.transaction(async (tx) => ({
      moved: await moveInOrder(tx, projectCategories, id, direction),
    })),
);

export const deleteCategory = adminAction(
  idSchema,
  ['categories', 'projects'],
  { action: 'project-category.delete', table: projectCategories },
  async ({ id }, { db }) => {
    // counted here, before the delete, so PGlite and PostgreSQL give the owner the
    // same sentence rather than two different foreign-key errors
    return db.transaction(async (tx) => {
      const [{ n }] = (await tx
        .select({ n: count() })
        .from(projects)
        .where(eq(projects.categoryId, id))) as [{ n: number }];
      if (n > 0) {
        throw new ActionError(
          `This category is used by ${projectCount(n)}. Move ${n === 1 ? 'it' : 'them'} to another category before deleting it.`,
        );
      }
      const removed = await tx
        .delete(projectCategories)
        .where(eq(projectCategories.id, id))
        .returning({ id: projectCategories.id });
      if (removed.length === 0) throw new ActionError('That category no longer exists.');
      return { id };
    });
  },
);
