'use client';

import { useEffect, useRef } from 'react';
import { cx } from '@/lib/cx';
import { wrapFocus } from '@/lib/wrap-focus';
import { twoDigits } from '@/lib/two-digits';
import { PAGE_LINKS, SECTION_LINKS, SITE_LINKS_ID, pageCurrent } from './nav-items';

type ToggleProps = {
  ref?: React.Ref<HTMLButtonElement>;
  open: boolean;
  controls: string;
  onToggle: () => void;
};

/** The menu button of small screens: two lines that turn into a cross. */
export function MenuToggle({ ref, open, controls, onToggle }: ToggleProps) {
  return (
    <button
      ref={ref}
      type="button"
      aria-expanded={open}
      aria-controls={controls}
      onClick={onToggle}
      className="-mr-2 inline-flex h-11 items-center gap-3 rounded-full px-2 eyebrow lg:hidden [@media(scripting:none)]:hidden"
    >
      {/* the name stays 'Menu'; aria-expanded tells whether it is open */}
      <span>Menu</span>
      <span aria-hidden className="relative block h-3 w-6">
        <span
          className={cx(
            'absolute left-0 block h-px w-6 bg-current transition-transform duration-500 ease-(--ease-calm)',
            open ? 'top-1.5 rotate-45' : 'top-0.5',
          )}
        />
        <span
          className={cx(
            'absolute left-0 block h-px w-6 bg-current transition-transform duration-500 ease-(--ease-calm)',
            open ? 'top-1.5 -rotate-45' : 'top-2.5',
          )}
        />
      </span>
    </button>
  );
}

/**
 * The menu without JavaScript, which opens the panel: a link to the footer's list of the site's
 * pages, in the toggle's place on a phone.
 */
export function MenuLinkWithoutScript() {
  return (
    <a
      href={`#${SITE_LINKS_ID}`}
      className="-mr-2 hidden h-11 items-center rounded-full px-2 eyebrow [@media(scripting:none)]:max-lg:inline-flex"
    >
      Menu
    </a>
  );
}

type MenuProps = {
  id: string;
  open: boolean;
  pathname: string;
  email?: string | null;
  /** the header: focus stays inside it while the menu is open */
  containerRef: React.RefObject<HTMLElement | null>;
  onClose: (returnFocus: boolean) => void;
  onSectionClick: (event: React.MouseEvent<HTMLAnchorElement>, id: string) => void;
};

/**
 * The small-screen menu: a full-height ink panel under the bar. Escape closes it and
 * returns focus to the menu button; Tab cycles within the header while it is open;
 * the page behind does not scroll.
 */
export function MobileMenu({
  id,
  open,
  pathname,
  email,
  containerRef,
  onClose,
  onSectionClick,
}: MenuProps) {
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const root = document.documentElement;
    const previous = root.style.overflow;
    root.style.overflow = 'hidden';
    panelRef.current?.querySelector<HTMLElement>('a[href]')?.focus();

    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onClose(true);
        return;
      }
      if (event.key !== 'Tab' || !containerRef.current) return;
      const focusable = Array.from(
        containerRef.current.querySelectorAll<HTMLElement>('a[href], button:not([disabled])'),
      ).filter((el) => el.offsetParent !== null || el === document.activeElement);
      wrapFocus(event, focusable);
    };
    // the panel is for small screens only: growing past lg closes it
    const wide = window.matchMedia('(min-width: 64rem)');
    const onWide = () => wide.matches && onClose(false);
    document.addEventListener('keydown', onKey);
    wide.addEventListener('change', onWide);
    return () => {
      root.style.overflow = previous;
      document.removeEventListener('keydown', onKey);
      wide.removeEventListener('change', onWide);
    };
  }, [open, onClose, containerRef]);

  return (
    <div
      ref={panelRef}
      id={id}
      hidden={!open}
      className="fixed inset-x-0 bottom-0 top-16 overflow-y-auto bg-ink text-paper lg:hidden"
    >
      <nav aria-label="Mobile" className="flex min-h-full flex-col px-5 pb-10 pt-6 sm:px-8">
        <ul className="border-t border-paper/15">
          {SECTION_LINKS.map(({ label, id: section }, index) => (
            <li key={section} className="border-b border-paper/15">
              <a
                href={`/#${section}`}
                onClick={(e) => onSectionClick(e, section)}
                className="menu-link"
                style={{ transitionDelay: `${Math.min(index * 5, 30) / 100}s` }}
              >
                <span aria-hidden className="w-6 text-xs tabular-nums text-muted-inverse">
                  {twoDigits(index + 1)}
                </span>
                <span className="font-display text-4xl leading-none transition-colors sm:text-5xl">
                  {label}
                </span>
              </a>
            </li>
          ))}
        </ul>
        <ul className="mt-8 flex gap-8 text-sm font-medium uppercase tracking-[0.2em]">
          {PAGE_LINKS.map(({ label, href }) => (
            <li key={href}>
              <a
                href={href}
                onClick={() => onClose(false)}
                aria-current={pageCurrent(pathname, href)}
                className="inline-flex py-2 underline-offset-8 hover:text-accent aria-[current]:underline aria-[current]:decoration-accent"
              >
                {label}
              </a>
            </li>
          ))}
        </ul>
        {email && (
          <div className="mt-auto pt-12">
            <p className="text-xs uppercase tracking-[0.2em] text-muted-inverse">
              Start a conversation
            </p>
            <a
              href={`mailto:${email}`}
              className="mt-2 inline-block font-display text-2xl hover:text-accent"
            >
              {email}
            </a>
          </div>
        )}
      </nav>
    </div>
  );
}
