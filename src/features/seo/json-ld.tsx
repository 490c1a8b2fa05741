import { env } from '@/env';
import { absoluteUrl } from './urls';

/** The site settings fields the structured data reads (a subset of SiteSettings). */
export type SiteLdInput = {
  siteTitle: string;
  siteDescription: string;
  ownerName: string;
  contactEmail: string | null;
  phone: string | null;
  locations: string[];
  socialLinks: { label: string; url: string }[];
  logoUrl: string | null;
  ogImage: string | null;
};

export type BlogPostingLdInput = {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  author: string;
  publishedAt: string | Date | null;
  updatedAt?: string | Date | null;
  imageUrl?: string | null;
  category?: string | null;
  tags?: string[];
};

export type CreativeWorkLdInput = {
  id: number;
  slug: string;
  title: string;
  description?: string | null;
  coverImage?: string | null;
  client?: string | null;
  year?: string | null;
  category?: string | null;
  location?: string | null;
  projectDate?: string | null;
  createdAt?: string | Date | null;
};

type Ld = Record<string, unknown>;

const siteUrl = () => env().SITE_URL;
const abs = (src: string) => absoluteUrl(src, siteUrl());
const iso = (value: string | Date | null | undefined) =>
  value == null
    ? undefined
    : value instanceof Date
      ? value.toISOString()
      : new Date(value).toISOString();
/** drops undefined, null and empty values so the output stays small and valid */
const compact = (obj: Ld): Ld =>
  Object.fromEntries(
    Object.entries(obj).filter(
      ([, v]) => v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && v.length === 0),
    ),
  );

const SERVICES = [
  'Architectural Visualization',
  'Industrial and Product Design',
  'Spatial and Interior Design',
  'Unreal Engine Real-Time Experiences',
  'Web Design and Development',
];

/** Serialises structured data into a script tag; '<' is escaped so content can never close the tag. */
export function JsonLd({ data }: { data: Ld | Ld[] }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
    />
  );
}

const personRef = () => ({ '@id': `${siteUrl()}/#person` });
const orgRef = () => ({ '@id': `${siteUrl()}/#organization` });

export function personLd(settings: SiteLdInput): Ld {
  return compact({
    '@context': 'https://schema.org',
    '@type': 'Person',
    '@id': `${siteUrl()}/#person`,
    name: settings.ownerName || settings.siteTitle,
    url: siteUrl(),
    jobTitle: 'Designer and Visualization Artist',
    description: settings.siteDescription,
    email: settings.contactEmail ? `mailto:${settings.contactEmail}` : undefined,
    telephone: settings.phone,
    image: settings.ogImage ? abs(settings.ogImage) : undefined,
    knowsAbout: SERVICES,
    homeLocation: settings.locations.map((name) => ({ '@type': 'Place', name })),
    sameAs: settings.socialLinks.map((l) => l.url),
  });
}

export function professionalServiceLd(settings: SiteLdInput): Ld {
  return compact({
    '@context': 'https://schema.org',
    '@type': 'ProfessionalService',
    '@id': `${siteUrl()}/#service`,
    name: settings.siteTitle,
    url: siteUrl(),
    description: settings.siteDescription,
    email: settings.contactEmail,
    telephone: settings.phone,
    image: settings.ogImage
      ? abs(settings.ogImage)
      : settings.logoUrl
        ? abs(settings.logoUrl)
        : undefined,
    logo: settings.logoUrl ? abs(settings.logoUrl) : undefined,
    founder: personRef(),
    areaServed: [
      { '@type': 'Country', name: 'United Kingdom' },
      { '@type': 'Country', name: 'South Africa' },
      { '@type': 'Country', name: 'Australia' },
      'Worldwide',
    ],
    address: settings.locations.map((addressLocality) => ({
      '@type': 'PostalAddress',
      addressLocality,
    })),
    hasOfferCatalog: {
      '@type': 'OfferCatalog',
      name: 'Design services',
      itemListElement: SERVICES.map((name) => ({
        '@type': 'Offer',
        itemOffered: { '@type': 'Service', name },
      })),
    },
    sameAs: settings.socialLinks.map((l) => l.url),
  });
}

export function organizationLd(settings: SiteLdInput): Ld {
  return compact({
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${siteUrl()}/#organization`,
    name: settings.siteTitle,
    url: siteUrl(),
    logo: settings.logoUrl ? abs(settings.logoUrl) : undefined,
    email: settings.contactEmail,
    founder: personRef(),
    contactPoint: settings.contactEmail
      ? {
          '@type': 'ContactPoint',
          contactType: 'customer service',
          email: settings.contactEmail,
          telephone: settings.phone ?? undefined,
          availableLanguage: ['English'],
        }
      : undefined,
    sameAs: settings.socialLinks.map((l) => l.url),
  });
}

export function websiteLd(settings: SiteLdInput): Ld {
  return compact({
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': `${siteUrl()}/#website`,
    name: settings.siteTitle,
    description: settings.siteDescription,
    url: siteUrl(),
    inLanguage: 'en-GB',
    publisher: orgRef(),
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${siteUrl()}/search?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  });
}

export function blogPostingLd(post: BlogPostingLdInput): Ld {
  const url = `${siteUrl()}/blog/${post.slug}`;
  return compact({
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    '@id': url,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    headline: post.title,
    description: post.excerpt,
    image: post.imageUrl ? abs(post.imageUrl) : undefined,
    datePublished: iso(post.publishedAt),
    dateModified: iso(post.updatedAt ?? post.publishedAt),
    author: { '@type': 'Person', name: post.author },
    publisher: orgRef(),
    articleSection: post.category,
    keywords: post.tags?.join(', '),
    inLanguage: 'en-GB',
  });
}

export function creativeWorkLd(project: CreativeWorkLdInput): Ld {
  const url = `${siteUrl()}/projects/${project.slug}`;
  return compact({
    '@context': 'https://schema.org',
    '@type': 'CreativeWork',
    '@id': url,
    url,
    name: project.title,
    description: project.description,
    image: project.coverImage ? abs(project.coverImage) : undefined,
    creator: personRef(),
    genre: project.category,
    dateCreated: project.projectDate ?? project.year ?? undefined,
    datePublished: iso(project.createdAt),
    locationCreated: project.location ? { '@type': 'Place', name: project.location } : undefined,
    sourceOrganization: project.client
      ? { '@type': 'Organization', name: project.client }
      : undefined,
  });
}
