import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PgTable } from 'drizzle-orm/pg-core';
import { testDatabases } from '#test/databases';
import type { Connection } from '@/server/db/connect';
import * as schema from '@/server/db/schema';
import { dropLocal, TAGS } from '@/server/cache';
import { getAboutContent } from '@/features/about/queries';
import { getAboutForAdmin } from '@/features/about/admin-queries';
import { getAwards } from '@/features/awards/queries';
import { listAwardsForAdmin } from '@/features/awards/admin-queries';
import { getPublishedPost, getPublishedPosts } from '@/features/blog/queries';
import { getAdminPost, getAdminPosts } from '@/features/blog/admin-queries';
import { getClients } from '@/features/clients/queries';
import { listClientsForAdmin } from '@/features/clients/admin-queries';
import { getFaq } from '@/features/faq/queries';
import { getAdminFaq } from '@/features/faq/admin-queries';
import { getHeroSlides } from '@/features/hero/queries';
import { listHeroSlidesForAdmin } from '@/features/hero/admin-queries';
import { getPressArticles } from '@/features/press/queries';
import { listPressArticlesForAdmin } from '@/features/press/admin-queries';
import { getPricingPackages } from '@/features/pricing/queries';
import { listPricingPackagesForAdmin } from '@/features/pricing/admin-queries';
import {
  getProject,
  getProjectCategories,
  getProjectGate,
  getPublicProjects,
} from '@/features/projects/queries';
import { getAdminCategories, getAdminProjects } from '@/features/projects/admin-queries';
import { getActiveServices } from '@/features/services/queries';
import { listServicesForAdmin } from '@/features/services/admin-queries';
import { getSiteSettings } from '@/features/settings/queries';
import { getSettingsForAdmin } from '@/features/settings/admin-queries';
import { getActiveVideos } from '@/features/videos/queries';
import { listVideosForAdmin } from '@/features/videos/admin-queries';

// The content reads, public and admin, against a real database: each sends exactly the
// fields it names (never a whole row, so nothing such as a password hash reaches a page),
// and an admin read adds its own to the public ones.

const current: { db?: Connection['db'] } = {};

vi.mock('@/server/db', () => ({
  getDb: async () => {
    if (!current.db) throw new Error('no test database');
    return current.db;
  },
}));

const fields = (row: object | null | undefined) => Object.keys(row ?? {}).sort();

// one row of each kind, with the blanks and fallbacks the public reads clean up
const content: [PgTable, Record<string, unknown>][] = [
  [schema.awards, { title: 'Gold', displayOrder: 1 }],
  [schema.clients, { name: 'Kiln & Co.', isFeatured: true }],
  [schema.pressArticles, { title: 'Feature', date: '2024-05-01' }],
  [schema.services, { title: 'Stills', bullets: ['One', ' '] }],
  [schema.videoShowcases, { title: 'Reel', youtubeUrl: 'https://youtu.be/o_2Q5y1AXVI' }],
  [schema.aboutContent, { notableProjects: ['A', ' '] }],
  [schema.siteSettings, { siteTitle: 'Studio' }],
  [schema.pricingPackages, { includes: ['Two rounds', ''] }],
  [schema.faqCategories, { id: 1, name: 'General' }],
  [schema.faqEntries, { categoryId: 1, question: 'How long?', answer: 'Weeks.' }],
  [schema.projectCategories, { id: 1, name: 'Spatial Design' }],
  [schema.projects, { id: 1, title: 'Open', categoryId: 1, displayOrder: 1 }],
  [
    schema.projects,
    { id: 2, title: 'Locked', visibility: 'password', passwordHash: 'hash', displayOrder: 2 },
  ],
  [
    schema.heroSlides,
    { title: 'Pavilion', imageUrl: ' /media/hero.jpg ', ctaText: 'See the film', ctaLink: ' ' },
  ],
  [
    schema.blogPosts,
    {
      id: 1,
      title: 'Light',
      content: '<p>Body</p>',
      status: 'published',
      publishedAt: new Date('2024-01-02T10:00:00Z'),
      previewToken: 'a'.repeat(43),
    },
  ],
];

