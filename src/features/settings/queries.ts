import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb, type Db } from '@/server/db';
import { pickColumns, type SelectedRow } from '@/server/db/columns';
import { siteSettings } from '@/server/db/schema';
import { cached } from '@/server/cache';
import { setAnalyticsEnabled } from '@/server/http-bridge';
import { isAnalyticsId } from '@/features/seo/analytics-id';

const settingsColumns = pickColumns(siteSettings, [
  'siteTitle',
  'siteDescription',
  'ogImage',
  'twitterHandle',
  'googleAnalyticsId',
  'faviconUrl',
  'logoUrl',
  'ownerName',
  'contactEmail',
  'phone',
  'whatsapp',
  'locations',
  'socialLinks',
]);

/** The site_settings row as stored: what the admin's form edits. */
export type StoredSettings = SelectedRow<typeof settingsColumns>;

/** The settings as the public pages use them: the title, description and owner's name are never null. */
export type SiteSettings = StoredSettings & {
  siteTitle: string;
  siteDescription: string;
  ownerName: string;
};

/** The single site_settings row as stored, or null when there is none. */
export async function loadSettings(db: Db): Promise<StoredSettings | null> {
  const [row] = await db.select(settingsColumns).from(siteSettings).where(eq(siteSettings.id, 1));
  return row ?? null;
}

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
    const row = await loadSettings(await getDb());
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
