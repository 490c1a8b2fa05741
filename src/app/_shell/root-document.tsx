import { getSiteSettings } from '@/features/settings/queries';
import { Analytics } from '@/features/seo/analytics';
import { IMAGE_LOAD_MARKER } from '@/components/ui/image-load-marker';
import { cspNonce } from '@/server/csp-nonce';
import { instrument, instrumentItalic, inter } from './fonts';

/**
 * The document every page is rendered in: the root layout's, and the not-found page's, which
 * Next.js renders without the root layout (app/global-not-found.tsx). The caller has awaited
 * connection(), so the build never opens the database. The not-found page shows no toast: the
 * root layout adds the toast outlet, which kept in here would put the not-found page's client
 * code (the site's header) into a second chunk every page loads.
 */
export async function RootDocument({ children }: { children: React.ReactNode }) {
  const [settings, nonce] = await Promise.all([getSiteSettings(), cspNonce()]);
  return (
    <html
      lang="en-GB"
      className={`${inter.variable} ${instrument.variable} ${instrumentItalic.variable}`}
    >
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
        <Analytics id={settings.googleAnalyticsId} />
      </body>
    </html>
  );
}
