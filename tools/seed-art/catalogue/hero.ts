import { exterior } from '../draw/scenes/exterior';
import { realtime } from '../draw/scenes/realtime';
import { studio } from '../draw/scenes/studio';
import type { Drawings } from './types';

/** The hero slides (src/server/seed/content/hero.ts). */
export const HERO: Drawings = {
  'hero-immersive-experiences': ({ width, height }) =>
    realtime({
      seed: 'hero-immersive',
      width,
      height,
      palette: 'ink',
      glow: '#e0b872',
      frames: 4,
      view: 0.35,
    }),
  'hero-architectural-visualization': ({ width, height }) =>
    exterior({
      seed: 'hero-archviz-3',
      width,
      height,
      massing: 'cantilever',
      palette: 'concrete',
      time: 'dusk',
      pool: true,
      side: 1,
      distance: 0.35,
      trees: 4,
    }),
  'hero-product-design': ({ width, height }) =>
    studio({
      seed: 'hero-product',
      width,
      height,
      product: 'lamp',
      palette: 'sand',
      backdrop: '#d6c6ad',
      angle: -18,
    }),
  'hero-industrial-design': ({ width, height }) =>
    studio({
      seed: 'hero-industrial',
      width,
      height,
      product: 'robot-arm',
      palette: 'limestone',
      backdrop: '#23262d',
      angle: 24,
    }),
};
