import 'server-only';
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { env } from '@/env';
import { resolveAuthSecret } from '@/server/auth/secret';
import { isResizableSrc } from '@/lib/responsive-image';
import type { FocalPoint } from '@/features/media/focus';

// The addresses of social card images (Open Graph and Twitter): a library image cropped to the
// card's size at its focal point (the /media route's `?card=`), or a card drawn for the page
// (/cards/...). A drawn card's address names its title, signed so that nobody can have the site
// draw one with words of their choosing, and a version of the settings it shows, so that a
// network that keeps cards by address fetches a new one once the title or the owner's name
// changes.

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;
/** Bumped when the drawn card's design changes, so that networks fetch it again. */
export const CARD_DESIGN = '1';
export const MAX_CARD_TITLE = 200;

export type CardImage = { url: string; width: number; height: number; type: string; alt: string };

let key: { secret: string; value: Buffer } | null = null;
function signingKey(): Buffer {
  const config = env();
  const secret = resolveAuthSecret(config.AUTH_SECRET, config.DATA_DIR);
  if (key?.secret !== secret)
    key = { secret, value: createHmac('sha256', secret).update('social-card/v1').digest() };
  return key.value;
}

/** The signature of a drawn card's title. */
export function cardSignature(title: string): string {
  return createHmac('sha256', signingKey()).update(title).digest('base64url').slice(0, 22);
}

/** Whether `sig` is the signature of `title`. */
export function isSignedTitle(title: string, sig: string): boolean {
  const expected = Buffer.from(cardSignature(title));
  const given = Buffer.from(sig);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** What a drawn card shows besides its title: it is drawn anew when these change. */
export type CardSettings = { siteTitle: string; ownerName: string };

/** The short digest that versions a drawn card (its title, the settings it shows, its design). */
export function cardVersion(title: string, settings: CardSettings): string {
  return createHash('sha256')
    .update(`${CARD_DESIGN}\n${title}\n${settings.siteTitle}\n${settings.ownerName}`)
    .digest('base64url')
    .slice(0, 12);
}

/** The drawn card of a page titled `title`. */
export function drawnCard(title: string, settings: CardSettings, siteUrl: string): CardImage {
  const shown = title.trim().slice(0, MAX_CARD_TITLE) || settings.siteTitle;
  const query = new URLSearchParams({ title: shown, sig: cardSignature(shown) });
  return {
    url: `${siteUrl}/cards/${cardVersion(shown, settings)}.png?${query}`,
    width: CARD_WIDTH,
    height: CARD_HEIGHT,
    type: 'image/png',
    alt: shown,
  };
}

/** A library image cropped to the card at its focal point, or null for an image not in the library. */
export function croppedCard(
  src: string | null | undefined,
  point: FocalPoint,
  siteUrl: string,
  alt: string,
): CardImage | null {
  if (!src || !isResizableSrc(src)) return null;
  return {
    url: `${siteUrl}${src}?card=${point.x}-${point.y}`,
    width: CARD_WIDTH,
    height: CARD_HEIGHT,
    type: 'image/jpeg',
    alt,
  };
}
