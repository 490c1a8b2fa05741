/**
 * The public site's own pages, named once for the lists that point visitors onward (the landing
 * page's links in place of its later sections, the not-found page's suggestions). Server-only
 * lists: kept apart from nav-items.ts, which the header's client code loads on every page.
 */
export const SITE_PAGES = {
  services: { label: 'Services', href: '/services' },
  projects: { label: 'Projects', href: '/projects' },
  pricing: { label: 'Pricing', href: '/pricing' },
  consultation: { label: 'Request a consultation', href: '/request-consultation' },
  contact: { label: 'Contact', href: '/contact' },
  blog: { label: 'Blog', href: '/blog' },
} as const;
