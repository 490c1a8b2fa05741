import { NOT_FOUND_HOME, NOT_FOUND_TITLE } from '@/components/layout/not-found-text';
import { CONTAINER_CLASS } from '@/components/ui/container-class';

/**
 * The public layout's fallback for a notFound() thrown by one of its pages. None throws it
 * (production serves such a page as an empty shell, so missing content and unknown addresses
 * get their 404 from server.mjs and global-not-found.tsx), but every public page's RSC
 * payload carries the fallback all the same, and Next's default put its style attributes there.
 * This one says what the real 404 page says, inside the site's header and footer; it is not that
 * page (NotFoundView), whose logger would put its client code on every page.
 */
export default function SiteNotFound() {
  return (
    <section className={`${CONTAINER_CLASS} py-28`}>
      <h1 className="font-display text-headline text-ink">{NOT_FOUND_TITLE}</h1>
      <a href="/" className="mt-5 inline-block underline underline-offset-4">
        {NOT_FOUND_HOME}
      </a>
    </section>
  );
}
