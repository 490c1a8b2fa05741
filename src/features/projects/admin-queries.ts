import 'server-only';
import { asc, count, eq, sql } from 'drizzle-orm';
import { getDb } from '@/server/db';
import { pickColumns } from '@/server/db/columns';
import { projectCategories, projects } from '@/server/db/schema';
import { resolveCover } from './cover';
import { categoryColumns, projectContentColumns } from './queries';

// The admin's reads: never cached, so the manager always shows what is stored.

export type AdminProject = Awaited<ReturnType<typeof getAdminProjects>>[number];
export type AdminCategory = Awaited<ReturnType<typeof getAdminCategories>>[number];

/** Every project by display order, galleries and videos defaulting to empty lists. */
export async function getAdminProjects() {
  const db = await getDb();
  const rows = await db
    .select({
      ...projectContentColumns,
      ...pickColumns(projects, ['categoryId', 'visibility', 'displayOrder']),
      // whether a password is stored: the hash itself never leaves the server
      hasPassword: sql<boolean>`${projects.passwordHash} is not null`,
    })
    .from(projects)
    .leftJoin(projectCategories, eq(projects.categoryId, projectCategories.id))
    .orderBy(asc(projects.displayOrder), asc(projects.id));
  return rows.map((row) => {
    const images = (row.images ?? []).filter((item) => item && typeof item.url === 'string');
    return {
      ...row,
      images,
      youtubeVideos: row.youtubeVideos ?? [],
      hasPassword: Boolean(row.hasPassword),
      // what the cards show: the cover, else the first gallery image
      shownCover: resolveCover({ ...row, images }),
    };
  });
}

/** Categories by display order, each with how many projects use it. */
export async function getAdminCategories() {
  const db = await getDb();
  const [categories, usage] = await Promise.all([
    db
      .select({ ...categoryColumns, ...pickColumns(projectCategories, ['displayOrder']) })
      .from(projectCategories)
      .orderBy(asc(projectCategories.displayOrder), asc(projectCategories.id)),
    db
      .select({ categoryId: projects.categoryId, n: count() })
      .from(projects)
      .groupBy(projects.categoryId),
  ]);
  const byId = new Map(usage.map((u) => [u.categoryId, Number(u.n)]));
  return categories.map((c) => ({ ...c, projectCount: byId.get(c.id) ?? 0 }));
}
