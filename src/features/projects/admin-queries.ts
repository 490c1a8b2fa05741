import 'server-only';
import { asc, count, eq, sql } from 'drizzle-orm';
import { getDb } from '@/server/db';
import { projectCategories, projects, type GalleryItem } from '@/server/db/schema';
import { resolveCover } from './cover';
import type { ProjectVisibility } from './types';

// The admin's reads: never cached, so the manager always shows what is stored.

export type AdminProject = {
  id: number;
  title: string;
  description: string | null;
  details: string | null;
  categoryId: number | null;
  category: string | null;
  client: string | null;
  year: string | null;
  location: string | null;
  website: string | null;
  projectDate: string | null;
  images: GalleryItem[];
  youtubeVideos: string[];
  featured: boolean;
  coverImage: string | null;
  coverAlt: string | null;
  visibility: ProjectVisibility;
  /** a password is stored (the hash itself never leaves the server) */
  hasPassword: boolean;
  /** what the cards show: the cover, else the first gallery image */
  shownCover: { src: string | null; alt: string };
  displayOrder: number;
};

export type AdminCategory = {
  id: number;
  name: string;
  displayOrder: number;
  projectCount: number;
};

/** Every project by display order, galleries and videos defaulting to empty lists. */
export async function getAdminProjects(): Promise<AdminProject[]> {
  const db = await getDb();
  const rows = await db
    .select({
      id: projects.id,
      title: projects.title,
      description: projects.description,
      details: projects.details,
      categoryId: projects.categoryId,
      category: projectCategories.name,
      client: projects.client,
      year: projects.year,
      location: projects.location,
      website: projects.website,
      projectDate: projects.projectDate,
      images: projects.images,
      youtubeVideos: projects.youtubeVideos,
      featured: projects.featured,
      coverImage: projects.coverImage,
      coverAlt: projects.coverAlt,
      visibility: projects.visibility,
      hasPassword: sql<boolean>`${projects.passwordHash} is not null`,
      displayOrder: projects.displayOrder,
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
      shownCover: resolveCover({ ...row, images }),
    };
  });
}

/** Categories by display order, each with how many projects use it. */
export async function getAdminCategories(): Promise<AdminCategory[]> {
  const db = await getDb();
  const [categories, usage] = await Promise.all([
    db
      .select({
        id: projectCategories.id,
        name: projectCategories.name,
        displayOrder: projectCategories.displayOrder,
      })
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
