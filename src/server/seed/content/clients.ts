import { art } from '../art-spec';

const LOGO_SIZE = [400, 400] as const;

function logo(slug: string, name: string, initials: string) {
  return art(
    `client-${slug}`,
    `${name} logo: the monogram ${initials.split('').join(' ')}`,
    LOGO_SIZE,
  );
}

/** Clients in display order; the featured four lead the landing page strip. */
export const CLIENTS = [
  {
    name: 'Atlantic Seaboard Developments',
    industry: 'Property Development',
    featured: true,
    logo: logo('atlantic-seaboard', 'Atlantic Seaboard Developments', 'ASD'),
  },
  {
    name: 'Maison Verel',
    industry: 'Fashion',
    featured: true,
    logo: logo('maison-verel', 'Maison Verel', 'MV'),
  },
  {
    name: 'Kinetica Robotics',
    industry: 'Robotics',
    featured: true,
    logo: logo('kinetica-robotics', 'Kinetica Robotics', 'K'),
  },
  {
    name: 'Riverside Estates',
    industry: 'Real Estate',
    featured: true,
    logo: logo('riverside-estates', 'Riverside Estates', 'RE'),
  },
  {
    name: 'ABQ London',
    industry: 'Hospitality',
    featured: false,
    logo: logo('abq-london', 'ABQ London', 'ABQ'),
  },
  {
    name: 'Northlight Studio',
    industry: 'Lighting',
    featured: false,
    logo: logo('northlight-studio', 'Northlight Studio', 'N'),
  },
  {
    name: 'Ferro Coffee Instruments',
    industry: 'Consumer Products',
    featured: false,
    logo: logo('ferro-coffee', 'Ferro Coffee Instruments', 'F'),
  },
  {
    name: 'Karoo Sky Reserve',
    industry: 'Hospitality & Tourism',
    featured: false,
    logo: logo('karoo-sky-reserve', 'Karoo Sky Reserve', 'KS'),
  },
] as const;
