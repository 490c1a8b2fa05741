// The site's public pages, one list for the end-to-end tests (e2e/) and the bench (bench/run.mjs):
// a page added to the site is added here once and both walk it. Plain JavaScript with JSDoc
// types, so the bench imports it without a TypeScript loader.

/** The first-start content's first post and first project, at their addresses (slugs). */
export const FIRST_POST = '/blog/inside-the-harbour-residence-one-scene-two-audiences';
export const FIRST_PROJECT = '/projects/harbour-residence';
/** The second post, for a page the page cache has not kept yet. */
export const SECOND_POST = '/blog/designing-for-light-what-18-years-of-residential-work-has';

/**
 * Every page a visitor can open, with one example of each page that takes an id or a query, in
 * the order of the site's menu. Posts and projects are at their slugs (their numbers redirect to them).
 * @type {string[]}
 */
export const PUBLIC_ROUTES = [
  '/',
  '/about',
  '/services',
  '/projects',
  FIRST_PROJECT,
  '/pricing',
  '/contact',
  '/facts',
  '/blog',
  FIRST_POST,
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
  FIRST_POST,
  '/projects',
  FIRST_PROJECT,
  '/request-consultation',
];

/**
 * The pages the sitemap lists besides each project and post: every public page but the examples
 * of an id or a query.
 * @type {string[]}
 */
export const SITEMAP_ROUTES = PUBLIC_ROUTES.filter((path) => !/\/\d+$|\?/.test(path));
