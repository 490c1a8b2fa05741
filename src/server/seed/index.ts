import 'server-only';
import { count, eq, sql } from 'drizzle-orm';
import type { Db } from '../db';
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
  bookingSettings,
} from '../db/schema';
import { localStorageAt } from '../storage';
import type { StorageBackend } from '../storage/types';
import { allArt } from './art-list';
import type { ArtSpec } from './art-spec';
import { ABOUT } from './content/about';
import { AWARDS } from './content/awards';
import { CLIENTS } from './content/clients';
import { FAQ } from './content/faq';
import { HERO_SLIDES } from './content/hero';
import { POSTS, readTime } from './content/posts';
import { PRESS } from './content/press';
import { pricingPackages as pricingRows } from './content/pricing';
import { PROJECT_CATEGORIES, PROJECTS } from './content/projects';
import { SERVICES } from './content/services';
import { FAVICON, LOGO, OG_IMAGE, SITE_SETTINGS } from './content/settings';
import { BOOKING_SETTINGS } from './content/booking';
import { VIDEOS } from './content/videos';
import { renderAll } from './images';

export { allArt };

export const SEEDED_KEY = 'seeded_at';

export type SeedOutcome =
  | { status: 'seeded'; images: number; ms: number }
  | { status: 'already-seeded' }
  | { status: 'existing-content' };

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

async function alreadySeeded(db: Db | Tx): Promise<boolean> {
  const rows = await db
    .select({ key: appMeta.key })
    .from(appMeta)
    .where(eq(appMeta.key, SEEDED_KEY));
  return rows.length > 0;
}

/** True when the owner's content is already here (an older install, or a restore). */
async function hasContent(db: Db | Tx): Promise<boolean> {
  const tables = [projects, blogPosts, heroSlides, services, siteSettings, aboutContent] as const;
  for (const table of tables) {
    const [row] = await db.select({ n: count() }).from(table);
    if ((row?.n ?? 0) > 0) return true;
  }
  return false;
}

async function syncSequence(tx: Tx, table: string): Promise<void> {
  // explicit ids do not move a serial's sequence; the next insert must not collide
  await tx.execute(
    sql.raw(
      `select setval(pg_get_serial_sequence('${table}', 'id'), coalesce((select max(id) from ${table}), 1))`,
    ),
  );
}

const projectUrl = (slug: string, index = 0): string => {
  const project = PROJECTS.find((p) => p.slug === slug);
  if (!project) throw new Error(`Seed content refers to an unknown project: ${slug}`);
  return project.gallery[index]!.url;
};

