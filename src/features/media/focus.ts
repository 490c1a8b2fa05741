import 'server-only';
import { or, ne } from 'drizzle-orm';
import { getDb } from '@/server/db';
import { mediaLibrary } from '@/server/db/schema';
import { cached } from '@/server/cache';

// The focal points of the library's images, for every place that crops one: a card's cover, the
// hero, an article's or a project's cover (CSS object-position) and the social cards (the crop
// sharp makes). Only images whose point is not the centre are held.

export type FocalPoint = { x: number; y: number };

/** Every image whose focal point is not the centre, by its address. */
export const getFocalPoints = cached('media-focal-points', ['media'], async () => {
  const db = await getDb();
  const rows = await db
    .select({ url: mediaLibrary.fileUrl, x: mediaLibrary.focalX, y: mediaLibrary.focalY })
    .from(mediaLibrary)
    .where(or(ne(mediaLibrary.focalX, 50), ne(mediaLibrary.focalY, 50)));
  return new Map<string, FocalPoint>(rows.map((r) => [r.url, { x: r.x, y: r.y }]));
});

/** The focal point of the image at `url`: the centre for any other image. */
export async function focalPointOf(url: string | null | undefined): Promise<FocalPoint> {
  return (url && (await getFocalPoints()).get(url)) || { x: 50, y: 50 };
}

/** Each item with the object-position of its image (`urlOf`), as `focus`. */
export async function withFocus<T>(
  items: T[],
  urlOf: (item: T) => string | null | undefined,
): Promise<(T & { focus: string | null })[]> {
  const points = await getFocalPoints();
  return items.map((item) => {
    const url = urlOf(item);
    const point = url ? points.get(url) : undefined;
    return { ...item, focus: point ? `${point.x}% ${point.y}%` : null };
  });
}
