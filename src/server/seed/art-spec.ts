export type ArtFormat = 'webp' | 'png' | 'jpeg';

/**
 * One image of the first-start content: where it is stored, how big it is and what it shows.
 * The file itself is committed in `images/` (made by tools/seed-art, ADR 031).
 */
export type ArtSpec = {
  name: string;
  /** The file's name in `images/`. */
  file: string;
  key: string;
  url: string;
  width: number;
  height: number;
  alt: string;
  format: ArtFormat;
};

export const SEED_PREFIX = 'project-images/seed';

const EXT: Record<ArtFormat, string> = { webp: 'webp', png: 'png', jpeg: 'jpg' };

export function art(
  name: string,
  alt: string,
  size: readonly [number, number],
  format: ArtFormat = 'webp',
): ArtSpec {
  const file = `${name}.${EXT[format]}`;
  const key = `${SEED_PREFIX}/${file}`;
  return { name, file, key, url: `/media/${key}`, width: size[0], height: size[1], alt, format };
}

export const HERO_SIZE = [1920, 1080] as const;
export const COVER_SIZE = [1600, 1000] as const;
