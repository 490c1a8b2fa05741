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

export type SectionId = (typeof SECTION_LINKS)[number]['id'];

/** aria-current for a page link: the page itself, and the pages under it (a post under /blog). */
export const pageCurrent = (pathname: string, href: string) =>
  pathname === href || pathname.startsWith(`${href}/`) ? ('page' as const) : undefined;

let loadLaterSections: (() => Promise<void>) | null = null;

/**
 * The landing page registers how it loads the sections below About, which arrive on demand
 * (src/app/(site)/_components/later-sections.tsx); null when it goes.
 */
export function registerSectionLoader(load: (() => Promise<void>) | null): void {
  loadLaterSections = load;
}

/**
 * Scrolls smoothly to a landing section and records it in the address bar, loading the later
 * sections first when they have not arrived yet. Returns false when the section is not on this
 * page, so the caller can let the link navigate instead.
 */
export function scrollToSection(id: string): boolean {
  const target = document.getElementById(id);
  if (!target) {
    if (!loadLaterSections) return false;
    const load = loadLaterSections;
    // a failed load is shown by the loader itself (later-sections.tsx)
    load().then(
      () => {
        if (document.getElementById(id)) scrollToSection(id);
      },
      () => {},
    );
    return true;
  }
  const reduce = prefersReducedMotion();
  if (id === 'home') window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
  else target.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  if (window.location.hash !== `#${id}`)
    window.history.pushState(window.history.state, '', `#${id}`);
  return true;
}
