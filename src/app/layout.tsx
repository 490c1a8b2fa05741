import type { Metadata, Viewport } from 'next';
import { connection } from 'next/server';
import { siteMetadata } from '@/features/seo/site-metadata';
import { ToastOutlet } from '@/components/ui/toast-outlet';
import { RootDocument } from './_shell/root-document';

export const viewport: Viewport = { themeColor: '#000000' };

// Site Settings (title, description, favicon, share image, Twitter handle) apply to every page;
// connection() first, so the build never opens the database.
export async function generateMetadata(): Promise<Metadata> {
  await connection();
  return siteMetadata();
}

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  await connection();
  return (
    <RootDocument>
      {children}
      <ToastOutlet />
    </RootDocument>
  );
}
