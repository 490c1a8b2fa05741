import { monogram, socialCard } from '../draw/marks';
import { exterior } from '../draw/scenes/exterior';
import type { Drawings } from './types';

/** The social card, logo and favicon (src/server/seed/content/settings.ts). */
export const SITE: Drawings = {
  'og-elena-marsh': () =>
    socialCard(
      exterior({
        seed: 'og-card',
        width: 1200,
        height: 630,
        massing: 'cantilever',
        palette: 'concrete',
        time: 'dusk',
        pool: true,
        side: -1,
        distance: 0.3,
        trees: 3,
      }),
      'Elena Marsh',
      'Design & Visualization',
    ),
  'logo-elena-marsh': () =>
    monogram({
      initials: 'EM',
      style: 'ring',
      ground: '#f5f1ea',
      ink: '#0a0a0a',
      accent: '#b08d57',
      size: 512,
    }),
  'favicon-elena-marsh': () =>
    monogram({
      initials: 'EM',
      style: 'block',
      ground: '#b08d57',
      ink: '#0a0a0a',
      accent: '#b08d57',
      size: 192,
    }),
};
