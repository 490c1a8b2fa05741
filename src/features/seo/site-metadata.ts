import 'server-only';
import type { Metadata } from 'next';
import { env } from '@/env';
import { getSiteSettings } from '@/features/settings/queries';
import { socialCard } from './metadata';
import { feedTitle } from './rss';
import { rssAlternate } from './urls';

/** A small monogram icon from the owner's initials, used while no favicon is set. */
export function monogramIcon(name: string): string {
  const initials =
    name
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((w) => w[0]!.toUpperCase())
      .join('')
      .replace(/[^A-Z0-9]/g, '') || 'S';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="12" fill="#0a0a0a"/><text x="32" y="43" font-family="Georgia,serif" font-size="30" fill="#faf9f6" text-anchor="middle">${initials}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** Site-wide defaults from Site Settings: title template, description, icons, share image, RSS link. */
export async function siteMetadata(): Promise<Metadata> {
  const settings = await getSiteSettings();
  const siteUrl = env().SITE_URL;
  // pages without metadata of their own (the not-found page) are shared as the home page is
  const images = [await socialCard({ title: settings.siteTitle, home: true }, settings, siteUrl)];
  const handle = settings.twitterHandle
    ? `@${settings.twitterHandle.replace(/^@/, '')}`
    : undefined;
  const icon = settings.faviconUrl || monogramIcon(settings.ownerName || settings.siteTitle);
  return {
    metadataBase: new URL(`${siteUrl}/`),
    title: { default: settings.siteTitle, template: `%s | ${settings.siteTitle}` },
    description: settings.siteDescription || undefined,
    applicationName: settings.siteTitle,
    authors: settings.ownerName ? [{ name: settings.ownerName, url: siteUrl }] : undefined,
    creator: settings.ownerName || undefined,
    icons: { icon, shortcut: icon, apple: settings.faviconUrl || undefined },
    alternates: { types: rssAlternate(feedTitle(settings)) },
    openGraph: {
      type: 'website',
      siteName: settings.siteTitle,
      title: settings.siteTitle,
      description: settings.siteDescription || undefined,
      locale: 'en_GB',
      url: siteUrl,
      images,
    },
    twitter: {
      card: 'summary_large_image',
      title: settings.siteTitle,
      description: settings.siteDescription || undefined,
      images,
      site: handle,
      creator: handle,
    },
    robots: { index: true, follow: true },
    formatDetection: { telephone: false },
  };
}
