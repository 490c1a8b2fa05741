import 'server-only';
import { asc, eq, sql } from 'drizzle-orm';
import { getDb, type Db } from '@/server/db';
import { pickColumns } from '@/server/db/columns';
import { projectCategories, projectOldSlugs, projects } from '@/server/db/schema';
import { cached } from '@/server/cache';
import { keyFromMediaUrl } from '@/server/storage/keys';
import { findMediaUsage } from '@/features/media/usage';
import { getFocalPoints, withFocus } from '@/features/media/focus';
import { resolveCover } from './cover';
import type { ProjectDetail, ProjectGate, ProjectNeighbour, ProjectSummary } from './types';

export type { ProjectDetail, ProjectGate, ProjectNeighbour, ProjectSummary } from './types';

// cover_image, else the url of the first image in the gallery, worked out in
// SQL so the list read never carries whole galleries
const coverSrc = sql<string | null>`coalesce(
  nullif(${projects.coverImage}, ''),
  (select g->>'url' from jsonb_array_elements(${projects.images}) as g where g->>'type' = 'image' limit 1)
)`;
const coverAlt = sql<string>`coalesce(
  nullif(${projects.coverAlt}, ''),
  (select nullif(g->>'alt', '') from jsonb_array_elements(${projects.images}) as g
    where g->>'url' = coalesce(nullif(${projects.coverImage}, ''),
      (select f->>'url' from jsonb_array_elements(${projects.images}) as f where f->>'type' = 'image' limit 1))
    limit 1),
  ${projects.title}
)`;

/** A category as the filter buttons of /projects name it; the admin's read adds to these. */
export const categoryColumns = pickColumns(projectCategories, ['id', 'name']);

/** What a project card shows of the project itself (its cover and category are worked out). */
const cardColumns = pickColumns(projects, [
  'id',
  'title',
  'slug',
  'featured',
  'description',
  'client',
]);

/**
 * What a project is made of, with its category's name (a read of these joins
 * project_categories): its own page shows these and the admin's form edits them.
 */
export const projectContentColumns = {
  ...cardColumns,
  ...pickColumns(projects, [
    'coverImage',
    'coverAlt',
    'details',
    'year',
    'location',
    'website',
    'projectDate',
    'images',
    'youtubeVideos',
  ]),
  category: projectCategories.name,
};

/** Who may see a project: what the gate decides on. Server-only: it holds the password's hash. */
export const projectGateColumns = pickColumns(projects, [
  'id',
  'slug',
  'visibility',
  'passwordHash',
]);

/** Category names in display order: the filter buttons of /projects. */
export const getProjectCategories = cached('project-categories', ['categories'], async () => {
  const db = await getDb();
  return db
    .select(categoryColumns)
    .from(projectCategories)
    .orderBy(asc(projectCategories.displayOrder), asc(projectCategories.id));
});

/** Every public project in display order, with what a card shows (unlisted and protected ones are left out). */
export async function loadPublicProjects(db: Db) {
  const rows = await db
    .select({ ...cardColumns, category: projectCategories.name, coverImage: coverSrc, coverAlt })
    .from(projects)
    .leftJoin(projectCategories, eq(projects.categoryId, projectCategories.id))
    .where(eq(projects.visibility, 'public'))
    .orderBy(asc(projects.displayOrder), asc(projects.id));
  return rows.map((row) => ({ ...row }));
}

const loadPublicList = cached('projects-public', ['projects', 'categories'], async () =>
  loadPublicProjects(await getDb()),
);

/** Every public project as a card shows it, each cover with its focal point (`focus`). */
export async function getPublicProjects() {
  return withFocus(await loadPublicList(), (p) => p.coverImage);
}

