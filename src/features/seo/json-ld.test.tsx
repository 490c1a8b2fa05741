import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';

vi.mock('@/env', () => ({ env: () => ({ SITE_URL: 'https://studio.example' }) }));

const {
  JsonLd,
  blogPostingLd,
  creativeWorkLd,
  organizationLd,
  personLd,
  professionalServiceLd,
  websiteLd,
} = await import('./json-ld');

const settings = {
  siteTitle: 'Elena Marsh — Design & Visualization',
  siteDescription: 'Independent designer.',
  ownerName: 'Elena Marsh',
  contactEmail: 'hello@elenamarsh.studio',
  phone: '+44 20 7946 0321',
  locations: ['London, UK', 'Cape Town, South Africa', 'Sydney, Australia'],
  socialLinks: [{ label: 'Instagram', url: 'https://instagram.com/elenamarsh' }],
  logoUrl: null,
  ogImage: '/media/og.jpg',
};

describe('JsonLd', () => {
  it('writes a JSON-LD script that cannot be closed by its content', () => {
    const html = renderToStaticMarkup(
      <JsonLd data={{ '@type': 'Thing', name: '</script><script>alert(1)</script>' }} />,
    );
    expect(html.startsWith('<script type="application/ld+json">')).toBe(true);
    expect(html).not.toContain('</script><script>');
    const json = html.replace(/^<script[^>]*>/, '').replace(/<\/script>$/, '');
    expect(JSON.parse(json).name).toBe('</script><script>alert(1)</script>');
  });
});

describe('structured data builders', () => {
  it('describes the owner, the business, the organisation and the site', () => {
    const person = personLd(settings);
    expect(person['@type']).toBe('Person');
    expect(person.name).toBe('Elena Marsh');
    expect(person.sameAs).toEqual(['https://instagram.com/elenamarsh']);
    expect(person.image).toBe('https://studio.example/media/og.jpg');

    const service = professionalServiceLd(settings);
    expect(service['@type']).toBe('ProfessionalService');
    expect(service.email).toBe('hello@elenamarsh.studio');
    expect(service.logo).toBeUndefined();

    expect(organizationLd(settings)['@type']).toBe('Organization');

    const site = websiteLd(settings);
    expect(site['@type']).toBe('WebSite');
    expect(site.potentialAction).toMatchObject({
      '@type': 'SearchAction',
      target: { urlTemplate: 'https://studio.example/search?q={search_term_string}' },
      'query-input': 'required name=search_term_string',
    });
  });

  it('points a blog post at /blog/{slug}', () => {
    const ld = blogPostingLd({
      id: 3,
      slug: 'light',
      title: 'Light',
      excerpt: 'On light',
      author: 'Elena Marsh',
      publishedAt: '2026-01-02T09:00:00Z',
      imageUrl: '/media/light.jpg',
      tags: ['Lighting', 'VR'],
    });
    expect(ld['@type']).toBe('BlogPosting');
    expect(ld.url).toBe('https://studio.example/blog/light');
    expect(ld.datePublished).toBe('2026-01-02T09:00:00.000Z');
    expect(ld.dateModified).toBe('2026-01-02T09:00:00.000Z');
    expect(ld.image).toBe('https://studio.example/media/light.jpg');
    expect(ld.keywords).toBe('Lighting, VR');
  });

  it('points a project at /projects/{slug} and omits empty fields', () => {
    const ld = creativeWorkLd({
      id: 7,
      slug: 'harbour-house',
      title: 'Harbour House',
      description: null,
      client: '',
    });
    expect(ld).toEqual({
      '@context': 'https://schema.org',
      '@type': 'CreativeWork',
      '@id': 'https://studio.example/projects/harbour-house',
      url: 'https://studio.example/projects/harbour-house',
      name: 'Harbour House',
      creator: { '@id': 'https://studio.example/#person' },
    });
  });
});
