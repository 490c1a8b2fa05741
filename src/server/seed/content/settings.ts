import { art } from '../art-spec';

export const OG_IMAGE = art(
  'og-elena-marsh',
  'Elena Marsh, Design and Visualization: the name set in white over a dusk render of a cantilevered concrete house.',
  [1200, 630],
  'jpeg',
);

export const LOGO = art(
  'logo-elena-marsh',
  'Elena Marsh monogram: the letters E M in ink inside a brass ring.',
  [512, 512],
  'png',
);

export const FAVICON = art(
  'favicon-elena-marsh',
  'Elena Marsh favicon: the letters E M on ink.',
  [192, 192],
  'png',
);

export const SITE_SETTINGS = {
  siteTitle: 'Elena Marsh — Design & Visualization',
  siteDescription:
    'Elena Marsh is an independent designer with 18 years of experience in architectural visualization, industrial and product design, spatial design, Unreal Engine real-time experiences and web development. Based between London, Cape Town and Sydney, working globally.',
  twitterHandle: '@elenamarsh',
  googleAnalyticsId: null,
  ownerName: 'Elena Marsh',
  contactEmail: 'hello@elenamarsh.studio',
  phone: '+44 20 7946 0321',
  whatsapp: '+44 7700 900321',
  locations: ['London, United Kingdom', 'Cape Town, South Africa', 'Sydney, Australia'],
  socialLinks: [
    { label: 'Instagram', url: 'https://www.instagram.com/elenamarsh.studio' },
    { label: 'LinkedIn', url: 'https://www.linkedin.com/in/elenamarsh-design' },
    { label: 'Behance', url: 'https://www.behance.net/elenamarsh' },
    { label: 'ArtStation', url: 'https://www.artstation.com/elenamarsh' },
  ],
};
