import { ArrowLeft } from '@/components/ui/icons';
import { buttonVariants } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { NotFoundLogger } from './not-found-logger';
import { NOT_FOUND_HOME, NOT_FOUND_TITLE } from './not-found-text';
import { SITE_PAGES } from './site-pages';

const SUGGESTIONS = [SITE_PAGES.projects, SITE_PAGES.services, SITE_PAGES.blog, SITE_PAGES.contact];

/** The not-found page: '404', 'Oops! Page not found' and the way home. */
export function NotFoundView() {
  return (
    <section aria-labelledby="not-found-title">
      <NotFoundLogger />
      <Container className="flex min-h-[72vh] flex-col items-start justify-center py-20 sm:items-center sm:py-28 sm:text-center">
        <div>
          <p className="font-display text-[clamp(7rem,22vw,15rem)] leading-[0.85] tracking-tight text-ink">
            404
          </p>
          <div aria-hidden className="my-8 h-px w-16 bg-accent sm:mx-auto" />
          <h1 id="not-found-title" className="font-display text-headline text-ink">
            {NOT_FOUND_TITLE}
          </h1>
          <p className="mt-5 max-w-md text-lg leading-relaxed text-muted sm:mx-auto">
            The page you were looking for has moved, been renamed or never existed. Everything else
            is just where you left it.
          </p>
          <div className="mt-10 flex flex-wrap items-center gap-4 sm:justify-center">
            <a href="/" className={buttonVariants({ size: 'lg' })}>
              <ArrowLeft aria-hidden />
              {NOT_FOUND_HOME}
            </a>
          </div>
          <nav aria-label="Popular pages" className="mt-12">
            <ul className="flex flex-wrap gap-x-6 gap-y-3 text-sm sm:justify-center">
              {SUGGESTIONS.map((s) => (
                <li key={s.href}>
                  <a
                    href={s.href}
                    className="text-muted underline decoration-line underline-offset-4 transition-colors hover:text-ink hover:decoration-accent"
                  >
                    {s.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </Container>
    </section>
  );
}
