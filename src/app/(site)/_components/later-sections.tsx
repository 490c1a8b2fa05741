'use client';

import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';
import { registerSectionLoader, scrollToSection } from '@/components/layout/nav-items';
import { toast } from '@/components/ui/toast-outlet';
import { loadOnce } from '@/lib/load-once';
import { loadLaterIslands } from './later-islands-lazy';

type Props = {
  /** renders the sections on the server (a server action) */
  load: () => Promise<ReactNode>;
  /** what stands in their place until they arrive, and for a browser without JavaScript */
  children: ReactNode;
};

// How far below the screen the placeholder may be when loading starts: a phone's screen or
// two, so that a visitor who scrolls through About never meets it.
const AHEAD = '0px 0px 1600px 0px';

const UNAVAILABLE = 'This part of the page could not be loaded';

/**
 * The landing page's later sections (video to contact), loaded when the visitor comes near
 * them, follows a link to one of them (/#pricing, the hero's buttons, the navigation bar), or
 * never, for a visitor who reads only the first screen: the page's first answer carries the hero
 * and About alone, a small part of the whole page's weight (ADR 014).
 */
export function LaterSections({ load, children }: Props) {
  const [sections, setSections] = useState<ReactNode>(null);
  const placeholder = useRef<HTMLDivElement>(null);
  const committed = useRef<() => void>(() => {});

  // a caller waiting to scroll to a section goes on once the sections are in the document
  useEffect(() => {
    if (sections) committed.current();
  }, [sections]);

  useEffect(() => {
    // the sections' interactive parts come in their own chunk, fetched alongside; the sections
    // go in once both are here, all at once (in a transition, React keeps the links in place
    // while the parts resolve rather than showing the sections without them). A failure leaves
    // the links to the sections' own pages; coming near again tries once more.
    const loadSections = loadOnce(() =>
      Promise.all([load(), loadLaterIslands()]).then(
        ([node]) =>
          new Promise<void>((resolve) => {
            committed.current = resolve;
            startTransition(() => setSections(node));
          }),
        (error: unknown) => {
          console.error('The landing page could not load its later sections.', error);
          throw error;
        },
      ),
    );
    // A link to a section (the navigation bar, the hero's buttons, /#pricing) that cannot be
    // followed says so and shows the links to the sections' own pages in its place.
    registerSectionLoader(() =>
      loadSections().catch((error: unknown) => {
        placeholder.current?.scrollIntoView({ block: 'start' });
        toast.error(UNAVAILABLE, { description: 'Its pages are linked below.' });
        throw error;
      }),
    );

    const showHash = () => {
      let id = '';
      try {
        id = decodeURIComponent(window.location.hash.slice(1));
      } catch {
        return; // not an address of ours
      }
      if (id && !document.getElementById(id)) scrollToSection(id);
    };
    showHash();
    window.addEventListener('hashchange', showHash);

    const near = new IntersectionObserver(
      (entries) => {
        // a failure is logged and the links stay in place: nothing to tell a scrolling visitor
        if (entries.some((entry) => entry.isIntersecting)) loadSections().catch(() => {});
      },
      { rootMargin: AHEAD },
    );
    if (placeholder.current) near.observe(placeholder.current);
    return () => {
      registerSectionLoader(null);
      window.removeEventListener('hashchange', showHash);
      near.disconnect();
    };
  }, [load]);

  if (sections) return sections;
  return <div ref={placeholder}>{children}</div>;
}
