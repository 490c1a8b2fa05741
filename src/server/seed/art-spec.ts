import type { Layers } from './art/svg';

export type ArtFormat = 'webp' | 'png' | 'jpeg';

/** One generated image: where it is stored, how big, what it shows, and how to draw it. */
export type ArtSpec = {
  name: string;
  key: string;
  url: string;
  width: number;
  height: number;
  alt: string;
  format: ArtFormat;
  /** Layers for a scene, or a flat SVG string for marks and logos. */
  draw: () => Layers | string;
};

export const SEED_PREFIX = 'project-images/seed';

const EXT: Record<ArtFormat, string> = { webp: 'webp', png: 'png', jpeg: 'jpg' };

export function art(
  name: string,
  alt: string,
  size: readonly [number, number],
  draw: ArtSpec['draw'],
  format: ArtFormat = 'webp',
): ArtSpec {
  const key = `${SEED_PREFIX}/${name}.${EXT[format]}`;
  return { name, key, url: `/media/${key}`, width: size[0], height: size[1], alt, format, draw };
}

export const HERO_SIZE = [1920, 1080] as const;
export const COVER_SIZE = [1600, 1000] as const;
