import { isSignedTitle, MAX_CARD_TITLE } from '@/features/seo/card-urls';
import { socialCardPng } from '@/features/seo/social-card';
import { getSiteSettings } from '@/features/settings/queries';

// A page's drawn social card (Open Graph, Twitter): /cards/{version}.png?title=...&sig=...
// Only titles the site signed are drawn (see card-urls.ts); the version in the address changes
// with the title and the settings the card shows, so the answer may be kept for good.

const NOT_FOUND = () =>
  new Response('Not found', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });

export async function GET(request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const query = new URL(request.url).searchParams;
  const title = query.get('title') ?? '';
  const sig = query.get('sig') ?? '';
  if (!/^[\w-]{12}\.png$/.test(file) || title.length > MAX_CARD_TITLE || !isSignedTitle(title, sig))
    return NOT_FOUND();
  const settings = await getSiteSettings();
  const png = await socialCardPng(title, settings);
  return new Response(new Uint8Array(png), {
    headers: {
      'Content-Type': 'image/png',
      'Content-Length': String(png.length),
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
