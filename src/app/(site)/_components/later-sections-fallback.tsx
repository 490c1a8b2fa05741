import { ArrowRight } from '@/components/ui/icons';
import { Container } from '@/components/ui/container';
import { SITE_PAGES } from '@/components/layout/site-pages';

const { services, projects, pricing, consultation, contact } = SITE_PAGES;
const PAGES = [services, projects, pricing, consultation, contact];

/**
 * What stands where the later sections will be: the way to each of their own pages. A visitor
 * scrolling down rarely sees it (the sections are asked for well before), a browser without
 * JavaScript and a crawler keep it.
 */
export function LaterSectionsFallback() {
  return (
    <nav aria-label="More of the studio" className="border-t border-line bg-paper py-20 sm:py-28">
      <Container>
        <ul className="grid gap-px border border-line bg-line sm:grid-cols-2 lg:grid-cols-5">
          {PAGES.map(({ href, label }) => (
            <li key={href} className="bg-paper">
              <a
                href={href}
                className="group flex items-center justify-between gap-4 p-6 font-display text-title text-ink hover:text-accent-strong"
              >
                {label}
                <ArrowRight
                  aria-hidden
                  className="size-4 shrink-0 transition-transform duration-300 group-hover:translate-x-1"
                />
              </a>
            </li>
          ))}
        </ul>
      </Container>
    </nav>
  );
}
