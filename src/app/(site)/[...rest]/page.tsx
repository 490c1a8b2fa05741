import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import './styles.css';

// No path is ever generated here and no other is allowed, so Next.js answers every
// unknown URL with its own not-found page (src/app/global-not-found.tsx, server-rendered
// with the site frame) instead of rendering this page. A page that throws
// notFound() is served as an empty HTML shell in production (vercel/next.js#98954).
export const dynamicParams = false;

export function generateStaticParams(): { rest: string[] }[] {
  return [];
}

export const metadata: Metadata = { title: 'Page not found' };

export default function UnknownPage() {
  notFound();
}
