import type { Metadata } from 'next';
import { connection } from 'next/server';
import { SiteFooter, SiteHeader } from '@/components/layout';
import { getSiteSettings } from '@/features/settings/queries';
import { NotFoundView } from '@/components/layout/not-found-view';
import './site.css';

export const metadata: Metadata = { title: 'Page not found' };

/**
 * Every unmatched URL lands here, rendered in the root layout, which has no site
 * frame: so it brings the public pages' header and footer itself. Unknown paths are
 * deliberately left unmatched (no catch-all route calling notFound()): Next.js
 * 16 serves a notFound() thrown from a page as an empty HTML shell in production
 * (vercel/next.js#98954), while an unmatched URL gets this page server-rendered.
 */
export default async function NotFound() {
  await connection();
  const settings = await getSiteSettings();
  return (
    <>
      <SiteHeader brand={settings.ownerName || settings.siteTitle} email={settings.contactEmail} />
      <main id="main-content" tabIndex={-1} className="outline-none">
        <NotFoundView />
      </main>
      <SiteFooter settings={settings} />
    </>
  );
}
