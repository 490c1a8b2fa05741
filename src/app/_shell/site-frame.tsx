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
      <SkipLink />
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

/** The first stop of the keyboard: past the bar, to the page's own content. */
function SkipLink() {
  return (
    <a
      href="#main-content"
      className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-[70] focus:rounded-full focus:bg-ink focus:px-5 focus:py-3 focus:text-sm focus:font-medium focus:text-paper"
    >
      Skip to main content
    </a>
  );
}
