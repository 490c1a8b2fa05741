import { exterior } from '../draw/scenes/exterior';
import { interior } from '../draw/scenes/interior';
import { realtime } from '../draw/scenes/realtime';
import { studio } from '../draw/scenes/studio';
import type { Drawings } from './types';

/** The projects' galleries (src/server/seed/content/projects.ts). */
export const PROJECTS: Drawings = {
  'harbour-residence-1': ({ width, height }) =>
    exterior({
      seed: 'harbour-1',
      width,
      height,
      massing: 'cantilever',
      palette: 'limestone',
      time: 'golden',
      backdrop: 'mesa',
      pool: true,
      side: -1,
      distance: 0.3,
    }),
  'harbour-residence-2': ({ width, height }) =>
    exterior({
      seed: 'harbour-2',
      width,
      height,
      massing: 'cantilever',
      palette: 'limestone',
      time: 'dusk',
      backdrop: 'mesa',
      pool: true,
      side: 1,
      distance: 0.55,
    }),
  'harbour-residence-3': ({ width, height }) =>
    interior({
      seed: 'harbour-3',
      width,
      height,
      palette: 'timber',
      time: 'golden',
      furnishing: 'lounge',
      windowSide: 1,
    }),
  'abq-bar-1': ({ width, height }) =>
    interior({
      seed: 'abq-1',
      width,
      height,
      palette: 'ink',
      time: 'dusk',
      furnishing: 'bar',
      windowSide: 1,
      view: 0.2,
    }),
  'abq-bar-2': ({ width, height }) =>
    interior({
      seed: 'abq-2',
      width,
      height,
      palette: 'ink',
      time: 'blue-hour',
      furnishing: 'bar',
      windowSide: -1,
      view: -0.6,
    }),
  'abq-bar-3': ({ width, height }) =>
    interior({
      seed: 'abq-3',
      width,
      height,
      palette: 'timber',
      time: 'dusk',
      furnishing: 'bar',
      windowSide: 1,
      view: 0.8,
      walls: '#6b4f3a',
    }),
  'ai-robot-1': ({ width, height }) =>
    studio({
      seed: 'robot-1',
      width,
      height,
      product: 'robot-head',
      palette: 'limestone',
      backdrop: '#1f2633',
      angle: -14,
    }),
  'ai-robot-2': ({ width, height }) =>
    studio({
      seed: 'robot-2',
      width,
      height,
      product: 'robot-arm',
      palette: 'limestone',
      backdrop: '#cfd2d6',
      angle: 28,
    }),
  'ai-robot-3': ({ width, height }) =>
    studio({
      seed: 'robot-3',
      width,
      height,
      product: 'robot-head',
      palette: 'limestone',
      backdrop: '#2a2f38',
      angle: 20,
      explode: 0.7,
    }),
  'thames-wharf-1': ({ width, height }) =>
    exterior({
      seed: 'thames-1',
      width,
      height,
      massing: 'pavilion',
      palette: 'timber',
      time: 'overcast',
      pool: true,
      side: -1,
      distance: 0.4,
    }),
  'thames-wharf-2': ({ width, height }) =>
    interior({
      seed: 'thames-2',
      width,
      height,
      palette: 'limestone',
      time: 'overcast',
      furnishing: 'gallery',
      windowSide: -1,
    }),
  'thames-wharf-3': ({ width, height }) =>
    realtime({
      seed: 'thames-3',
      width,
      height,
      palette: 'basalt',
      glow: '#74b8d6',
      night: '#05080d',
      frames: 3,
    }),
  'aurelia-lamp-1': ({ width, height }) =>
    studio({
      seed: 'aurelia-1',
      width,
      height,
      product: 'lamp',
      palette: 'sand',
      backdrop: '#d8c8ae',
      angle: 12,
    }),
  'aurelia-lamp-2': ({ width, height }) =>
    studio({
      seed: 'aurelia-2',
      width,
      height,
      product: 'lamp',
      palette: 'limestone',
      backdrop: '#e6e0d6',
      angle: -30,
      plinth: true,
    }),
  'aurelia-lamp-3': ({ width, height }) =>
    studio({
      seed: 'aurelia-3',
      width,
      height,
      product: 'lamp',
      palette: 'sand',
      backdrop: '#2b2925',
      angle: 5,
      zoom: 1.35,
    }),
  'bondi-terrace-1': ({ width, height }) =>
    exterior({
      seed: 'bondi-1',
      width,
      height,
      massing: 'slabs',
      palette: 'limestone',
      time: 'noon',
      backdrop: 'sea',
      side: 1,
      distance: 0.3,
    }),
  'bondi-terrace-2': ({ width, height }) =>
    exterior({
      seed: 'bondi-2',
      width,
      height,
      massing: 'slabs',
      palette: 'limestone',
      time: 'blue-hour',
      backdrop: 'sea',
      side: -1,
      distance: 0.5,
    }),
  'bondi-terrace-3': ({ width, height }) =>
    interior({
      seed: 'bondi-3',
      width,
      height,
      palette: 'sand',
      time: 'noon',
      furnishing: 'lounge',
      windowSide: -1,
    }),
  'paris-runway-1': ({ width, height }) =>
    interior({
      seed: 'paris-1',
      width,
      height,
      palette: 'concrete',
      time: 'overcast',
      furnishing: 'runway',
      windowSide: 1,
      view: 0,
    }),
  'paris-runway-2': ({ width, height }) =>
    interior({
      seed: 'paris-2',
      width,
      height,
      palette: 'concrete',
      time: 'golden',
      furnishing: 'runway',
      windowSide: -1,
      view: 0.9,
    }),
  'paris-runway-3': ({ width, height }) =>
    interior({
      seed: 'paris-3',
      width,
      height,
      palette: 'limestone',
      time: 'dawn',
      furnishing: 'runway',
      windowSide: 1,
      view: -0.7,
    }),
  'ferro-grinder-1': ({ width, height }) =>
    studio({
      seed: 'ferro-1',
      width,
      height,
      product: 'grinder',
      palette: 'ink',
      backdrop: '#2b2c30',
      angle: -22,
    }),
  'ferro-grinder-2': ({ width, height }) =>
    studio({
      seed: 'ferro-2',
      width,
      height,
      product: 'grinder',
      palette: 'ink',
      backdrop: '#d3cdc3',
      angle: 15,
      explode: 0.9,
    }),
  'ferro-grinder-3': ({ width, height }) =>
    studio({
      seed: 'ferro-3',
      width,
      height,
      product: 'grinder',
      palette: 'ink',
      backdrop: '#3a342e',
      angle: 35,
      zoom: 1.35,
    }),
  'karoo-lodge-1': ({ width, height }) =>
    exterior({
      seed: 'karoo-1',
      width,
      height,
      massing: 'lodge',
      palette: 'sand',
      time: 'dusk',
      backdrop: 'mesa',
      side: -1,
      distance: 0.45,
      trees: 2,
    }),
  'karoo-lodge-2': ({ width, height }) =>
    exterior({
      seed: 'karoo-2',
      width,
      height,
      massing: 'lodge',
      palette: 'sand',
      time: 'dawn',
      backdrop: 'mesa',
      side: 1,
      distance: 0.25,
      trees: 3,
    }),
  'karoo-lodge-3': ({ width, height }) =>
    realtime({
      seed: 'karoo-3',
      width,
      height,
      palette: 'ink',
      glow: '#d98b5f',
      night: '#06070c',
      frames: 4,
    }),
  'terra-vessels-1': ({ width, height }) =>
    studio({
      seed: 'terra-1',
      width,
      height,
      product: 'vessels',
      palette: 'terracotta',
      backdrop: '#e7ddcf',
      angle: 10,
      plinth: true,
    }),
  'terra-vessels-2': ({ width, height }) =>
    studio({
      seed: 'terra-2',
      width,
      height,
      product: 'vessels',
      palette: 'terracotta',
      backdrop: '#c9a184',
      angle: -28,
    }),
  'terra-vessels-3': ({ width, height }) =>
    studio({
      seed: 'terra-3',
      width,
      height,
      product: 'vessels',
      palette: 'terracotta',
      backdrop: '#2c2623',
      angle: 30,
      zoom: 1.3,
    }),
};