type Read = () => Promise<object | null | undefined>;
const list = (read: () => Promise<object[]>) => async () => (await read())[0];
/** the field names and more, sorted as `fields` sorts them */
const plus = (fields: string[], ...more: string[]) => [...fields, ...more].sort();

const award = [
  'category',
  'description',
  'id',
  'imageUrl',
  'organization',
  'projectName',
  'status',
  'title',
  'year',
];
const article = [
  'category',
  'date',
  'excerpt',
  'externalLink',
  'id',
  'imageUrl',
  'isFeatured',
  'publication',
  'title',
];
const client = ['id', 'industry', 'isFeatured', 'logoUrl', 'name'];
const slide = ['ctaLink', 'ctaText', 'description', 'id', 'title'];
const service = ['bullets', 'category', 'description', 'iconName', 'id', 'title'];
const video = ['description', 'id', 'serviceCategory', 'title', 'youtubeUrl'];
const about = [
  'journeyContent',
  'mainDescription',
  'mainTitle',
  'notableProjects',
  'softwareList',
  'stats',
];
const settings = [
  'contactEmail',
  'faviconUrl',
  'googleAnalyticsId',
  'locations',
  'logoUrl',
  'ogImage',
  'ownerName',
  'phone',
  'siteDescription',
  'siteTitle',
  'socialLinks',
  'twitterHandle',
  'whatsapp',
];
const pkg = [
  'hourlyRate',
  'id',
  'includes',
  'priceRange',
  'region',
  'serviceType',
  'tier',
  'timeline',
];
const card = [
  'category',
  'excerpt',
  'featured',
  'id',
  'imageAlt',
  'imageUrl',
  'publishedAt',
  'readTime',
  'slug',
  'tags',
  'title',
];
// the public reads add the cover's focal point (the admin's previews read it from the library)
const shownCard = plus(card, 'focus');
const managedPost = plus(card, 'previewToken', 'status', 'updatedAt');
const project = [
  'category',
  'client',
  'coverAlt',
  'coverImage',
  'description',
  'details',
  'featured',
  'id',
  'images',
  'location',
  'projectDate',
  'slug',
  'title',
  'website',
  'year',
  'youtubeVideos',
];

/** Each kind's public read and the fields it sends, its admin read and the fields that sends. */
const reads: [string, Read, string[], Read, string[]][] = [
  ['awards', list(getAwards), award, list(listAwardsForAdmin), plus(award, 'displayOrder')],
  ['clients', list(getClients), client, list(listClientsForAdmin), plus(client, 'displayOrder')],
  [
    'press',
    list(getPressArticles),
    article,
    list(listPressArticlesForAdmin),
    plus(article, 'displayOrder'),
  ],
  [
    'services',
    list(getActiveServices),
    service,
    list(listServicesForAdmin),
    plus(service, 'displayOrder', 'isActive'),
  ],
  [
    'videos',
    list(getActiveVideos),
    video,
    list(listVideosForAdmin),
    plus(video, 'displayOrder', 'isActive'),
  ],
  [
    'hero slides',
    list(getHeroSlides),
    ['alt', 'ctaLink', 'ctaText', 'description', 'id', 'title', 'type', 'url'],
    list(listHeroSlidesForAdmin),
    plus(slide, 'displayOrder', 'imageAlt', 'imageUrl', 'isActive', 'mediaType'),
  ],
  ['faq', list(getFaq), ['entries', 'id', 'name'], list(getAdminFaq), ['entries', 'id', 'name']],
  ['about', getAboutContent, about, getAboutForAdmin, about],
  ['settings', getSiteSettings, settings, getSettingsForAdmin, settings],
  ['pricing', list(getPricingPackages), pkg, list(listPricingPackagesForAdmin), pkg],
  [
    'post cards',
    list(getPublishedPosts),
    shownCard,
    list(getAdminPosts),
    plus(managedPost, 'shownStatus'),
  ],
  [
    'posts',
    () => getPublishedPost(1),
    plus(shownCard, 'author', 'content', 'updatedAt'),
    () => getAdminPost(1),
    plus(managedPost, 'author', 'content'),
  ],
  [
    'projects',
    async () => (await getProject(1))?.project,
    plus(project, 'createdAt', 'focus', 'updatedAt'),
    list(getAdminProjects),
    plus(project, 'categoryId', 'displayOrder', 'hasPassword', 'shownCover', 'visibility'),
  ],
];