async function insertContent(tx: Tx, media: Awaited<ReturnType<typeof renderAll>>): Promise<void> {
  if (media.length)
    await tx.insert(mediaLibrary).values(
      media.map((m) => ({
        filename: m.filename,
        fileType: 'image' as const,
        fileUrl: m.spec.url,
        fileSize: m.size,
        mimeType: m.mimeType,
        width: m.width,
        height: m.height,
        alt: m.spec.alt,
      })),
    );

  await tx.insert(heroSlides).values(
    HERO_SLIDES.map((s, i) => ({
      title: s.title,
      description: s.description,
      imageUrl: s.image.url,
      imageAlt: s.image.alt,
      mediaType: 'image' as const,
      // one slide shows the optional extra button, so the feature is visible from the start
      ctaText: i === 0 ? 'Request a Consultation' : null,
      ctaLink: i === 0 ? '/request-consultation' : null,
      isActive: true,
      displayOrder: i + 1,
    })),
  );

  await tx
    .insert(aboutContent)
    .values({
      id: 1,
      mainTitle: ABOUT.mainTitle,
      mainDescription: ABOUT.mainDescription,
      journeyContent: ABOUT.journeyContent,
      notableProjects: ABOUT.notableProjects,
      softwareList: ABOUT.softwareList,
      stats: ABOUT.stats,
    })
    .onConflictDoNothing();

  await tx.insert(services).values(
    SERVICES.map((s, i) => ({
      title: s.title,
      description: s.description,
      iconName: s.iconName,
      category: s.category,
      bullets: [...s.bullets],
      isActive: true,
      displayOrder: i + 1,
    })),
  );

  await tx
    .insert(projectCategories)
    .values(PROJECT_CATEGORIES.map((name, i) => ({ id: i + 1, name, displayOrder: i + 1 })));
  await syncSequence(tx, 'project_categories');

  await tx.insert(projects).values(
    PROJECTS.map((p, i) => ({
      id: i + 1,
      title: p.title,
      description: p.description,
      details: p.details,
      categoryId: PROJECT_CATEGORIES.indexOf(p.category) + 1,
      client: p.client,
      year: p.year,
      location: p.location,
      website: p.website,
      projectDate: p.projectDate,
      images: p.gallery.map((g) => ({ type: 'image' as const, url: g.url, alt: g.alt })),
      youtubeVideos: p.youtubeVideos,
      featured: p.featured,
      coverImage: p.gallery[0]!.url,
      coverAlt: p.gallery[0]!.alt,
      displayOrder: i + 1,
    })),
  );
  await syncSequence(tx, 'projects');

  await tx.insert(videoShowcases).values(
    VIDEOS.map((v, i) => ({
      title: v.title,
      serviceCategory: v.serviceCategory,
      youtubeUrl: v.youtubeUrl,
      description: v.description,
      isActive: true,
      displayOrder: i + 1,
    })),
  );

  await tx.insert(clients).values(
    CLIENTS.map((c, i) => ({
      name: c.name,
      industry: c.industry,
      logoUrl: c.logo.url,
      isFeatured: c.featured,
      displayOrder: i + 1,
    })),
  );

  await tx.insert(awards).values(
    AWARDS.map((a, i) => ({
      title: a.title,
      category: a.category,
      projectName: PROJECTS.find((p) => p.slug === a.projectSlug)!.title,
      year: a.year,
      status: a.status,
      description: a.description,
      organization: a.organization,
      imageUrl: projectUrl(a.projectSlug),
      displayOrder: i + 1,
    })),
  );

  await tx.insert(pressArticles).values(
    PRESS.map((p, i) => ({
      title: p.title,
      publication: p.publication,
      date: p.date,
      excerpt: p.excerpt,
      category: p.category,
      imageUrl: projectUrl(p.projectSlug, p.imageIndex),
      externalLink: p.externalLink,
      isFeatured: p.featured,
      displayOrder: i + 1,
    })),
  );

  await tx.insert(pricingPackages).values(pricingRows());

  await tx
    .insert(siteSettings)
    .values({
      id: 1,
      ...SITE_SETTINGS,
      ogImage: OG_IMAGE.url,
      faviconUrl: FAVICON.url,
      logoUrl: LOGO.url,
    })
    .onConflictDoNothing();
  await tx.insert(bookingSettings).values(BOOKING_SETTINGS()).onConflictDoNothing();

  await tx.insert(blogPosts).values(
    POSTS.map((p, i) => ({
      id: i + 1,
      title: p.title,
      excerpt: p.excerpt,
      content: p.content,
      author: 'Elena Marsh',
      category: p.category,
      tags: p.tags,
      imageUrl: p.cover.url,
      imageAlt: p.cover.alt,
      readTime: readTime(p.content),
      featured: i < 3,
      status: 'published' as const,
      publishedAt: new Date(p.publishedAt),
    })),
  );
  await syncSequence(tx, 'blog_posts');

  await tx
    .insert(faqCategories)
    .values(FAQ.map((c, i) => ({ id: i + 1, name: c.name, displayOrder: i + 1 })));
  await syncSequence(tx, 'faq_categories');
  await tx.insert(faqEntries).values(
    FAQ.flatMap((c, ci) =>
      c.entries.map((e, ei) => ({
        categoryId: ci + 1,
        question: e.question,
        answer: e.answer,
        displayOrder: ei + 1,
      })),
    ),
  );
}

/**
 * Writes the first-start content once per database. An app_meta row records
 * that it happened, so content the owner later edits or deletes is never
 * restored. The check and every insert share one transaction, and the marker
 * row is inserted first: a second server racing this one waits on that row and
 * then finds it already there.
 */
export async function seedIfEmpty(
  db: Db,
  opts: {
    dataDir: string;
    storage?: StorageBackend;
    log?: (message: string) => void;
    /** Which images to generate; tests pass a subset to stay fast. Defaults to all of them. */
    art?: ArtSpec[];
  },
): Promise<SeedOutcome> {
  const log = opts.log ?? ((message: string) => console.info(message));
  if (await alreadySeeded(db)) return { status: 'already-seeded' };
  if (await hasContent(db)) {
    // a racing start may have seeded between the two checks: whoever wrote the marker says what happened
    const marked = await db
      .insert(appMeta)
      .values({ key: SEEDED_KEY, value: 'skipped: existing content' })
      .onConflictDoNothing()
      .returning({ key: appMeta.key });
    return marked.length === 0 ? { status: 'already-seeded' } : { status: 'existing-content' };
  }

  const started = performance.now();
  // images first, outside the transaction: they are deterministic, so a lost race only rewrites identical files
  const storage = opts.storage ?? localStorageAt(opts.dataDir);
  const media = await renderAll(opts.art ?? allArt(), storage);

  const outcome = await db.transaction(async (tx): Promise<SeedOutcome> => {
    const claimed = await tx
      .insert(appMeta)
      .values({ key: SEEDED_KEY, value: new Date().toISOString() })
      .onConflictDoNothing()
      .returning({ key: appMeta.key });
    if (claimed.length === 0) return { status: 'already-seeded' };
    if (await hasContent(tx)) {
      await tx
        .update(appMeta)
        .set({ value: 'skipped: existing content' })
        .where(eq(appMeta.key, SEEDED_KEY));
      return { status: 'existing-content' };
    }
    await insertContent(tx, media);
    return { status: 'seeded', images: media.length, ms: 0 };
  });
  if (outcome.status !== 'seeded') return outcome;
  const ms = Math.round(performance.now() - started);
  log(
    `[seed] First-start content written: ${HERO_SLIDES.length} hero slides, ${PROJECTS.length} projects, ${POSTS.length} posts, ${media.length} generated images in ${(ms / 1000).toFixed(1)} s.`,
  );
  return { ...outcome, ms };
}
