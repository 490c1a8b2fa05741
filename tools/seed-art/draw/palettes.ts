import type { Lighting, V3 } from './scene3d';

/** Material palettes: the surfaces a scene is built from. */
export type Palette = {
  name: string;
  /** Main walls, second volume, a darker accent volume, the ground and a metal trim. */
  primary: string;
  secondary: string;
  accent: string;
  ground: string;
  trim: string;
  foliage: string;
};

export const PALETTES = {
  concrete: {
    name: 'concrete',
    primary: '#b9b3a9',
    secondary: '#d8d2c6',
    accent: '#4a4d52',
    ground: '#9d968b',
    trim: '#b08d57',
    foliage: '#4e5b43',
  },
  sand: {
    name: 'sand',
    primary: '#dcc7a4',
    secondary: '#efe3cd',
    accent: '#7a5b3e',
    ground: '#cdb48d',
    trim: '#a8844f',
    foliage: '#6b7349',
  },
  terracotta: {
    name: 'terracotta',
    primary: '#c2714f',
    secondary: '#e4c3a6',
    accent: '#6e3724',
    ground: '#caa17f',
    trim: '#d6b07a',
    foliage: '#56603e',
  },
  ink: {
    name: 'ink',
    primary: '#2a2d33',
    secondary: '#43474f',
    accent: '#15171b',
    ground: '#3a3c40',
    trim: '#c9a45c',
    foliage: '#2f3a30',
  },
  limestone: {
    name: 'limestone',
    primary: '#e6dfd2',
    secondary: '#f4efe6',
    accent: '#8c8576',
    ground: '#b8b09f',
    trim: '#9c7a45',
    foliage: '#55664b',
  },
  timber: {
    name: 'timber',
    primary: '#a87a52',
    secondary: '#e2d5c0',
    accent: '#4b3a2b',
    ground: '#a99c82',
    trim: '#c39a5c',
    foliage: '#4d6445',
  },
  basalt: {
    name: 'basalt',
    primary: '#5b5e63',
    secondary: '#8b8d8f',
    accent: '#2c2e32',
    ground: '#6f6e69',
    trim: '#c8a063',
    foliage: '#3f4c3c',
  },
} satisfies Record<string, Palette>;

export type PaletteName = keyof typeof PALETTES;

/** Sky gradient stops from zenith to horizon, with the sun's glow. */
export type SkyTone = {
  zenith: string;
  upper: string;
  horizon: string;
  glow: string;
  ground: string;
};

export type TimeOfDay = 'dusk' | 'golden' | 'overcast' | 'noon' | 'blue-hour' | 'dawn';

export const TIMES: Record<
  TimeOfDay,
  { sky: SkyTone; light: Omit<Lighting, 'sun'>; sunElevation: number }
> = {
  dusk: {
    sky: {
      zenith: '#1a2338',
      upper: '#3d4a66',
      horizon: '#e09a6b',
      glow: '#ffcf94',
      ground: '#2c2a2c',
    },
    light: {
      sunColor: '#ffb27a',
      sunStrength: 0.95,
      sky: '#6d7fa6',
      ambient: 0.5,
      haze: '#b88c7c',
      hazeDensity: 0.004,
      shadowColor: '#1b1822',
      shadowOpacity: 0.5,
      interiorGlow: '#f5c27a',
    },
    sunElevation: 0.16,
  },
  golden: {
    sky: {
      zenith: '#5f86b3',
      upper: '#9fb8cf',
      horizon: '#f1d2a8',
      glow: '#fff0cc',
      ground: '#8f8170',
    },
    light: {
      sunColor: '#ffd9a6',
      sunStrength: 1.05,
      sky: '#a9bfd8',
      ambient: 0.55,
      haze: '#e3d2bd',
      hazeDensity: 0.0035,
      shadowColor: '#3a2f2e',
      shadowOpacity: 0.48,
      interiorGlow: null,
    },
    sunElevation: 0.3,
  },
  overcast: {
    sky: {
      zenith: '#9aa0a6',
      upper: '#c0c3c4',
      horizon: '#e2e0da',
      glow: '#f4f1ea',
      ground: '#8c8a84',
    },
    light: {
      sunColor: '#f2f0ea',
      sunStrength: 0.42,
      sky: '#d6d8da',
      ambient: 0.82,
      haze: '#d9d7d1',
      hazeDensity: 0.006,
      shadowColor: '#3d3f44',
      shadowOpacity: 0.28,
      interiorGlow: '#efd6a8',
    },
    sunElevation: 0.8,
  },
  noon: {
    sky: {
      zenith: '#3f76b0',
      upper: '#86aed3',
      horizon: '#dfe8ee',
      glow: '#ffffff',
      ground: '#bcae94',
    },
    light: {
      sunColor: '#fff7ea',
      sunStrength: 1.0,
      sky: '#9cc0e0',
      ambient: 0.6,
      haze: '#dfe6ea',
      hazeDensity: 0.003,
      shadowColor: '#30363f',
      shadowOpacity: 0.42,
      interiorGlow: null,
    },
    sunElevation: 0.75,
  },
  'blue-hour': {
    sky: {
      zenith: '#0d1524',
      upper: '#22314f',
      horizon: '#5d6f95',
      glow: '#9fb1d6',
      ground: '#1b1f28',
    },
    light: {
      sunColor: '#8ea2cc',
      sunStrength: 0.3,
      sky: '#4a5d86',
      ambient: 0.55,
      haze: '#3a4766',
      hazeDensity: 0.005,
      shadowColor: '#070a12',
      shadowOpacity: 0.35,
      interiorGlow: '#ffc57f',
    },
    sunElevation: 0.5,
  },
  dawn: {
    sky: {
      zenith: '#6f7fa0',
      upper: '#b8b5c4',
      horizon: '#f0c9b2',
      glow: '#ffe6cf',
      ground: '#8d8079',
    },
    light: {
      sunColor: '#ffd6bd',
      sunStrength: 0.8,
      sky: '#b5bcd2',
      ambient: 0.62,
      haze: '#e6d0c8',
      hazeDensity: 0.0045,
      shadowColor: '#3b3040',
      shadowOpacity: 0.4,
      interiorGlow: '#f2c98e',
    },
    sunElevation: 0.22,
  },
};

/** Direction towards a sun at this azimuth (radians, 0 = behind the scene) and elevation. */
export function sunDirection(azimuth: number, elevation: number): V3 {
  const c = Math.cos(elevation);
  return [Math.sin(azimuth) * c, Math.sin(elevation), Math.cos(azimuth) * c];
}
