import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '#test/databases';
import type { Connection } from './connect';
import {
  aboutContent,
  awards,
  blogPosts,
  consultationRequests,
  contactSubmissions,
  heroSlides,
  mediaLibrary,
  pricingPackages,
  projectCategories,
  projects,
  services,
  siteSettings,
  videoShowcases,
} from './schema';

// The database itself enforces every required field, default and enumeration,
// so a bug in a form or an action cannot store a row the site cannot show.

const NOT_NULL = '23502';
const FOREIGN_KEY = '23503';
// ON DELETE RESTRICT: PostgreSQL 15 reports foreign_key_violation, PGlite (PostgreSQL 17) restrict_violation
const RESTRICTED = ['23503', '23001'];
const UNIQUE = '23505';
const CHECK = '23514';
const BAD_ENUM = '22P02';

/** The SQLSTATE a statement fails with, or undefined when it succeeds. */
async function sqlState(run: () => Promise<unknown>): Promise<string | undefined> {
  try {
    await run();
  } catch (error) {
    // drizzle wraps the driver's error in `cause`
    for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
      const code = (e as { code?: unknown }).code;
      if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    }
    throw error;
  }
  return undefined;
}

describe.each(testDatabases())('schema constraints on $name', ({ open }) => {
  let conn: Connection;
  const exec = (query: SQL) => conn.db.execute(query);
  const state = (query: SQL) => sqlState(() => exec(query));

  beforeAll(async () => {
    conn = await open();
  });
  afterAll(async () => {
    await conn?.close();
  });

  describe('awards', () => {
    it('defaults to Winner in the current year', async () => {
      const [row] = await conn.db
        .insert(awards)
        .values({ title: 'Best Interior Visualisation' })
        .returning();
      expect(row!.status).toBe('Winner');
      const now = new Date();
      // the database's clock may sit on either side of midnight on 31 December
      expect([now.getFullYear(), now.getUTCFullYear()]).toContain(row!.year);
      expect(row!.displayOrder).toBe(0);
      expect(row!.createdAt).toBeInstanceOf(Date);
    });

    it('accepts only Winner, Nominated and Finalist', async () => {
      for (const status of ['Winner', 'Nominated', 'Finalist']) {
        expect(
          await state(sql`insert into awards (title, status) values ('Award', ${status})`),
        ).toBeUndefined();
      }
      expect(await state(sql`insert into awards (title, status) values ('Award', 'Bogus')`)).toBe(
        BAD_ENUM,
      );
      expect(await state(sql`insert into awards (title, status) values ('Award', 'winner')`)).toBe(
        BAD_ENUM,
      );
    });

    it('requires a title and a status', async () => {
      expect(await state(sql`insert into awards (title) values (null)`)).toBe(NOT_NULL);
      expect(await state(sql`insert into awards (title, status) values ('Award', null)`)).toBe(
        NOT_NULL,
      );
      expect(await state(sql`insert into awards (title, year) values ('Award', null)`)).toBe(
        NOT_NULL,
      );
    });
  });

  describe('pricing packages', () => {
    it('defaults to the basic archviz package in the UK', async () => {
      const [row] = await conn.db.insert(pricingPackages).values({}).returning();
      expect(row).toMatchObject({
        serviceType: 'archviz',
        tier: 'basic',
        region: 'UK',
        includes: [],
      });
    });

    it('accepts every tier, region and service type of the catalogue', async () => {
      for (const serviceType of ['archviz', 'unreal', 'webdev', 'industrial', 'spatial'] as const) {
        for (const tier of ['basic', 'premium', 'enterprise'] as const) {
          for (const region of ['UK', 'SA', 'AU'] as const) {
            await conn.db
              .insert(pricingPackages)
              .values({ serviceType, tier, region, priceRange: '£1,000 - £2,000' });
          }
        }
      }
      const [count] = (
        await exec(
          sql`select count(*)::int as n from pricing_packages where price_range is not null`,
        )
      ).rows as { n: number }[];
      expect(count!.n).toBe(45);
    });

    it('rejects values outside the enumerations', async () => {
      expect(await state(sql`insert into pricing_packages (tier) values ('gold')`)).toBe(BAD_ENUM);
      expect(await state(sql`insert into pricing_packages (region) values ('US')`)).toBe(BAD_ENUM);
      expect(
        await state(sql`insert into pricing_packages (service_type) values ('photography')`),
      ).toBe(BAD_ENUM);
      expect(await state(sql`insert into pricing_packages (tier) values (null)`)).toBe(NOT_NULL);
    });
  });

  describe('media library', () => {
    it('stores images and videos and nothing else', async () => {
      const [row] = await conn.db
        .insert(mediaLibrary)
        .values({
          filename: 'atrium.jpg',
          fileType: 'image',
          fileUrl: '/media/atrium.jpg',
          fileSize: 1024,
        })
        .returning();
      expect(row).toMatchObject({ fileType: 'image', decorative: false, alt: null });
      expect(
        await state(sql`insert into media_library (filename, file_type, file_url, file_size)
                        values ('walkthrough.mp4', 'video', '/media/walkthrough.mp4', 2048)`),
      ).toBeUndefined();
      expect(
        await state(sql`insert into media_library (filename, file_type, file_url, file_size)
                        values ('theme.mp3', 'audio', '/media/theme.mp3', 10)`),
      ).toBe(BAD_ENUM);
    });

    it('requires a file name, type, URL and a positive size', async () => {
      expect(
        await state(
          sql`insert into media_library (file_type, file_url, file_size) values ('image', '/media/a.jpg', 1)`,
        ),
      ).toBe(NOT_NULL);
      expect(
        await state(
          sql`insert into media_library (filename, file_url, file_size) values ('a.jpg', '/media/a.jpg', 1)`,
        ),
      ).toBe(NOT_NULL);
      expect(
        await state(
          sql`insert into media_library (filename, file_type, file_size) values ('a.jpg', 'image', 1)`,
        ),
      ).toBe(NOT_NULL);
      expect(
        await state(
          sql`insert into media_library (filename, file_type, file_url) values ('a.jpg', 'image', '/media/a.jpg')`,
        ),
      ).toBe(NOT_NULL);
      expect(
        await state(sql`insert into media_library (filename, file_type, file_url, file_size)
                        values ('a.jpg', 'image', '/media/a.jpg', 0)`),
      ).toBe(CHECK);
    });
  });

  describe('submissions', () => {
    it('start as new with an empty source', async () => {
      const [contact] = await conn.db
        .insert(contactSubmissions)
        .values({
          name: 'Sam Okafor',
          email: 'sam@example.com',
          message: 'Could we talk about a showroom?',
        })
        .returning();
      expect(contact).toMatchObject({ status: 'new', source: {}, subject: null });

      const [request] = await conn.db
        .insert(consultationRequests)
        .values({
          name: 'Priya Naidoo',
          email: 'priya@example.com',
          message: 'Visualisation for a new lodge.',
        })
        .returning();
      expect(request).toMatchObject({
        status: 'new',
        preferredCurrency: 'GBP',
        selectedService: 'architectural-visualization',
        source: {},
      });
    });

    it('accept only the known statuses and currencies', async () => {
      for (const status of ['new', 'read', 'archived', 'spam']) {
        expect(
          await state(sql`insert into contact_submissions (name, email, message, status)
                          values ('A', 'a@example.com', 'Hello', ${status})`),
        ).toBeUndefined();
      }
      expect(
        await state(sql`insert into contact_submissions (name, email, message, status)
                        values ('A', 'a@example.com', 'Hello', 'pending')`),
      ).toBe(BAD_ENUM);
      expect(
        await state(sql`insert into consultation_requests (name, email, message, status)
                        values ('A', 'a@example.com', 'Hello', 'closed')`),
      ).toBe(BAD_ENUM);
      for (const currency of ['GBP', 'ZAR', 'AUD']) {
        expect(
          await state(sql`insert into consultation_requests (name, email, message, preferred_currency)
                          values ('A', 'a@example.com', 'Hello', ${currency})`),
        ).toBeUndefined();
      }
      expect(
        await state(sql`insert into consultation_requests (name, email, message, preferred_currency)
                        values ('A', 'a@example.com', 'Hello', 'USD')`),
      ).toBe(BAD_ENUM);
    });

    it('require a name, an e-mail and a message', async () => {
      for (const table of ['contact_submissions', 'consultation_requests']) {
        const t = sql.identifier(table);
        expect(
          await state(sql`insert into ${t} (email, message) values ('a@example.com', 'Hello')`),
        ).toBe(NOT_NULL);
        expect(await state(sql`insert into ${t} (name, message) values ('A', 'Hello')`)).toBe(
          NOT_NULL,
        );
        expect(await state(sql`insert into ${t} (name, email) values ('A', 'a@example.com')`)).toBe(
          NOT_NULL,
        );
      }
    });
  });

  describe('video showcases', () => {
    it('default to the General category and active', async () => {
      const [row] = await conn.db
        .insert(videoShowcases)
        .values({
          title: 'Harbour Pavilion walkthrough',
          youtubeUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        })
        .returning();
      expect(row).toMatchObject({
        serviceCategory: 'General',
        isActive: true,
        displayOrder: 0,
        description: null,
      });
    });

    it('require a YouTube URL and a category', async () => {
      expect(await state(sql`insert into video_showcases (title) values ('Film')`)).toBe(NOT_NULL);
      expect(
        await state(sql`insert into video_showcases (title, youtube_url, service_category)
                        values ('Film', 'https://youtu.be/x', null)`),
      ).toBe(NOT_NULL);
    });
  });

  describe('hero slides, services and posts', () => {
    it('have the documented defaults', async () => {
      const [slide] = await conn.db
        .insert(heroSlides)
        .values({ title: 'Spaces that tell a story' })
        .returning();
      expect(slide).toMatchObject({ mediaType: 'image', isActive: true, displayOrder: 0 });
      expect(
        await state(sql`insert into hero_slides (title, media_type) values ('Slide', 'gif')`),
      ).toBe(BAD_ENUM);

      const [service] = await conn.db
        .insert(services)
        .values({ title: 'Architectural Visualization' })
        .returning();
      expect(service).toMatchObject({ isActive: true, bullets: [], displayOrder: 0 });

      const [post] = await conn.db
        .insert(blogPosts)
        .values({ title: 'Lighting a gallery' })
        .returning();
      expect(post).toMatchObject({
        status: 'draft',
        category: 'Architecture',
        readTime: '1 min read',
        featured: false,
        tags: [],
        publishedAt: null,
      });
    });

    it('refuse a published post without a publication date', async () => {
      expect(
        await state(sql`insert into blog_posts (title, status) values ('Post', 'published')`),
      ).toBe(CHECK);
      expect(
        await state(sql`insert into blog_posts (title, status) values ('Post', 'scheduled')`),
      ).toBe(CHECK);
      expect(
        await state(
          sql`insert into blog_posts (title, status, published_at) values ('Post', 'published', now())`,
        ),
      ).toBeUndefined();
      expect(
        await state(sql`insert into blog_posts (title, status) values ('Post', 'archived')`),
      ).toBe(BAD_ENUM);
    });
  });

  describe('titles and names', () => {
    // each table with its other required columns
    const titled: Array<[table: string, column: string, extra: Record<string, string>]> = [
      ['projects', 'title', {}],
      ['video_showcases', 'title', { youtube_url: 'https://youtu.be/x' }],
      ['hero_slides', 'title', {}],
      ['services', 'title', {}],
      ['clients', 'name', {}],
      ['awards', 'title', {}],
      ['press_articles', 'title', {}],
      ['blog_posts', 'title', {}],
    ];

    function insert(
      table: string,
      column: string,
      extra: Record<string, string>,
      value: string | null,
    ) {
      const columns = [column, ...Object.keys(extra)].map((c) => sql.identifier(c));
      const values = [value, ...Object.values(extra)].map((v) => sql`${v}`);
      return sql`insert into ${sql.identifier(table)} (${sql.join(columns, sql`, `)}) values (${sql.join(values, sql`, `)})`;
    }

    it.each(titled)('%s refuses a missing or blank %s', async (table, column, extra) => {
      expect(await state(insert(table, column, extra, null))).toBe(NOT_NULL);
      expect(await state(insert(table, column, extra, ''))).toBe(CHECK);
      expect(await state(insert(table, column, extra, '   '))).toBe(CHECK);
      expect(await state(insert(table, column, extra, 'Tidewater House'))).toBeUndefined();
    });

    it('faq entries refuse a blank question and need a category', async () => {
      const [category] = (
        await exec(sql`insert into faq_categories (name) values ('Process') returning id`)
      ).rows as {
        id: number;
      }[];
      const id = category!.id;
      expect(
        await state(
          sql`insert into faq_entries (category_id, question, answer) values (${id}, ' ', 'A')`,
        ),
      ).toBe(CHECK);
      expect(
        await state(sql`insert into faq_entries (category_id, answer) values (${id}, 'A')`),
      ).toBe(NOT_NULL);
      expect(
        await state(sql`insert into faq_entries (category_id, question) values (${id}, 'Q?')`),
      ).toBe(NOT_NULL);
      expect(await state(sql`insert into faq_entries (question, answer) values ('Q?', 'A')`)).toBe(
        NOT_NULL,
      );
      expect(
        await state(
          sql`insert into faq_entries (category_id, question, answer) values (999999, 'Q?', 'A')`,
        ),
      ).toBe(FOREIGN_KEY);
    });

    it('category names are unique', async () => {
      await conn.db.insert(projectCategories).values({ name: 'Hospitality' });
      expect(await state(sql`insert into project_categories (name) values ('Hospitality')`)).toBe(
        UNIQUE,
      );
      expect(await state(sql`insert into project_categories (name) values (null)`)).toBe(NOT_NULL);
    });
  });

  describe('single-row tables', () => {
    it('about content holds one row', async () => {
      const [row] = await conn.db.insert(aboutContent).values({}).returning();
      expect(row).toMatchObject({
        id: 1,
        mainTitle: 'About Me',
        notableProjects: [],
        softwareList: [],
        stats: [],
      });
      expect(await state(sql`insert into about_content default values`)).toBe(UNIQUE);
      expect(await state(sql`insert into about_content (id) values (2)`)).toBe(CHECK);
    });

    it('site settings hold one row', async () => {
      const [row] = await conn.db
        .insert(siteSettings)
        .values({ siteTitle: 'Elena Marsh' })
        .returning();
      expect(row).toMatchObject({ id: 1, locations: [], socialLinks: [] });
      expect(await state(sql`insert into site_settings default values`)).toBe(UNIQUE);
      expect(await state(sql`insert into site_settings (id) values (2)`)).toBe(CHECK);
    });
  });

  describe('categories and projects', () => {
    it('a category used by a project cannot be deleted', async () => {
      const [category] = await conn.db
        .insert(projectCategories)
        .values({ name: 'Residential' })
        .returning();
      const [project] = await conn.db
        .insert(projects)
        .values({ title: 'Cliffside Retreat', categoryId: category!.id })
        .returning();
      expect(project).toMatchObject({ featured: false, images: [], youtubeVideos: [] });

      expect(RESTRICTED).toContain(
        await state(sql`delete from project_categories where id = ${category!.id}`),
      );
      expect(
        await state(sql`insert into projects (title, category_id) values ('Orphan', 999999)`),
      ).toBe(FOREIGN_KEY);

      await exec(sql`delete from projects where id = ${project!.id}`);
      expect(
        await state(sql`delete from project_categories where id = ${category!.id}`),
      ).toBeUndefined();
    });

    it('deleting a FAQ category removes its entries', async () => {
      const [category] = (
        await exec(sql`insert into faq_categories (name) values ('Pricing') returning id`)
      ).rows as {
        id: number;
      }[];
      await exec(
        sql`insert into faq_entries (category_id, question, answer) values (${category!.id}, 'Q?', 'A.')`,
      );
      await exec(sql`delete from faq_categories where id = ${category!.id}`);
      const [left] = (
        await exec(
          sql`select count(*)::int as n from faq_entries where category_id = ${category!.id}`,
        )
      ).rows as { n: number }[];
      expect(left!.n).toBe(0);
    });
  });
});
