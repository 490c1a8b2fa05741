'use client';

import { usePathname } from 'next/navigation';
import { useCallback, useEffect, useRef, useState } from 'react';
import { cx } from '@/lib/cx';
import { MenuLinkWithoutScript, MobileMenu, MenuToggle } from './mobile-menu';
import { PAGE_LINKS, SECTION_LINKS, pageCurrent, scrollToSection } from './nav-items';
import { isPlainClick } from '@/lib/plain-click';

const SCROLL_THRESHOLD = 50; // px
const MENU_ID = 'site-mobile-menu';

type Props = {
  /** the owner's name, set in Site Settings */
  brand: string;
  /** a few words beside the name on wide screens, such as 'Design & Visualization' */
  tagline?: string | null;
  /** shown at the foot of the mobile menu */
  email?: string | null;
};

/**
 * Whether the page is scrolled past the threshold and, on the home page, which section is the
 * current one: the last whose top has passed the upper third of the screen.
 */
function useScrollState(isHome: boolean) {
  const [scrolled, setScrolled] = useState(false);
  const [current, setCurrent] = useState<string | null>(null);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      setScrolled(window.scrollY > SCROLL_THRESHOLD);
      if (!isHome) return setCurrent(null);
      const line = window.innerHeight * 0.35;
      let active: string | null = null;
      for (const { id } of SECTION_LINKS) {
        const el = document.getElementById(id);
        if (el && el.getBoundingClientRect().top <= line) active = id;
      }
      setCurrent(active);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [isHome]);

  return { scrolled, current };
}

/** The section and page links of wide screens; the current section's stand out. */
function DesktopNav({
  pathname,
  current,
  solid,
  onSectionClick,
}: {
  pathname: string;
  current: string | null;
  solid: boolean;
  onSectionClick: (event: React.MouseEvent<HTMLAnchorElement>, id: string) => void;
}) {
  return (
    <nav aria-label="Main" className="hidden lg:block">
      <ul className="flex items-center gap-1 text-[0.8125rem] font-medium tracking-wide">
        {SECTION_LINKS.map(({ label, id }) => (
          <li key={id}>
            <a
              href={`/#${id}`}
              onClick={(e) => onSectionClick(e, id)}
              aria-current={current === id ? 'location' : undefined}
              data-dim={current && current !== id ? '' : undefined}
              className="nav-link transition-opacity duration-300 data-dim:not-hover:not-focus-visible:opacity-75"
            >
              {label}
            </a>
          </li>
        ))}
        <li
          aria-hidden
          className={cx(
            'mx-2 h-4 w-px',
            solid ? 'bg-line' : 'bg-paper/30 [@media(scripting:none)]:bg-line',
          )}
        />
        {PAGE_LINKS.map(({ label, href }) => (
          <li key={href}>
            <a href={href} aria-current={pageCurrent(pathname, href)} className="nav-link">
              {label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The fixed navigation bar. On the home page it sits transparent over the dark hero
 * until the page is scrolled more than 50 px, then turns solid; on every other page
 * it is solid from the start so it reads over light page tops. Without JavaScript,
 * which alone follows the scroll, it is solid from the start on the home page too:
 * left transparent, its light links would lie over the copy scrolled under it.
 * Section links are real links to /#section, so they work without JavaScript; with
 * it they scroll smoothly on the home page.
 */
export function SiteHeader({ brand, tagline, email }: Props) {
  const pathname = usePathname();
  const isHome = pathname === '/';
  const [menuOpen, setMenuOpen] = useState(false);
  const headerRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  // marks the bar interactive once hydrated
  useEffect(() => {
    if (headerRef.current) headerRef.current.dataset.ready = 'true';
  }, []);

  const { scrolled, current } = useScrollState(isHome);

  // a route change closes the menu (adjusting state while rendering, not in an effect)
  const [lastPath, setLastPath] = useState(pathname);
  if (lastPath !== pathname) {
    setLastPath(pathname);
    setMenuOpen(false);
  }

  const closeMenu = useCallback((returnFocus: boolean) => {
    setMenuOpen(false);
    if (returnFocus) toggleRef.current?.focus();
  }, []);

  const onSectionClick = (event: React.MouseEvent<HTMLAnchorElement>, id: string) => {
    if (!isPlainClick(event)) return;
    const wasOpen = menuOpen;
    setMenuOpen(false);
    if (!isHome) return; // the link goes to /#id
    event.preventDefault();
    // let the menu release the page's scroll lock before scrolling
    if (wasOpen) requestAnimationFrame(() => scrollToSection(id));
    else scrollToSection(id);
  };

  const solid = !isHome || scrolled || menuOpen;
  const overHero = isHome && !scrolled && !menuOpen;

  return (
    <>
      <header
        ref={headerRef}
        data-scrolled={scrolled ? 'true' : 'false'}
        data-variant={solid ? 'solid' : 'transparent'}
        className={cx(
          'fixed inset-x-0 top-0 z-50 transition-[background-color,border-color,color,box-shadow] duration-500 ease-(--ease-calm)',
          'border-b',
          menuOpen
            ? 'border-transparent bg-ink text-paper'
            : solid
              ? 'bar-solid'
              : 'border-transparent bg-transparent text-paper [@media(scripting:none)]:bar-solid',
        )}
      >
        {overHero && (
          // a soft shade at the top of the hero keeps the links readable over bright imagery
          <div
            aria-hidden
            className="pointer-events-none absolute inset-x-0 top-0 -z-10 h-32 shade-bar [@media(scripting:none)]:hidden"
          />
        )}
        <div className="mx-auto flex h-16 w-full max-w-7xl items-center justify-between gap-6 px-5 sm:px-8 lg:h-20 lg:px-12">
          <a
            href="/"
            onClick={(e) => {
              if (isHome && isPlainClick(e)) {
                e.preventDefault();
                setMenuOpen(false);
                scrollToSection('home');
              }
            }}
            className="group flex items-baseline gap-3 font-display text-2xl leading-none tracking-tight lg:text-[1.7rem]"
          >
            <span>{brand}</span>
            {tagline && (
              <span
                aria-hidden
                className={cx(
                  'hidden font-sans text-[0.65rem] font-medium uppercase tracking-[0.25em] xl:inline',
                  overHero || menuOpen
                    ? 'text-paper/70 [@media(scripting:none)]:text-muted'
                    : 'text-muted',
                )}
              >
                {tagline}
              </span>
            )}
          </a>

          <DesktopNav
            pathname={pathname}
            current={current}
            solid={solid}
            onSectionClick={onSectionClick}
          />

          <MenuToggle
            ref={toggleRef}
            open={menuOpen}
            controls={MENU_ID}
            onToggle={() => setMenuOpen((o) => !o)}
          />
          <MenuLinkWithoutScript />
        </div>

        <MobileMenu
          id={MENU_ID}
          open={menuOpen}
          pathname={pathname}
          email={email}
          containerRef={headerRef}
          onClose={closeMenu}
          onSectionClick={onSectionClick}
        />
      </header>
      {/* the bar is fixed: on pages without a full-screen hero, keep its height free */}
      {!isHome && <div aria-hidden className="h-16 lg:h-20" />}
    </>
  );
}
