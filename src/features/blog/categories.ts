import { ALL_CATEGORIES } from './filter';

// Kept apart from the list's filter (filter.ts), which runs in the visitor's browser: sorting by a
// locale makes a collator, whose first one loads the locale's data on the main thread. The
// server works out the categories and hands them to the list.

/** 'All', then each distinct category in alphabetical order (the filter buttons). */
export function postCategories(posts: readonly { category: string }[]): string[] {
  const distinct = [
    ...new Set(posts.map((p) => p.category).filter((c) => c && c !== ALL_CATEGORIES)),
  ];
  return [ALL_CATEGORIES, ...distinct.sort((a, b) => a.localeCompare(b, 'en-GB'))];
}
