import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/server/db';
import { siteSettings } from '@/server/db/schema';
import { cached } from '@/server/cache';
import { setAnalyticsEnabled } from '@/server/http-bridge';
import { isAnalyticsId } from '@/features/seo/analytics-id';
import type { SocialLink } from '@/server/db/schema';

export type SiteSettings = {
  siteTitle: string;
  siteDescription: string;
  ogImage: string | null;
  twitterHandle: string | null;
  googleAnalyticsId: string | null;
  faviconUrl: string | null;
  logoUrl: string | null;
  ownerName: string;
  contactEmail: string | null;
  phone: string | null;
  whatsapp: string | null;
  locations: string[];
  socialLinks: SocialLink[];
};

// what a site with no settings row (the owner deleted it, or first start failed) still shows
const FALLBACK: SiteSettings = {
  siteTitle: 'Portfolio',
  siteDescription: '',
  ogImage: null,
  twitterHandle: null,
  googleAnalyticsId: null,
  faviconUrl: null,
  logoUrl: null,
  ownerName: '',
  contactEmail: null,
  phone: null,
  whatsapp: null,
  locations: [],
  socialLinks: [],
};

/** The single site_settings row, as the public pages need it. */
export const getSiteSettings = cached(
  'site-settings',
  ['settings'],
  async (): Promise<SiteSettings> => {
    const db = await getDb();
    const [row] = await db
      .select({
        siteTitle: siteSettings.siteTitle,
        siteDescription: siteSettings.siteDescription,
        ogImage: siteSettings.ogImage,
        twitterHandle: siteSettings.twitterHandle,
        googleAnalyticsId: siteSettings.googleAnalyticsId,
        faviconUrl: siteSettings.faviconUrl,
        logoUrl: siteSettings.logoUrl,
        ownerName: siteSettings.ownerName,
        contactEmail: siteSettings.contactEmail,
        phone: siteSettings.phone,
        whatsapp: siteSettings.whatsapp,
        locations: siteSettings.locations,
        socialLinks: siteSettings.socialLinks,
      })
      .from(siteSettings)
      .where(eq(siteSettings.id, 1));
    // the Google tag renders exactly when its id is valid; its hosts join the security policy then
    setAnalyticsEnabled(isAnalyticsId(row?.googleAnalyticsId));
    if (!row) return FALLBACK;
    return {
      ...row,
      siteTitle: row.siteTitle ?? FALLBACK.siteTitle,
      siteDescription: row.siteDescription ?? '',
      ownerName: row.ownerName ?? '',
    };
  },
);