/** One project with everything its page shows, or null. */
export async function loadProjectDetail(db: Db, id: number) {
  const [row] = await db
    .select({ ...projectContentColumns, ...pickColumns(projects, ['createdAt', 'updatedAt']) })
    .from(projects)
    .leftJoin(projectCategories, eq(projects.categoryId, projectCategories.id))
    .where(eq(projects.id, id));
  if (!row) return null;
  const images = (row.images ?? []).filter(
    (item) => item && typeof item.url === 'string' && item.url !== '',
  );
  const cover = resolveCover({ ...row, images });
  return {
    ...row,
    images,
    youtubeVideos: (row.youtubeVideos ?? []).filter(Boolean),
    coverImage: cover.src,
    coverAlt: cover.alt,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const loadProject = cached('project-detail', ['projects', 'categories'], async (id: number) =>
  loadProjectDetail(await getDb(), id),
);

/** Parses a route segment as a project or post id; anything else is not an id. */
export function parseId(raw: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= 2_147_483_647 ? id : null;
}

/**
 * Every project's id, visibility and password hash: what decides who may see its
 * page and media. Server-only: the hash never leaves this layer.
 */
export async function loadProjectGates(db: Db): Promise<ProjectGate[]> {
  return db.select(projectGateColumns).from(projects);
}

const getProjectGates = cached('project-gates', ['projects'], async () =>
  loadProjectGates(await getDb()),
);

/** Who may see project `id`, or null when there is no such project. */
export async function getProjectGate(id: number): Promise<ProjectGate | null> {
  return (await getProjectGates()).find((p) => p.id === id) ?? null;
}

/** Every earlier address of a project, with the project it led to. */
const loadOldSlugs = cached('project-old-slugs', ['projects'], async () => {
  const db = await getDb();
  const rows = await db
    .select({ slug: projectOldSlugs.slug, id: projectOldSlugs.projectId })
    .from(projectOldSlugs);
  return new Map(rows.map((r) => [r.slug, r.id]));
});

/**
 * What `/projects/{segment}` is: a project at its own address (`gate`), a project that lives
 * at another address now (its number, or one of its earlier slugs: `moved` is the current one,
 * and `gate` says whether the project is private), or nothing (null): 'Project Not Found'.
 */
export async function resolveProjectAddress(
  segment: string,
): Promise<{ gate: ProjectGate; moved?: string } | null> {
  const gates = await getProjectGates();
  const gate = gates.find((p) => p.slug === segment);
  if (gate) return { gate };
  const id = parseId(segment) ?? (await loadOldSlugs()).get(segment) ?? null;
  const moved = id === null ? undefined : gates.find((p) => p.id === id);
  return moved ? { gate: moved, moved: moved.slug } : null;
}

/**
 * The stored media (cover and gallery, by storage key) of password-protected
 * projects that nothing else shows, each with the protected projects that use
 * it. A file a public or unlisted project, or any other content (a hero slide,
 * a post, the site's logo...), also uses stays public.
 */
export async function loadProtectedMedia(db: Db): Promise<Map<string, number[]>> {
  const result = await db.execute(sql`
    with used as (
      select p.id, p.visibility, u.url
        from ${projects} p,
        lateral (
          select p.cover_image as url
          union
          select g->>'url' from jsonb_array_elements(p.images) as g
        ) u
       where u.url is not null and u.url <> ''
    )
    select url, array_agg(distinct id) as ids from used
     where visibility = 'password'
       and url not in (select url from used where visibility <> 'password')
     group by url`);
  const out = new Map<string, number[]>();
  for (const row of result.rows as { url: string; ids: (number | string)[] }[]) {
    const key = keyFromMediaUrl(row.url);
    if (!key) continue;
    // few files, and read once per change: one usage query each is cheap
    const usage = await findMediaUsage(db, row.url);
    if (usage.some((u) => u.kind !== 'Project')) continue;
    out.set(key, row.ids.map(Number));
  }
  return out;
}

// every kind of content that can show a media file decides whether it stays public
export const getProtectedMedia = cached(
  'project-protected-media',
  ['projects', 'hero', 'clients', 'awards', 'press', 'posts', 'about', 'settings'],
  async () => loadProtectedMedia(await getDb()),
);

/**
 * One project with its neighbours in display order, or null. The cached gates
 * are consulted first so that requests for ids that do not exist never reach
 * the database or grow the cache. Only a public project has neighbours: an
 * unlisted or protected one links to no other project and no other links to it.
 */
export async function getProject(id: number): Promise<{
  project: ProjectDetail;
  gate: ProjectGate;
  previous: ProjectNeighbour | null;
  next: ProjectNeighbour | null;
} | null> {
  const gate = await getProjectGate(id);
  if (!gate) return null;
  const loaded = await loadProject(id);
  if (!loaded) return null;
  const points = await getFocalPoints();
  const focus: Record<string, string> = {};
  for (const url of [loaded.coverImage, ...loaded.images.map((i) => i.url)]) {
    const point = url ? points.get(url) : undefined;
    if (url && point) focus[url] = `${point.x}% ${point.y}%`;
  }
  const project = { ...loaded, focus };
  const alone = { project, gate, previous: null, next: null };
  if (gate.visibility !== 'public') return alone;
  const list = await getPublicProjects();
  const index = list.findIndex((p) => p.id === id);
  if (index === -1) return alone;
  const neighbour = (p: ProjectSummary | undefined) =>
    p ? { id: p.id, slug: p.slug, title: p.title } : null;
  return { ...alone, previous: neighbour(list[index - 1]), next: neighbour(list[index + 1]) };
}
