import { NOT_FOUND_HOME, NOT_FOUND_TITLE } from '@/components/layout/not-found-text';

/**
 * The root layout's fallback for a notFound() thrown outside the public pages and the back
 * office (which have their own): none is. Every page's RSC payload carries it all the same,
 * so it is the plainest document that says so, not Next's default with its style attributes.
 */
export default function RootNotFound() {
  return (
    <main>
      <h1>{NOT_FOUND_TITLE}</h1>
      <a href="/">{NOT_FOUND_HOME}</a>
    </main>
  );
}
