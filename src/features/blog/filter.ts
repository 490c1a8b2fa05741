import { firstParam, type SearchParam } from '@/lib/search-params';

/** The blog list's filter: a category ('All' or a name) and free text. */
export type PostFilter = { category: string; query: string };

export const ALL_CATEGORIES = 'All';

type Filterable = { title: string; excerpt: string; category: string; tags: readonly string[] };

/** Category match AND a case-insensitive match of the text in the title, excerpt or any tag. */
export function filterPosts<T extends Filterable>(
  posts: readonly T[],
  { category, query }: PostFilter,
): T[] {
  const needle = query.trim().toLocaleLowerCase('en-GB');
  return posts.filter((post) => {
    if (category !== ALL_CATEGORIES && post.category !== category) return false;
    if (!needle) return true;
    return (
      post.title.toLocaleLowerCase('en-GB').includes(needle) ||
      post.excerpt.toLocaleLowerCase('en-GB').includes(needle) ||
      post.tags.some((tag) => tag.toLocaleLowerCase('en-GB').includes(needle))
    );
  });
}

/** Reads ?category= and ?q= into a filter; an unknown category falls back to 'All'. */
export function filterFromParams(
  params: { category?: SearchParam; q?: SearchParam },
  categories: readonly string[],
): PostFilter {
  const wanted = firstParam(params.category, '');
  const category =
    categories.find((c) => c === wanted) ??
    categories.find((c) => c.toLowerCase() === wanted.toLowerCase()) ??
    ALL_CATEGORIES;
  return { category, query: firstParam(params.q, '').slice(0, 200) };
}

/** The address of a filter state, so it can be shared and works without JavaScript. */
export function postFilterHref({ category, query }: PostFilter): string {
  const params = new URLSearchParams();
  if (category !== ALL_CATEGORIES) params.set('category', category);
  if (query.trim()) params.set('q', query.trim());
  const search = params.toString();
  return search ? `/blog?${search}` : '/blog';
}
