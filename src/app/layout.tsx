import type { Metadata, Viewport } from 'next';
import localFont from 'next/font/local';
import { connection } from 'next/server';
import { getSiteSettings } from '@/features/settings/queries';
import { Analytics } from '@/features/seo/analytics';
import { ToastOutlet } from '@/components/ui/toast-outlet';
import { IMAGE_LOAD_MARKER } from '@/components/ui/image-load-marker';
import { siteMetadata } from '@/features/seo/site-metadata';
import { cspNonce } from '@/server/csp-nonce';

const inter = localFont({
  src: './fonts/inter-var.woff2',
  variable: '--font-inter',
  weight: '100 900',
  display: 'swap',
});

// the italic is src/components/ui/fonts/display-italic.ts, loaded only by the pages that show it
const instrument = localFont({
  src: './fonts/instrument-serif.woff2',
  style: 'normal',
  weight: '400',
  variable: '--font-instrument',
  display: 'swap',
});

export const viewport: Viewport = { themeColor: '#000000' };

// Site Settings (title, description, favicon, share image, Twitter handle) apply to every page;
// connection() first, so the build never opens the database.
export async function generateMetadata(): Promise<Metadata> {
  await connection();
  return siteMetadata();
}

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  await connection();
  const [settings, nonce] = await Promise.all([getSiteSettings(), cspNonce()]);
  return (
    <html lang="en-GB" className={`${inter.variable} ${instrument.variable}`}>
      <head>
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: IMAGE_LOAD_MARKER }} />
        <noscript>
          <style>
            {
              '[data-smart-image]{opacity:1!important}.reveal-armed{opacity:1!important;transform:none!important}'
            }
          </style>
        </noscript>
      </head>
      <body>
        {children}
        <ToastOutlet />
        <Analytics id={settings.googleAnalyticsId} />
      </body>
    </html>
  );
}
