import { monogram, type MarkStyle } from '../art/marks';
import { art } from '../art-spec';

const LOGO_SIZE = [400, 400] as const;

function logo(
  slug: string,
  name: string,
  initials: string,
  style: MarkStyle,
  ground: string,
  ink: string,
  accent: string,
) {
  return art(
    `client-${slug}`,
    `${name} logo: the monogram ${initials.split('').join(' ')}`,
    LOGO_SIZE,
    () => monogram({ initials, style, ground, ink, accent, size: LOGO_SIZE[0] }),
  );
}

/** Clients in display order; the featured four lead the landing page strip. */
export const CLIENTS = [
  {
    name: 'Atlantic Seaboard Developments',
    industry: 'Property Development',
    featured: true,
    logo: logo(
      'atlantic-seaboard',
      'Atlantic Seaboard Developments',
      'ASD',
      'rule',
      '#f1ede6',
      '#1d2a3a',
      '#b08d57',
    ),
  },
  {
    name: 'Maison Verel',
    industry: 'Fashion',
    featured: true,
    logo: logo('maison-verel', 'Maison Verel', 'MV', 'frame', '#0f0f10', '#f2ece2', '#c9a45c'),
  },
  {
    name: 'Kinetica Robotics',
    industry: 'Robotics',
    featured: true,
    logo: logo(
      'kinetica-robotics',
      'Kinetica Robotics',
      'K',
      'ring',
      '#e9ecef',
      '#1f2633',
      '#4f8fb0',
    ),
  },
  {
    name: 'Riverside Estates',
    industry: 'Real Estate',
    featured: true,
    logo: logo(
      'riverside-estates',
      'Riverside Estates',
      'RE',
      'arch',
      '#efe6d8',
      '#2f3b2f',
      '#c9b48f',
    ),
  },
  {
    name: 'ABQ London',
    industry: 'Hospitality',
    featured: false,
    logo: logo('abq-london', 'ABQ London', 'ABQ', 'block', '#e7e0cf', '#2b3a2c', '#c9a45c'),
  },
  {
    name: 'Northlight Studio',
    industry: 'Lighting',
    featured: false,
    logo: logo(
      'northlight-studio',
      'Northlight Studio',
      'N',
      'diamond',
      '#f5efe3',
      '#3a2f22',
      '#c49a52',
    ),
  },
  {
    name: 'Ferro Coffee Instruments',
    industry: 'Consumer Products',
    featured: false,
    logo: logo(
      'ferro-coffee',
      'Ferro Coffee Instruments',
      'F',
      'stack',
      '#ece6dd',
      '#1b1c1f',
      '#b08d57',
    ),
  },
  {
    name: 'Karoo Sky Reserve',
    industry: 'Hospitality & Tourism',
    featured: false,
    logo: logo(
      'karoo-sky-reserve',
      'Karoo Sky Reserve',
      'KS',
      'split',
      '#efe2cf',
      '#5a3a26',
      '#c2714f',
    ),
  },
] as const;
