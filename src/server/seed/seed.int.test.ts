import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { asc, count, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '#test/databases';
import type { Connection } from '../db/connect';
import {
  aboutContent,
  appMeta,
  awards,
  blogPosts,
  clients,
  faqCategories,
  faqEntries,
  heroSlides,
  mediaLibrary,
  pressArticles,
  pricingPackages,
  projectCategories,
  projects,
  services,
  siteSettings,
  videoShowcases,
} from '../db/schema';
import { allArt, seedIfEmpty, SEEDED_KEY } from '.';

const quiet = () => {};

async function countOf(conn: Connection, table: PgTable) {
  const [row] = await conn.db.select({ n: count() }).from(table);
  return row!.n;
}

describe.each(testDatabases())('first-start content on $name', ({ open }) => {
  let conn: Connection;
  let dataDir: string;
  let firstMs = 0;
  const art = allArt();

  beforeAll(async () => {
    conn = await open();
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'seed-test-'));
    const outcome = await seedIfEmpty(conn.db, { dataDir, log: quiet, art });
    expect(outcome.status).toBe('seeded');
    if (outcome.status === 'seeded') firstMs = outcome.ms;
  });

  afterAll(async () => {
    await conn?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('writes every kind of content, with the expected counts', async () => {
    const expected: [PgTable, number][] = [
      [heroSlides, 4],
      [services, 3],
      [projectCategories, 5],
      [projects, 10],
      [blogPosts, 8],
      [faqCategories, 5],
      [faqEntries, 15],
      [clients, 8],
      [awards, 6],
      [pressArticles, 5],
      [videoShowcases, 4],
      [pricingPackages, 45],
      [siteSettings, 1],
      [aboutContent, 1],
      [mediaLibrary, art.length],
    ];
    for (const [table, n] of expected) expect(await countOf(conn, table)).toBe(n);
    const [marker] = await conn.db.select().from(appMeta).where(eq(appMeta.key, SEEDED_KEY));
    expect(Number.isNaN(Date.parse(marker!.value))).toBe(false);
    expect(firstMs).toBeGreaterThan(0);
  });

  it('stores each image and records it in the media library', async () => {
    const rows = await conn.db.select().from(mediaLibrary);
    for (const row of rows) {
      expect(row.fileUrl).toMatch(/^\/media\/project-images\/seed\/[a-z0-9-]+\.(webp|png|jpg)$/);
      const file = path.join(dataDir, 'uploads', row.fileUrl.slice('/media/'.length));
      expect((await stat(file)).size).toBe(row.fileSize);
      expect(row.alt).toBeTruthy();
      expect(row.width).toBeGreaterThan(0);
    }
    const hero = rows.filter((r) => r.filename.startsWith('hero-'));
    expect(hero).toHaveLength(4);
    for (const h of hero)
      expect([h.width, h.height, h.mimeType]).toEqual([1920, 1080, 'image/webp']);
    const og = rows.find((r) => r.filename.startsWith('og-'));
    expect([og?.width, og?.height]).toEqual([1200, 630]);
  });

  it('uses the exact texts of docs/product.md', async () => {
    const slides = await conn.db.select().from(heroSlides).orderBy(asc(heroSlides.displayOrder));
    expect(slides.map((s) => s.title)).toEqual([
      'Immersive Experiences',
      'Architectural Visualization',
      'Product Design',
      'Industrial Design',
    ]);
    expect(slides.map((s) => s.displayOrder)).toEqual([1, 2, 3, 4]);
    expect(slides.every((s) => s.isActive && s.imageUrl && s.imageAlt && s.description)).toBe(true);

    const [about] = await conn.db.select().from(aboutContent);
    expect(about!.mainTitle).toBe('About Me');
    expect(about!.notableProjects).toEqual([
      'ABQ Breaking Bad Bar (2016)',
      'Paris Fashion Week (2016)',
      'AI Robot Prototypes (2017)',
    ]);
    expect(about!.softwareList).toHaveLength(20);
    expect(about!.stats).toEqual([
      { label: 'Years Experience', value: '18+' },
      { label: 'Design Disciplines', value: '6+' },
      { label: 'Happy Clients', value: '50+' },
      { label: 'Projects Completed', value: '200+' },
    ]);
    expect(about!.journeyContent).toMatch(/18 years/);

    const svc = await conn.db.select().from(services).orderBy(asc(services.displayOrder));
    expect(svc.map((s) => s.title)).toEqual([
      'Architectural Visualization',
      'Industrial Design',
      'Spatial Design',
    ]);
    expect(svc.every((s) => s.bullets.length === 3 && s.iconName)).toBe(true);

    const cats = await conn.db
      .select()
      .from(faqCategories)
      .orderBy(asc(faqCategories.displayOrder));
    expect(cats.map((c) => c.name)).toEqual([
      'General Services',
      'Architectural & Interior Design',
      'Digital Services',
      'Process & Pricing',
      'Collaboration & Communication',
    ]);
    const answers = (await conn.db.select({ a: faqEntries.answer }).from(faqEntries))
      .map((r) => r.a)
      .join('\n');
    for (const statement of [
      '50% deposit',
      '2-3 revision rounds',
      '2-4 weeks',
      '4-12 weeks',
      '3-8 weeks',
      'Mon-Fri 9AM-6PM',
    ]) {
      expect(answers).toContain(statement);
    }

    const [settings] = await conn.db.select().from(siteSettings);
    expect(settings).toMatchObject({
      id: 1,
      siteTitle: 'Elena Marsh — Design & Visualization',
      ownerName: 'Elena Marsh',
      contactEmail: 'hello@elenamarsh.studio',
      phone: '+44 20 7946 0321',
      whatsapp: '+44 7700 900321',
      twitterHandle: '@elenamarsh',
      googleAnalyticsId: null,
      locations: ['London, United Kingdom', 'Cape Town, South Africa', 'Sydney, Australia'],
    });
    expect(settings!.socialLinks.map((l) => l.label)).toEqual([
      'Instagram',
      'LinkedIn',
      'Behance',
      'ArtStation',
    ]);
    expect(settings!.ogImage).toMatch(/^\/media\//);
  });

  it('numbers blog posts 1..N in publication order, the first three featured', async () => {
    const posts = await conn.db.select().from(blogPosts).orderBy(asc(blogPosts.id));
    expect(posts.map((p) => p.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(posts.slice(0, 3).map((p) => p.category)).toEqual([
      'Project Showcase',
      'Residential',
      'Technology',
    ]);
    expect(posts.map((p) => p.featured)).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
      false,
      false,
    ]);
    for (let i = 1; i < posts.length; i++)
      expect(posts[i]!.publishedAt!.getTime()).toBeGreaterThan(
        posts[i - 1]!.publishedAt!.getTime(),
      );
    for (const p of posts) {
      expect(p).toMatchObject({ author: 'Elena Marsh', status: 'published' });
      const words = p.content
        .replace(/<[^>]+>/g, ' ')
        .split(/\s+/)
        .filter((w) => /\w/.test(w)).length;
      expect(words).toBeGreaterThanOrEqual(500);
      expect(words).toBeLessThanOrEqual(900);
      expect(p.readTime).toBe(`${Math.ceil(words / 200)} min read`);
      expect(p.tags.length).toBeGreaterThanOrEqual(3);
      expect(p.tags.length).toBeLessThanOrEqual(5);
      expect(p.content).toMatch(/<h2>[\s\S]*<ul>[\s\S]*<blockquote>|<blockquote>[\s\S]*<ul>/);
    }
    const categories = new Set(posts.map((p) => p.category));
    expect([...categories].sort()).toEqual(
      [
        'Architecture',
        'Commercial',
        'Interior Design',
        'Project Showcase',
        'Residential',
        'Sustainability',
        'Technology',
        'Urban Planning',
      ].sort(),
    );
  });

  it('links projects to categories, covers and galleries', async () => {
    const rows = await conn.db
      .select({
        id: projects.id,
        title: projects.title,
        cover: projects.coverImage,
        images: projects.images,
        featured: projects.featured,
        category: projectCategories.name,
        videos: projects.youtubeVideos,
      })
      .from(projects)
      .innerJoin(projectCategories, eq(projects.categoryId, projectCategories.id))
      .orderBy(asc(projects.displayOrder));
    expect(rows.map((r) => r.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(rows.filter((r) => r.featured)).toHaveLength(3);
    for (const r of rows) {
      expect(r.images.length).toBeGreaterThanOrEqual(3);
      expect(r.cover).toBe(r.images[0]!.url);
      for (const v of r.videos)
        expect(v).toMatch(/^https:\/\/www\.youtube\.com\/embed\/[\w-]{11}$/);
    }
    expect(rows.map((r) => r.title)).toEqual(
      expect.arrayContaining([
        'ABQ Breaking Bad Bar',
        'AI Robot Prototypes',
        'Paris Fashion Week Runway',
      ]),
    );
    expect(rows.filter((r) => r.videos.length > 0).length).toBeGreaterThanOrEqual(2);
  });

  it('writes the published price bands for every service, tier and region', async () => {
    const rows = await conn.db.select().from(pricingPackages);
    const keyed = new Map(rows.map((r) => [`${r.serviceType}/${r.tier}/${r.region}`, r]));
    expect(keyed.size).toBe(45);
    expect(keyed.get('archviz/basic/UK')!.priceRange).toBe('£800 - £1,500');
    expect(keyed.get('archviz/enterprise/UK')!.priceRange).toBe('£3,500 - £8,000+');
    expect(keyed.get('spatial/premium/UK')!.priceRange).toBe('£3,500 - £8,000');
    expect(keyed.get('unreal/enterprise/UK')!.priceRange).toBe('£8,500 - £15,000+');
    expect(keyed.get('webdev/basic/UK')!.priceRange).toBe('£1,200 - £3,000');
    expect(keyed.get('archviz/basic/SA')!.priceRange).toBe('R8,000 - R15,000');
    expect(keyed.get('archviz/basic/AU')!.priceRange).toBe('A$1,200 - A$2,200');
    for (const r of rows) {
      expect(r.includes.length).toBeGreaterThanOrEqual(4);
      expect(r.includes.length).toBeLessThanOrEqual(6);
      expect(r.hourlyRate).toMatch(/^(£|R|A\$)[\d,]+\/hr$/);
      expect(r.timeline).toMatch(/weeks$/);
    }
  });

  it('lets the owner add rows after seeding without id collisions', async () => {
    const [post] = await conn.db
      .insert(blogPosts)
      .values({ title: 'A new draft' })
      .returning({ id: blogPosts.id });
    expect(post!.id).toBe(9);
    const [project] = await conn.db
      .insert(projects)
      .values({ title: 'A new project' })
      .returning({ id: projects.id });
    expect(project!.id).toBe(11);
    await conn.db.delete(blogPosts).where(eq(blogPosts.id, 9));
    await conn.db.delete(projects).where(eq(projects.id, 11));
  });

  it('never seeds twice and never restores what the owner deleted or changed', async () => {
    await conn.db.delete(projects).where(eq(projects.id, 2));
    await conn.db
      .update(heroSlides)
      .set({ title: 'Edited by the owner' })
      .where(eq(heroSlides.displayOrder, 1));
    await conn.db.delete(siteSettings);
    const before = await countOf(conn, mediaLibrary);

    const again = await seedIfEmpty(conn.db, { dataDir, log: quiet });
    expect(again.status).toBe('already-seeded');

    expect(await countOf(conn, projects)).toBe(9);
    expect(await conn.db.select().from(projects).where(eq(projects.id, 2))).toHaveLength(0);
    const [first] = await conn.db.select().from(heroSlides).where(eq(heroSlides.displayOrder, 1));
    expect(first!.title).toBe('Edited by the owner');
    expect(await countOf(conn, siteSettings)).toBe(0);
    expect(await countOf(conn, mediaLibrary)).toBe(before);
    expect(await countOf(conn, blogPosts)).toBe(8);
  });
});

describe.each(testDatabases())('seeding guards on $name', ({ open }) => {
  it('seeds exactly once when two starts race', async () => {
    const conn = await open();
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'seed-race-'));
    try {
      const outcomes = await Promise.all([
        seedIfEmpty(conn.db, { dataDir, log: quiet, art: [] }),
        seedIfEmpty(conn.db, { dataDir, log: quiet, art: [] }),
      ]);
      expect(outcomes.map((o) => o.status).sort()).toEqual(['already-seeded', 'seeded']);
      expect(await countOf(conn, projects)).toBe(10);
      expect(await countOf(conn, heroSlides)).toBe(4);
    } finally {
      await conn.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('reports already-seeded when another start seeds between its two checks', async () => {
    const conn = await open();
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'seed-window-'));
    try {
      // the second select is the first content check: the other start finishes just before it runs
      let selects = 0;
      const late = new Proxy(conn.db, {
        get(target, prop, receiver) {
          if (prop !== 'select') return Reflect.get(target, prop, receiver);
          return (...args: Parameters<typeof target.select>) => {
            const builder = target.select(...args);
            if (++selects !== 2) return builder;
            return {
              from: (table: Parameters<typeof builder.from>[0]) => {
                const query = builder.from(table);
                return {
                  then: (ok: never, fail: never) =>
                    other()
                      .then(() => query)
                      .then(ok, fail),
                };
              },
            };
          };
        },
      });
      let first: Awaited<ReturnType<typeof seedIfEmpty>> | undefined;
      const other = async () => {
        first = await seedIfEmpty(conn.db, { dataDir, log: quiet, art: [] });
      };
      const second = await seedIfEmpty(late, { dataDir, log: quiet, art: [] });
      expect(first?.status).toBe('seeded');
      expect(second.status).toBe('already-seeded');
      expect(await countOf(conn, projects)).toBe(10);
    } finally {
      await conn.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('leaves an installation that already has content alone', async () => {
    const conn = await open();
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'seed-existing-'));
    try {
      await conn.db.insert(projects).values({ title: 'Already here' });
      const outcome = await seedIfEmpty(conn.db, { dataDir, log: quiet, art: [] });
      expect(outcome.status).toBe('existing-content');
      expect(await countOf(conn, projects)).toBe(1);
      expect(await countOf(conn, heroSlides)).toBe(0);
      expect((await seedIfEmpty(conn.db, { dataDir, log: quiet, art: [] })).status).toBe(
        'already-seeded',
      );
    } finally {
      await conn.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
