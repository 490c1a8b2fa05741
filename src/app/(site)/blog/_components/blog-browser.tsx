'use client';

import { useState } from 'react';
import { useSearchParams } from 'next/navigation';
import { Search } from '@/components/ui/icons/search';
import { X } from '@/components/ui/icons/x';
import { PostCard } from '@/features/blog/components/post-card';
import {
  ALL_CATEGORIES,
  filterFromParams,
  filterPosts,
  postFilterHref,
} from '@/features/blog/filter';
import type { PostSummary } from '@/features/blog/types';
import { cx } from '@/lib/cx';
import { isPlainClick } from '@/lib/plain-click';

type Props = { posts: PostSummary[]; categories: string[] };

/**
 * Search box, category buttons and the card grid. The server renders the list
 * for the address (?category=, ?q=), so it reads and filters without
 * JavaScript; with it, typing and choosing filter in place and keep the
 * address in step.
 */
export function BlogBrowser({ posts, categories }: Props) {
  const params = useSearchParams();
  const fromUrl = filterFromParams(
    { category: params.get('category') ?? undefined, q: params.get('q') ?? undefined },
    categories,
  );
  const category = fromUrl.category;
  const [query, setQuery] = useState(fromUrl.query);
  const visible = filterPosts(posts, { category, query });
  const filtered = category !== ALL_CATEGORIES || query.trim() !== '';

  const updateQuery = (value: string) => {
    setQuery(value);
    window.history.replaceState(null, '', postFilterHref({ category, query: value }));
  };

  const chooseCategory = (event: React.MouseEvent, value: string) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    if (value !== category)
      window.history.pushState(null, '', postFilterHref({ category: value, query }));
  };

  const clear = (event: React.MouseEvent) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    setQuery('');
    window.history.pushState(null, '', '/blog');
  };

  return (
    <>
      <div className="flex flex-col gap-6 lg:flex-row lg:items-start lg:justify-between">
        <form
          role="search"
          action="/blog"
          method="get"
          className="relative w-full lg:max-w-sm"
          onSubmit={(event) => event.preventDefault()}
        >
          <label htmlFor="blog-search" className="sr-only">
            Search posts
          </label>
          <Search
            aria-hidden
            className="pointer-events-none absolute left-4 top-1/2 size-4 -translate-y-1/2 text-muted"
          />
          <input
            id="blog-search"
            type="search"
            name="q"
            value={query}
            onChange={(event) => updateQuery(event.target.value)}
            placeholder="Search posts..."
            autoComplete="off"
            maxLength={200}
            className="h-12 w-full rounded-full border border-line bg-paper pl-11 pr-11 text-base text-ink placeholder:text-muted transition-colors focus:border-ink focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent [&::-webkit-search-cancel-button]:hidden"
          />
          {category !== ALL_CATEGORIES && <input type="hidden" name="category" value={category} />}
          {query && (
            <button
              type="button"
              onClick={() => updateQuery('')}
              aria-label="Clear search"
              className="absolute right-2 top-1/2 inline-flex size-8 -translate-y-1/2 items-center justify-center rounded-full text-muted hover:bg-sand hover:text-ink"
            >
              <X aria-hidden className="size-4" />
            </button>
          )}
        </form>

        <nav
          aria-label="Filter posts by category"
          className="-mx-5 overflow-x-auto px-5 pb-1 sm:mx-0 sm:overflow-visible sm:px-0"
        >
          <ul className="flex w-max gap-2 sm:w-auto sm:flex-wrap lg:justify-end">
            {categories.map((name) => {
              const active = name === category;
              return (
                <li key={name}>
                  <a
                    href={postFilterHref({ category: name, query })}
                    onClick={(event) => chooseCategory(event, name)}
                    aria-current={active ? 'true' : undefined}
                    className={cx(
                      'inline-flex h-10 items-center whitespace-nowrap rounded-full border px-4 text-sm font-medium transition-colors duration-300 ease-(--ease-calm)',
                      active
                        ? 'border-ink bg-ink text-paper'
                        : 'border-line text-ink hover:border-ink/40 hover:bg-sand',
                    )}
                  >
                    {name}
                  </a>
                </li>
              );
            })}
          </ul>
        </nav>
      </div>

      <p role="status" className="mt-8 text-sm text-muted">
        {filtered && visible.length > 0
          ? `${visible.length} of ${posts.length} ${posts.length === 1 ? 'article' : 'articles'}`
          : ''}
      </p>

      {visible.length === 0 ? (
        <div className="mt-4 flex flex-col items-start gap-4 border-t border-line py-20 sm:items-center sm:text-center">
          <p className="font-display text-3xl text-ink">
            {posts.length === 0 ? 'No articles published yet' : 'No posts match your search'}
          </p>
          {posts.length > 0 && (
            <p className="max-w-md text-muted">
              Try another word, or browse every category.{' '}
              <a
                href="/blog"
                onClick={clear}
                className="font-medium text-ink underline decoration-accent underline-offset-4 hover:text-accent-strong"
              >
                Clear filters
              </a>
            </p>
          )}
        </div>
      ) : (
        <ul className="mt-4 grid gap-x-8 gap-y-16 md:grid-cols-2 xl:grid-cols-3">
          {/* only the first card's image is eager and preloaded: on a phone the rest are far below
              the first screen (docs/architecture.md) */}
          {visible.map((post, index) => (
            <li key={post.id} className="flex">
              <PostCard post={post} eager={index === 0} className="w-full" />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
