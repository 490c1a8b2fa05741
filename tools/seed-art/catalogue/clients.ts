import { monogram, type MarkStyle } from '../draw/marks';
import type { Drawings } from './types';

/** Each client's monogram: its letters, style, ground, ink and accent, by the client's slug. */
export const CLIENT_MARKS: Record<string, readonly [string, MarkStyle, string, string, string]> = {
  'atlantic-seaboard': ['ASD', 'rule', '#f1ede6', '#1d2a3a', '#b08d57'],
  'maison-verel': ['MV', 'frame', '#0f0f10', '#f2ece2', '#c9a45c'],
  'kinetica-robotics': ['K', 'ring', '#e9ecef', '#1f2633', '#4f8fb0'],
  'riverside-estates': ['RE', 'arch', '#efe6d8', '#2f3b2f', '#c9b48f'],
  'abq-london': ['ABQ', 'block', '#e7e0cf', '#2b3a2c', '#c9a45c'],
  'northlight-studio': ['N', 'diamond', '#f5efe3', '#3a2f22', '#c49a52'],
  'ferro-coffee': ['F', 'stack', '#ece6dd', '#1b1c1f', '#b08d57'],
  'karoo-sky-reserve': ['KS', 'split', '#efe2cf', '#5a3a26', '#c2714f'],
};

/** The clients' logos (src/server/seed/content/clients.ts). */
export const CLIENTS: Drawings = Object.fromEntries(
  Object.entries(CLIENT_MARKS).map(([slug, [initials, style, ground, ink, accent]]) => [
    `client-${slug}`,
    ({ width }: { width: number }) =>
      monogram({ initials, style, ground, ink, accent, size: width }),
  ]),
);
