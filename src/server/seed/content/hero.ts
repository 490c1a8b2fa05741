import { exterior } from '../art/scenes/exterior';
import { realtime } from '../art/scenes/realtime';
import { studio } from '../art/scenes/studio';
import { art, HERO_SIZE } from '../art-spec';

const [width, height] = HERO_SIZE;

export const HERO_SLIDES = [
  {
    title: 'Immersive Experiences',
    description:
      'Real-time worlds built in Unreal Engine, where clients walk through a space, change its materials and feel its light long before anything is built.',
    image: art(
      'hero-immersive-experiences',
      'A dark real-time scene: a corridor of glowing brass light frames over a reflective grid floor, fading into warm haze.',
      HERO_SIZE,
      () =>
        realtime({
          seed: 'hero-immersive',
          width,
          height,
          palette: 'ink',
          glow: '#e0b872',
          frames: 4,
          view: 0.35,
        }),
    ),
  },
  {
    title: 'Architectural Visualization',
    description:
      'Photographic stills and films that explain a building’s proportion, material and mood, for planning, marketing and the moment a client falls for a design.',
    image: art(
      'hero-architectural-visualization',
      'A concrete house with a cantilevered upper floor at dusk, its ribbon windows glowing warm above a still reflecting pool.',
      HERO_SIZE,
      () =>
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
    ),
  },
  {
    title: 'Product Design',
    description:
      'Considered objects taken from first sketch to production-ready model, with renders that sell the idea while the tooling is still being cut.',
    image: art(
      'hero-product-design',
      'A brass table lamp with an opal glass globe standing on a sand-coloured studio backdrop, casting a soft shadow.',
      HERO_SIZE,
      () =>
        studio({
          seed: 'hero-product',
          width,
          height,
          product: 'lamp',
          palette: 'sand',
          backdrop: '#d6c6ad',
          angle: -18,
        }),
    ),
  },
  {
    title: 'Industrial Design',
    description:
      'Robust, manufacturable hardware, from robotic arms to precision instruments, designed around the people who use it and the factories that make it.',
    image: art(
      'hero-industrial-design',
      'A stone-white six-axis robotic arm with brass joints on a deep ink studio floor, lit by a single soft key light.',
      HERO_SIZE,
      () =>
        studio({
          seed: 'hero-industrial',
          width,
          height,
          product: 'robot-arm',
          palette: 'limestone',
          backdrop: '#23262d',
          angle: 24,
        }),
    ),
  },
] as const;