describe.each(testDatabases())('content reads on $name', ({ open }) => {
  let conn: Connection;
  // the reads change nothing: one database per engine serves every test
  beforeAll(async () => {
    conn = await open();
    current.db = conn.db;
    for (const [table, values] of content) await conn.db.insert(table).values(values);
    // the public reads are cached per process: each database starts from its own
    dropLocal(TAGS);
  });
  afterAll(async () => {
    current.db = undefined;
    await conn?.close();
  });

  it.each(reads)('%s: each read sends the fields it names', async (_, site, shown, admin, all) => {
    expect(fields(await site())).toEqual(shown);
    expect(fields(await admin())).toEqual(all);
  });

  it('the public reads clean up what visitors see; the admin ones show what is stored', async () => {
    expect(await getHeroSlides()).toEqual([
      {
        id: expect.any(Number),
        title: 'Pavilion',
        description: null,
        url: '/media/hero.jpg',
        type: 'image',
        alt: 'Pavilion',
        // a button needs a label and a target
        ctaText: null,
        ctaLink: null,
      },
    ]);
    expect(await getFaq()).toEqual([
      {
        id: 1,
        name: 'General',
        entries: [{ id: expect.any(Number), question: 'How long?', answer: 'Weeks.' }],
      },
    ]);
    expect(fields((await getAdminFaq())[0]!.entries[0])).toEqual([
      'answer',
      'categoryId',
      'id',
      'question',
    ]);
    expect((await getActiveServices())[0]!.bullets).toEqual(['One']);
    expect((await listServicesForAdmin())[0]!.bullets).toEqual(['One', ' ']);
    expect((await getAboutContent())!.notableProjects).toEqual(['A']);
    expect((await getAboutForAdmin())!.notableProjects).toEqual(['A', ' ']);
    expect((await getPricingPackages())[0]!.includes).toEqual(['Two rounds']);
    expect((await listPricingPackagesForAdmin())[0]!.includes).toEqual(['Two rounds', '']);
    expect(await getSiteSettings()).toMatchObject({ siteDescription: '', ownerName: '' });
    expect(await getSettingsForAdmin()).toMatchObject({ siteDescription: null, ownerName: null });
    expect((await getPressArticles())[0]!.date).toBe('2024-05-01');
    expect((await getPublishedPosts())[0]).toMatchObject({
      imageAlt: 'Light',
      publishedAt: '2024-01-02T10:00:00.000Z',
    });
    expect((await getAdminPosts())[0]).toMatchObject({
      imageAlt: '',
      previewToken: 'a'.repeat(43),
    });
  });

  it('projects: the public list leaves the locked one out; only the gate reads the hash', async () => {
    expect((await getPublicProjects()).map((p) => [p.title, p.category])).toEqual([
      ['Open', 'Spatial Design'],
    ]);
    expect(fields(await getProjectGate(2))).toEqual(['id', 'passwordHash', 'slug', 'visibility']);
    expect((await getAdminProjects()).map((p) => [p.title, p.hasPassword])).toEqual([
      ['Open', false],
      ['Locked', true],
    ]);
    expect(await getProjectCategories()).toEqual([{ id: 1, name: 'Spatial Design' }]);
    expect(await getAdminCategories()).toEqual([
      { id: 1, name: 'Spatial Design', displayOrder: 0, projectCount: 1 },
    ]);
  });
});
