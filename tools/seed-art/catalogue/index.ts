import type { ArtSpec } from '@/server/seed/art-spec';
import { CLIENTS } from './clients';
import { HERO } from './hero';
import { POSTS } from './posts';
import { PROJECTS } from './projects';
import { SITE } from './settings';
import type { Drawing } from './types';

const DRAWINGS: Record<string, Drawing> = { ...HERO, ...PROJECTS, ...POSTS, ...CLIENTS, ...SITE };

/** The names the catalogue can draw, to compare with the content's list. */
export const drawnNames = (): string[] => Object.keys(DRAWINGS);

/** How the image the content names `spec.name` is drawn, at the content's size. */
export function drawingOf(spec: ArtSpec): ReturnType<Drawing> {
  const draw = DRAWINGS[spec.name];
  if (!draw) throw new Error(`tools/seed-art has no drawing for the image "${spec.name}"`);
  return draw({ width: spec.width, height: spec.height });
}
