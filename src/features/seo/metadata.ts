import 'server-only';
import type { Metadata } from 'next';
import { env } from '@/env';
import { getSiteSettings } from '@/features/settings/queries';
import { focalPointOf } from '@/features/media/focus';
import type { SiteSettings } from '@/features/settings/queries';
import { croppedCard, drawnCard, type CardImage } from './card-urls';
import { feedTitle } from './rss';
import { canonicalPath, rssAlternate } from './urls';

export type PageMetadataInput = {
  /** the page's own title; the root layout's template adds the site title */
  title: string;
  description: string;
  /** site-relative path of the page, such as '/about' or '/blog/3' */
  path: string;
  /** the page's cover: its social card is the cover cropped at its focal point; without one
   *  (or for an image from elsewhere) the card is drawn from the title */
  image?: string | null;
  imageAlt?: string;
  type?: 'website' | 'article';
  publishedTime?: string | Date | null;
  modifiedTime?: string | Date | null;
  tags?: string[];
  keywords?: readonly string[];
  noindex?: boolean;
};

const iso = (value: string | Date | null | undefined) =>
  value == null
    ? undefined
    : value instanceof Date
      ? value.toISOString()
      : new Date(value).toISOString();

/**
 * A page's social card: its cover cropped at its focal point, the home page's the sharing image
 * of Site Settings, and every other page's drawn from its title.
 */
export async function socialCard(
  {
    image,
    imageAlt,
    title,
    home,
  }: { image?: string | null; imageAlt?: string; title: string; home: boolean },
  settings: SiteSettings,
  siteUrl: string,
): Promise<CardImage> {
  const cover = image ?? (home ? settings.ogImage : null);
  const cropped = croppedCard(cover, await focalPointOf(cover), siteUrl, imageAlt ?? title);
  return cropped ?? drawnCard(home ? settings.siteTitle : title, settings, siteUrl);
}

/**
 * Metadata for one page: canonical URL, Open Graph, Twitter card and robots,
 * with the site settings (title, share image, Twitter handle) as defaults.
 */
export async function pageMetadata(input: PageMetadataInput): Promise<Metadata> {
  const settings = await getSiteSettings();
  const siteUrl = env().SITE_URL;
  const url = `${siteUrl}${canonicalPath(input.path)}`;
  const isHome = canonicalPath(input.path) === '/';
  // the home page and pages titled like the site stand alone, the rest get '| Site'
  const standalone = isHome || input.title.trim() === '' || input.title === settings.siteTitle;
  const fullTitle = standalone ? settings.siteTitle : `${input.title} | ${settings.siteTitle}`;
  const card = await socialCard(
    { image: input.image, imageAlt: input.imageAlt, title: input.title || fullTitle, home: isHome },
    settings,
    siteUrl,
  );
  const images = [card];
  const handle = settings.twitterHandle
    ? `@${settings.twitterHandle.replace(/^@/, '')}`
    : undefined;

  const openGraph: Metadata['openGraph'] =
    input.type === 'article'
      ? {
          type: 'article',
          title: fullTitle,
          description: input.description,
          url,
          siteName: settings.siteTitle,
          locale: 'en_GB',
          images,
          publishedTime: iso(input.publishedTime),
          modifiedTime: iso(input.modifiedTime),
          tags: input.tags,
          authors: settings.ownerName ? [settings.ownerName] : undefined,
        }
      : {
          type: 'website',
          title: fullTitle,
          description: input.description,
          url,
          siteName: settings.siteTitle,
          locale: 'en_GB',
          images,
        };

  return {
    // Next.js writes a root canonical resolved against metadataBase as the bare origin;
    // without a base the absolute URL is kept as given, so the root keeps its '/'.
    ...(isHome ? { metadataBase: null } : {}),
    title: standalone ? { absolute: fullTitle } : input.title,
    description: input.description,
    keywords: input.keywords ? [...input.keywords] : undefined,
    alternates: { canonical: url, types: rssAlternate(feedTitle(settings), siteUrl) },
    openGraph,
    twitter: {
      card: 'summary_large_image',
      title: fullTitle,
      description: input.description,
      images,
      site: handle,
      creator: handle,
    },
    robots: input.noindex
      ? { index: false, follow: false, googleBot: { index: false, follow: false } }
      : { index: true, follow: true },
  };
}

/** The home page's 49 search keyword tags. */
export const HOME_KEYWORDS = [
  'architectural visualization',
  'architectural visualisation',
  '3D rendering',
  '3D architectural rendering',
  'photorealistic rendering',
  'CGI architecture',
  'exterior rendering',
  'interior rendering',
  'architectural animation',
  'virtual tours',
  'product design',
  'industrial design',
  'product visualization',
  'product rendering',
  'prototype design',
  'furniture design',
  'consumer product design',
  'spatial design',
  'interior design',
  'exhibition design',
  'retail design',
  'hospitality design',
  'event design',
  'experiential design',
  'set design',
  'Unreal Engine',
  'Unreal Engine visualization',
  'real-time rendering',
  'real-time visualization',
  'VR',
  'virtual reality architecture',
  'immersive experiences',
  'interactive walkthroughs',
  'digital twins',
  'design visualization',
  'design studio',
  'freelance designer',
  'freelance 3D artist',
  'web design',
  'web development',
  'brand identity',
  'design consultation',
  'London',
  'London designer',
  'Cape Town',
  'Cape Town designer',
  'Sydney',
  'Sydney designer',
  'global design services',
] as const;
