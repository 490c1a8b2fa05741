import localFont from 'next/font/local';
import { getSiteSettings } from '@/features/settings/queries';
import { Analytics } from '@/features/seo/analytics';
import { IMAGE_LOAD_MARKER } from '@/components/ui/image-load-marker';
import { cspNonce } from '@/server/csp-nonce';

const inter = localFont({
  src: '../fonts/inter-var.woff2',
  variable: '--font-inter',
  weight: '400 700',
  display: 'swap',
});

const instrument = localFont({
  src: '../fonts/instrument-serif.woff2',
  style: 'normal',
  weight: '400',
  variable: '--font-instrument',
  display: 'swap',
});

// The serif's italic appears only in article quotes and search headings. Declaring it costs
// nothing elsewhere: a browser fetches a face only once some text is set in it. It is not
// preloaded: an article's quotes sit below its cover image and first paragraphs, and a preload
// would have a phone fetch the font alongside them; the browser asks for it once a quote is laid
// out, and it swaps in. Declared here rather than by the pages that use it, its rules are in the
// stylesheet every page already loads instead of one more that would hold up those pages' first
// paint. The italic display utility of app/design.css uses it.
const instrumentItalic = localFont({
  src: '../fonts/instrument-serif-italic.woff2',
  style: 'italic',
  weight: '400',
  variable: '--font-instrument-italic',
  display: 'swap',
  preload: false,
});

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
