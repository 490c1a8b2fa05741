import { art, HERO_SIZE } from '../art-spec';

export const HERO_SLIDES = [
  {
    title: 'Immersive Experiences',
    description:
      'Real-time worlds built in Unreal Engine, where clients walk through a space, change its materials and feel its light long before anything is built.',
    image: art(
      'hero-immersive-experiences',
      'A dark real-time scene: a corridor of glowing brass light frames over a reflective grid floor, fading into warm haze.',
      HERO_SIZE,
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
    ),
  },
] as const;
