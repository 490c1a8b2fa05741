import type { ArtSpec } from './art-spec';
import { CLIENTS } from './content/clients';
import { HERO_SLIDES } from './content/hero';
import { POSTS } from './content/posts';
import { PROJECTS } from './content/projects';
import { FAVICON, LOGO, OG_IMAGE } from './content/settings';

/** Every image the first-start content uses, in a stable order. */
export function allArt(): ArtSpec[] {
  return [
    ...HERO_SLIDES.map((s) => s.image),
    ...PROJECTS.flatMap((p) => p.gallery),
    ...POSTS.map((p) => p.cover),
    ...CLIENTS.map((c) => c.logo),
    OG_IMAGE,
    LOGO,
    FAVICON,
  ];
}
