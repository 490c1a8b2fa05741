import 'server-only';
import { sql } from 'drizzle-orm';
import type { Db } from '../db';
import {
  aboutContent,
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
import type { StoredImage } from './store-images';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

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

/** Rows as the content lists them: each shown, in the content's order. */
const shownInOrder = <T extends object>(rows: readonly T[]) =>
  rows.map((row, i) => ({ ...row, isActive: true, displayOrder: i + 1 }));

async function insertMedia(tx: Tx, media: StoredImage[]): Promise<void> {
  if (!media.length) return;
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
}

/** The hero slides, About and the services: the landing page's first sections. */
async function insertLanding(tx: Tx): Promise<void> {
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

  await tx
    .insert(services)
    .values(shownInOrder(SERVICES.map((s) => ({ ...s, bullets: [...s.bullets] }))));
}

async function insertProjects(tx: Tx): Promise<void> {
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
}

/** Films, clients, awards and press: what others say and show of the work. */
async function insertRecognition(tx: Tx): Promise<void> {
  await tx.insert(videoShowcases).values(shownInOrder(VIDEOS));

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
}

async function insertSettings(tx: Tx): Promise<void> {
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
}

async function insertPosts(tx: Tx): Promise<void> {
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
}

async function insertFaq(tx: Tx): Promise<void> {
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

/** Every row of the first-start content, in the order the foreign keys need. */
export async function insertContent(tx: Tx, media: StoredImage[]): Promise<void> {
  await insertMedia(tx, media);
  await insertLanding(tx);
  await insertProjects(tx);
  await insertRecognition(tx);
  await insertSettings(tx);
  await insertPosts(tx);
  await insertFaq(tx);
}
