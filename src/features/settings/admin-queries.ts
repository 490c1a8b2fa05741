import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/server/db';
import { siteSettings, type SocialLink } from '@/server/db/schema';

export type AdminSettings = {
  siteTitle: string | null;
  siteDescription: string | null;
  ogImage: string | null;
  twitterHandle: string | null;
  googleAnalyticsId: string | null;
  faviconUrl: string | null;
  logoUrl: string | null;
  ownerName: string | null;
  contactEmail: string | null;
  phone: string | null;
  whatsapp: string | null;
  locations: string[];
  socialLinks: SocialLink[];
};

/** The settings row as stored, or null when there is none (saving then creates it). */
export async function getSettingsForAdmin(): Promise<AdminSettings | null> {
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
  return row ?? null;
}
