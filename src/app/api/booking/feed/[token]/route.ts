import { env } from '@/env';
import { getDb } from '@/server/db';
import { feedCalendar, isFeedToken } from '@/features/booking/feed';
import { loadAvailability } from '@/features/booking/store';

// The owner's calendar subscription (features/booking/feed.ts): public by address, opened only
// by the secret token in it. Never kept by a cache: each poll reads the calls as they are.

/** The token of the address, without its `.ics`; a malformed escape is no token at all. */
function plainToken(segment: string): string {
  try {
    return decodeURIComponent(segment).replace(/\.ics$/, '');
  } catch {
    return '';
  }
}

export async function GET(_request: Request, { params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const db = await getDb();
  const { feedSecret } = await loadAvailability(db);
  if (!isFeedToken(plainToken(token), feedSecret)) {
    return new Response('This calendar address is not valid.', {
      status: 404,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
    });
  }
  const config = env();
  const body = await feedCalendar(db, { siteUrl: config.SITE_URL, ownerEmail: config.OWNER_EMAIL });
  return new Response(body, {
    headers: {
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': 'inline; filename="consultations.ics"',
      'cache-control': 'private, no-store',
      'x-robots-tag': 'noindex',
    },
  });
}
