import type { Metadata } from 'next';
import { connection } from 'next/server';
import { NotFoundView } from '@/components/layout/not-found-view';
import { RootDocument } from './_shell/root-document';
import { SiteFrame } from './_shell/site-frame';
import './global-not-found.css';

export const metadata: Metadata = { title: 'Page not found' };

/**
 * Every unmatched URL lands here, server-rendered in the site's frame. It is Next.js's global
 * not-found page (`experimental.globalNotFound`), a document of its own rendered only for such
 * URLs: a root not-found.tsx would be serialised into every page's RSC payload as the root
 * layout's fallback (its header and footer, ADR 013) and its client code loaded on every page.
 * Unknown paths are deliberately left unmatched (no catch-all route calling notFound()):
 * Next.js 16 serves a notFound() thrown from a page as an empty HTML shell in production
 * (vercel/next.js#98954).
 */
export default async function GlobalNotFound() {
  await connection();
  return (
    <RootDocument>
      <SiteFrame>
        <NotFoundView />
      </SiteFrame>
    </RootDocument>
  );
}
