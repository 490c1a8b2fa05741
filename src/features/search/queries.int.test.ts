import { beforeEach, describe, expect, it } from 'vitest';
import { testDatabases } from '#test/databases';
import { emptiedForEachTest } from '#test/emptied-database';
import type { Connection } from '@/server/db/connect';
import { blogPosts, projectCategories, projects } from '@/server/db/schema';
import { searchIn } from './queries';

const days = (n: number) => new Date(Date.now() + n * 86_400_000);

describe.each(testDatabases())('site search on $name', ({ open }) => {
  let conn: Connection;
  const fresh = emptiedForEachTest(open);
  beforeEach(async () => {
    conn = await fresh();
    const db = conn.db;
    const [viz, product] = await db
      .insert(projectCategories)
      .values([
        { name: 'Architectural Visualization', displayOrder: 1 },
        { name: 'Product Design', displayOrder: 2 },
      ])
      .returning();
    await db.insert(projects).values([
      {
        title: 'Harbour Residence',
        description: 'A cantilevered house above the Atlantic Seaboard.',
        categoryId: viz!.id,
        client: 'Atlantic Seaboard Developments',
        images: [{ type: 'image', url: '/media/harbour.jpg', alt: 'The house at dusk' }],
        displayOrder: 1,
      },
      {
        title: 'Aurelia Table Lamp',
        description: 'Brass and opal glass, 100% hand-finished.',
        categoryId: product!.id,
        client: 'Northlight Studio',
        displayOrder: 2,
      },
      {
        title: 'Quiet Pavilion',
        description: 'A harbour-side pavilion for exhibitions.',
        displayOrder: 3,
      },
    ]);
    await db.insert(blogPosts).values([
      {
        title: 'Daylight in the Harbour Residence',
        excerpt: 'How one scene served two audiences.',
        category: 'Project Showcase',
        tags: ['Cape Town', 'Planning'],
        status: 'published',
        publishedAt: days(-10),
      },
      {
        title: 'Real-time walkthroughs',
        excerpt: 'Clients decide faster inside a model.',
        category: 'Technology',
        tags: ['Unreal Engine', 'snake_case'],
        status: 'scheduled',
        publishedAt: days(-1),
      },
      { title: 'Harbour draft', excerpt: 'Not ready.', status: 'draft' },
      {
        title: 'Harbour tomorrow',
        excerpt: 'Scheduled.',
        status: 'scheduled',
        publishedAt: days(1),
      },
    ]);
  });

  it('matches projects by title, description, category and client, case-insensitively', async () => {
    const titles = async (q: string) => (await searchIn(conn.db, q)).projects.map((p) => p.title);
    expect(await titles('HARBOUR')).toEqual(['Harbour Residence', 'Quiet Pavilion']);
    expect(await titles('opal')).toEqual(['Aurelia Table Lamp']);
    expect(await titles('product design')).toEqual(['Aurelia Table Lamp']);
    expect(await titles('northlight')).toEqual(['Aurelia Table Lamp']);
  });

  it('puts title matches first and returns what a result shows', async () => {
    const { projects: hits } = await searchIn(conn.db, 'harbour');
    expect(hits[0]).toEqual({
      id: expect.any(Number),
      slug: 'harbour-residence',
      title: 'Harbour Residence',
      description: 'A cantilevered house above the Atlantic Seaboard.',
      category: 'Architectural Visualization',
      image: '/media/harbour.jpg',
      imageAlt: 'Harbour Residence',
    });
    expect(hits[1]).toMatchObject({ title: 'Quiet Pavilion', category: null, image: null });
  });

  it('matches published posts by title, excerpt and tags only', async () => {
    const titles = async (q: string) => (await searchIn(conn.db, q)).posts.map((p) => p.title);
    expect(await titles('harbour')).toEqual(['Daylight in the Harbour Residence']);
    expect(await titles('two audiences')).toEqual(['Daylight in the Harbour Residence']);
    expect(await titles('cape town')).toEqual(['Daylight in the Harbour Residence']);
    // a scheduled post whose time has come is public
    expect(await titles('unreal')).toEqual(['Real-time walkthroughs']);
    // drafts and future posts never appear
    expect(await titles('ready')).toEqual([]);
    expect(await titles('tomorrow')).toEqual([]);
  });

  it('requires every word to match somewhere', async () => {
    const { projects: hits } = await searchIn(conn.db, 'harbour exhibitions');
    expect(hits.map((p) => p.title)).toEqual(['Quiet Pavilion']);
  });

  it('treats LIKE wildcards in the query literally', async () => {
    expect((await searchIn(conn.db, '%')).projects.map((p) => p.title)).toEqual([
      'Aurelia Table Lamp',
    ]);
    expect((await searchIn(conn.db, '100%')).projects.map((p) => p.title)).toEqual([
      'Aurelia Table Lamp',
    ]);
    expect((await searchIn(conn.db, '_')).posts.map((p) => p.title)).toEqual([
      'Real-time walkthroughs',
    ]);
    expect(await searchIn(conn.db, '%_%')).toEqual({ projects: [], posts: [] });
    expect(await searchIn(conn.db, '\\')).toEqual({ projects: [], posts: [] });
  });

  it('returns nothing for an empty query', async () => {
    expect(await searchIn(conn.db, '   ')).toEqual({ projects: [], posts: [] });
  });
});
