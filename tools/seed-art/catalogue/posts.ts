import { aerial } from '../draw/scenes/aerial';
import { exterior } from '../draw/scenes/exterior';
import { interior } from '../draw/scenes/interior';
import { realtime } from '../draw/scenes/realtime';
import type { Drawings } from './types';

/** The articles' covers (src/server/seed/content/posts.ts). */
export const POSTS: Drawings = {
  'blog-harbour-residence': ({ width, height }) =>
    exterior({
      seed: 'blog-1',
      width,
      height,
      massing: 'cantilever',
      palette: 'limestone',
      time: 'golden',
      backdrop: 'mesa',
      pool: true,
      side: 1,
      distance: 0.6,
    }),
  'blog-designing-for-light': ({ width, height }) =>
    interior({
      seed: 'blog-2',
      width,
      height,
      palette: 'timber',
      time: 'noon',
      furnishing: 'lounge',
      windowSide: -1,
    }),
  'blog-real-time-rendering': ({ width, height }) =>
    realtime({
      seed: 'blog-3',
      width,
      height,
      palette: 'basalt',
      glow: '#6fb6d9',
      night: '#05070c',
      frames: 4,
    }),
  'blog-designing-with-less': ({ width, height }) =>
    exterior({
      seed: 'blog-4',
      width,
      height,
      massing: 'pavilion',
      palette: 'timber',
      time: 'golden',
      pool: true,
      side: 1,
      distance: 0.5,
      trees: 6,
    }),
  'blog-material-palettes': ({ width, height }) =>
    interior({
      seed: 'blog-5',
      width,
      height,
      palette: 'limestone',
      time: 'golden',
      furnishing: 'gallery',
      windowSide: 1,
    }),
  'blog-horizon-line': ({ width, height }) =>
    exterior({
      seed: 'blog-6',
      width,
      height,
      massing: 'courtyard',
      palette: 'terracotta',
      time: 'golden',
      side: -1,
      distance: 0.4,
      trees: 5,
    }),
  'blog-workplaces': ({ width, height }) =>
    exterior({
      seed: 'blog-7',
      width,
      height,
      massing: 'towers',
      palette: 'basalt',
      time: 'blue-hour',
      backdrop: 'none',
      pool: true,
      side: 1,
    }),
  'blog-planning-consultations': ({ width, height }) =>
    aerial({
      seed: 'blog-8',
      width,
      height,
      palette: 'limestone',
      time: 'golden',
      model: true,
    }),
};
