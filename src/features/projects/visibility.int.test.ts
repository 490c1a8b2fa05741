import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testDatabases } from '#test/databases';
import { emptiedForEachTest } from '#test/emptied-database';
import { current } from '#test/request-context';
import type { Connection } from '@/server/db/connect';
import { projectCategories, projects } from '@/server/db/schema';

// Unlisted and password-protected projects are absent from every place that
// lists projects: the landing page's and /projects' list (and so its category
// filters and its 'N projects'), search, the sitemap, the RSS feed, the
// neighbours of other projects, and the HTTP layer treats their pages as private.

vi.mock('server-only', () => ({}));
vi.mock('@/server/db', async () => (await import('#test/request-context')).mockDb());
vi.mock('next/headers', async () => (await import('#test/request-context')).mockHeaders());
vi.mock('next/server', () => ({ connection: async () => {} }));

const { dropLocal, TAGS } = await import('@/server/cache');
const queries = await import('./queries');
const { filterProjects } = await import('./filter');
const { searchIn } = await import('@/features/search/queries');
const { getSitemapProjects } = await import('@/features/seo/queries');
const { isPrivatePage } = await import('./private-pages');
const sitemap = (await import('@/app/sitemap')).default;
const rss = await import('@/app/rss.xml/route');

describe.each(testDatabases())('project visibility on $name', ({ open }) => {
  let conn: Connection;
  const ids: Record<string, number> = {};
  const slugs: Record<string, string> = {};

  const fresh = emptiedForEachTest(open);
  beforeEach(async () => {
    conn = await fresh();
    current.db = conn.db;
    // the read cache is per process: each test starts from its own database
    dropLocal([...TAGS]);
    const [cat] = await conn.db
      .insert(projectCategories)
      .values({ name: 'Spatial Design', displayOrder: 1 })
      .returning();
    const rows = await conn.db
      .insert(projects)
      .values([
        { title: 'Open Pavilion', categoryId: cat!.id, displayOrder: 1, featured: true },
        {
          title: 'Secret Quarry Hotel',
          description: 'Quarry hotel for a client under NDA.',
          categoryId: cat!.id,
          displayOrder: 2,
          featured: true,
          visibility: 'unlisted',
        },
        {
          title: 'Locked Quarry Villa',
          description: 'Quarry villa proofs.',
          categoryId: cat!.id,
          displayOrder: 3,
          featured: true,
          visibility: 'password',
          passwordHash: 'not-a-real-hash',
        },
        { title: 'Second Pavilion', categoryId: cat!.id, displayOrder: 4 },
      ])
      .returning({ id: projects.id, title: projects.title, slug: projects.slug });
    for (const row of rows) {
      ids[row.title] = row.id;
      slugs[row.title] = row.slug;
    }
  });
  afterEach(async () => {
    current.db = undefined;
  });

  const hidden = ['Secret Quarry Hotel', 'Locked Quarry Villa'];

  it('lists only public projects on the landing page, /projects and its category filters', async () => {
    const list = await queries.getPublicProjects();
    expect(list.map((p) => p.title)).toEqual(['Open Pavilion', 'Second Pavilion']);
    // the landing teaser picks featured projects from this list; 'N projects' is its length
    expect(list.filter((p) => p.featured).map((p) => p.title)).toEqual(['Open Pavilion']);
    expect(filterProjects(list, 'Spatial Design').map((p) => p.title)).toEqual([
      'Open Pavilion',
      'Second Pavilion',
    ]);
  });

  it('leaves them out of search', async () => {
    const results = await searchIn(conn.db, 'quarry');
    expect(results.projects).toEqual([]);
    const all = await searchIn(conn.db, 'pavilion');
    expect(all.projects.map((p) => p.title)).toEqual(['Open Pavilion', 'Second Pavilion']);
  });

  it('leaves them out of the sitemap and the feed', async () => {
    expect((await getSitemapProjects()).map((p) => p.id)).toEqual([
      ids['Open Pavilion'],
      ids['Second Pavilion'],
    ]);
    const urls = (await sitemap()).map((entry) => entry.url);
    expect(urls.some((u) => u.endsWith(`/projects/${slugs['Open Pavilion']}`))).toBe(true);
    for (const title of hidden) {
      expect(urls.some((u) => u.endsWith(`/projects/${slugs[title]}`))).toBe(false);
      expect(urls.some((u) => u.endsWith(`/projects/${ids[title]}`))).toBe(false);
    }
    const feed = await (await rss.GET()).text();
    for (const title of hidden) {
      expect(feed).not.toContain(title);
      expect(feed).not.toContain(`/projects/${slugs[title]}`);
      expect(feed).not.toContain(`/projects/${ids[title]}`);
    }
  });

  it('never names them as the previous or next project, and gives them no neighbours', async () => {
    const open = await queries.getProject(ids['Open Pavilion']!);
    expect(open?.next).toEqual({
      id: ids['Second Pavilion'],
      slug: 'second-pavilion',
      title: 'Second Pavilion',
    });
    const second = await queries.getProject(ids['Second Pavilion']!);
    expect(second?.previous).toEqual({
      id: ids['Open Pavilion'],
      slug: 'open-pavilion',
      title: 'Open Pavilion',
    });
    for (const title of hidden) {
      const found = await queries.getProject(ids[title]!);
      expect(found?.project.title).toBe(title);
      expect(found?.previous).toBeNull();
      expect(found?.next).toBeNull();
    }
  });

  it('tells the HTTP layer that their pages are private (no cache, noindex)', async () => {
    for (const title of hidden) {
      expect(await isPrivatePage(`/projects/${slugs[title]}`)).toBe(true);
      expect(await isPrivatePage(`/projects/${ids[title]}`)).toBe(true);
    }
    expect(await isPrivatePage(`/projects/${slugs['Open Pavilion']}`)).toBe(false);
    expect(await isPrivatePage(`/projects/${ids['Open Pavilion']}`)).toBe(false);
    expect(await isPrivatePage('/projects/no-such-project')).toBe(false);
    expect(await isPrivatePage('/projects/999999')).toBe(false);
    expect(await isPrivatePage('/projects')).toBe(false);
    expect(await isPrivatePage('/blog/1')).toBe(false);
  });

  it('shows a project again everywhere once it is made public', async () => {
    const { eq } = await import('drizzle-orm');
    await conn.db
      .update(projects)
      .set({ visibility: 'public', passwordHash: null })
      .where(eq(projects.id, ids['Secret Quarry Hotel']!));
    dropLocal(['projects']);
    expect((await queries.getPublicProjects()).map((p) => p.title)).toContain(
      'Secret Quarry Hotel',
    );
    expect((await searchIn(conn.db, 'quarry')).projects.map((p) => p.title)).toEqual([
      'Secret Quarry Hotel',
    ]);
    expect(await isPrivatePage(`/projects/${ids['Secret Quarry Hotel']}`)).toBe(false);
  });
});
