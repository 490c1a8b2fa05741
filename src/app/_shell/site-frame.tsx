import { SiteFooter, SiteHeader } from '@/components/layout';
import { getSiteSettings } from '@/features/settings/queries';
import { isAnalyticsId } from '@/features/seo/analytics-id';

/** The public site's frame: skip link and fixed navigation bar, the page, the footer. */
export async function SiteFrame({ children }: { children: React.ReactNode }) {
  const settings = await getSiteSettings();
  // 'Elena Marsh — Design & Visualization': the part after the dash sits beside the name
  const tagline = settings.ownerName ? (settings.siteTitle.split(/\s[—–-]\s/)[1] ?? null) : null;
  return (
    <>
      <SiteHeader
        brand={settings.ownerName || settings.siteTitle}
        tagline={tagline}
        email={settings.contactEmail}
      />
      <main id="main-content" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <SiteFooter settings={settings} consentLink={isAnalyticsId(settings.googleAnalyticsId)} />
    </>
  );
}
