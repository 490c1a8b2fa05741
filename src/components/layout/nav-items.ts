import { prefersReducedMotion } from '@/lib/motion';

/** The landing page's anchored sections, in page order. */
export const SECTION_LINKS = [
  { label: 'Home', id: 'home' },
  { label: 'About', id: 'about' },
  { label: 'Services', id: 'services' },
  { label: 'Projects', id: 'projects' },
  { label: 'Pricing', id: 'pricing' },
  { label: 'Contact', id: 'contact' },
] as const;

/** Plain links to pages of their own. */
export const PAGE_LINKS = [
  { label: 'Blog', href: '/blog' },
  { label: 'FAQ', href: '/faq' },
] as const;

/** The footer's list of the site's pages, where the menu leads when script is off. */
export const SITE_LINKS_ID = 'site-links';

export type SectionId = (typeof SECTION_LINKS)[number]['id'];

/** aria-current for a page link: the page itself, and the pages under it (a post under /blog). */
export const pageCurrent = (pathname: string, href: string) =>
  pathname === href || pathname.startsWith(`${href}/`) ? ('page' as const) : undefined;

/**
 * Scrolls smoothly to a landing section and records it in the address bar. Returns false when
 * the section is not on this page, so the caller can let the link navigate instead.
 */
export function scrollToSection(id: string): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  const reduce = prefersReducedMotion();
  if (id === 'home') window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
  else target.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  if (window.location.hash !== `#${id}`)
    window.history.pushState(window.history.state, '', `#${id}`);
  return true;
}
