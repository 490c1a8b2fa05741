// The site's public pages, one list for the end-to-end tests (e2e/) and the bench (bench/run.mjs):
// a page added to the site is added here once and both walk it. Plain JavaScript with JSDoc
// types, so the bench imports it without a TypeScript loader.

/**
 * Every page a visitor can open, with one example of each page that takes an id or a query, in
 * the order of the site's menu. The first-start content has the project and the post with id 1.
 * @type {string[]}
 */
export const PUBLIC_ROUTES = [
  '/',
  '/about',
  '/services',
  '/projects',
  '/projects/1',
  '/pricing',
  '/contact',
  '/facts',
  '/blog',
  '/blog/1',
  '/faq',
  '/search?q=a',
  '/privacy',
  '/terms',
  '/request-consultation',
];

/**
 * The pages that carry the most script and media: the landing page, the journal, the portfolio
 * and the consultation form. Lighthouse scores these, and the e2e tests check them for Content
 * Security Policy reports.
 * @type {string[]}
 */
export const SCRIPTED_ROUTES = [
  '/',
  '/blog',
  '/blog/1',
  '/projects',
  '/projects/1',
  '/request-consultation',
];

/**
 * The pages the sitemap lists besides each project and post: every public page but the examples
 * of an id or a query.
 * @type {string[]}
 */
export const SITEMAP_ROUTES = PUBLIC_ROUTES.filter((path) => !/\/\d+$|\?/.test(path));
