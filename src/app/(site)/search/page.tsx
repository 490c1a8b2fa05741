import type { Metadata } from 'next';
import { connection } from 'next/server';
import { Search } from '@/components/ui/icons';
import { Container } from '@/components/ui/container';
import { SmartImage } from '@/components/ui/smart-image';
import { formatPostDate, isoDate } from '@/features/blog/format';
import { getPublishedPosts, type PostSummary } from '@/features/blog/queries';
import { Highlight } from '@/features/search/highlight';
import { SEARCH_LIMIT, searchSite, type PostHit, type ProjectHit } from '@/features/search/queries';
import { MAX_QUERY_LENGTH, normaliseQuery, readQuery } from '@/features/search/terms';
import { pageMetadata } from '@/features/seo/metadata';
import './styles.css';

type Props = { searchParams: Promise<{ q?: string | string[] }> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  await connection();
  const q = normaliseQuery((await searchParams).q);
  return pageMetadata({
    title: q ? `Search: ${q}` : 'Search',
    description: 'Search the projects and journal articles.',
    path: '/search',
    noindex: true,
  });
}

export default async function SearchPage({ searchParams }: Props) {
  await connection();
  const { q, cut } = readQuery((await searchParams).q);
  const results = q ? await searchSite(q) : null;
  const capped =
    results !== null &&
    (results.projects.length === SEARCH_LIMIT || results.posts.length === SEARCH_LIMIT);
  const suggestions = q ? [] : suggestedTerms(await getPublishedPosts());
  const total = results ? results.projects.length + results.posts.length : 0;

  return (
    <div className="pb-24 pt-32 sm:pb-32 sm:pt-40">
      <Container className="max-w-5xl">
        <header>
          <p className="mb-5 eyebrow text-accent-strong">Search</p>
          <h1 className="font-display text-headline text-ink">
            {q ? (
              <>
                Results for <span className="font-display-italic italic">&ldquo;{q}&rdquo;</span>
              </>
            ) : (
              'Search the studio'
            )}
          </h1>
        </header>

        <form
          role="search"
          action="/search"
          method="get"
          className="mt-10 flex flex-col gap-3 sm:flex-row"
        >
          <label htmlFor="site-search" className="sr-only">
            Search projects and articles
          </label>
          <div className="relative flex-1">
            <Search
              aria-hidden
              className="pointer-events-none absolute left-5 top-1/2 size-5 -translate-y-1/2 text-muted"
            />
            <input
              id="site-search"
              type="search"
              name="q"
              defaultValue={q}
              maxLength={MAX_QUERY_LENGTH}
              placeholder="Projects, articles, places..."
              autoComplete="off"
              className="h-14 w-full rounded-full border border-line bg-paper pl-13 pr-5 text-base text-ink placeholder:text-muted transition-colors focus:border-ink focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
            />
          </div>
          <button
            type="submit"
            className="inline-flex h-14 items-center justify-center rounded-full bg-ink px-8 text-sm font-medium tracking-wide text-paper transition-colors duration-300 hover:bg-ink-soft"
          >
            Search
          </button>
        </form>

        {!results && (
          <div className="mt-12 border-t border-line pt-10 text-muted">
            <p className="text-lg">
              Search the portfolio and the journal by title, description or tag.
            </p>
            {suggestions.length > 0 && (
              <p className="mt-4 flex flex-wrap items-center gap-2 text-sm">
                <span>Try</span>
                {suggestions.map((term) => (
                  <a
                    key={term}
                    href={`/search?q=${encodeURIComponent(term)}`}
                    className="rounded-full border border-line px-3 py-1 text-ink transition-colors hover:border-ink hover:bg-ink hover:text-paper"
                  >
                    {term}
                  </a>
                ))}
              </p>
            )}
          </div>
        )}

        {cut && (
          <p className="mt-8 text-sm text-muted">
            Searches use the first {MAX_QUERY_LENGTH} characters, so the rest of yours was left out.
          </p>
        )}

        {results && (
          <p role="status" className="mt-8 text-sm text-muted">
            {total === 0
              ? ''
              : `${total} ${total === 1 ? 'result' : 'results'}: ${results.projects.length} ${results.projects.length === 1 ? 'project' : 'projects'}, ${results.posts.length} ${results.posts.length === 1 ? 'article' : 'articles'}`}
            {capped && ` (the first ${SEARCH_LIMIT} of each kind: add a word to narrow them down)`}
          </p>
        )}

        {results && total === 0 && (
          <div className="mt-4 border-t border-line pt-12">
            <p className="font-display text-3xl text-ink">No results for &ldquo;{q}&rdquo;</p>
            <p className="mt-4 max-w-xl text-muted">
              Check the spelling or try a broader word. You can also browse{' '}
              <a
                href="/projects"
                className="text-ink underline decoration-accent underline-offset-4"
              >
                every project
              </a>{' '}
              or{' '}
              <a href="/blog" className="text-ink underline decoration-accent underline-offset-4">
                the journal
              </a>
              .
            </p>
          </div>
        )}

        {results && results.projects.length > 0 && (
          <ResultSection id="project-results" title="Projects" count={results.projects.length}>
            {results.projects.map((hit) => (
              <ProjectResult key={hit.id} hit={hit} q={q} />
            ))}
          </ResultSection>
        )}

        {results && results.posts.length > 0 && (
          <ResultSection id="post-results" title="Articles" count={results.posts.length}>
            {results.posts.map((hit) => (
              <PostResult key={hit.id} hit={hit} q={q} />
            ))}
          </ResultSection>
        )}
      </Container>
    </div>
  );
}

/** The journal's most used tags: starting points that are sure to find something. */
function suggestedTerms(posts: PostSummary[], count = 5): string[] {
  const uses = new Map<string, number>();
  for (const tag of posts.flatMap((p) => p.tags)) uses.set(tag, (uses.get(tag) ?? 0) + 1);
  return [...uses]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0], 'en-GB'))
    .slice(0, count)
    .map(([tag]) => tag);
}

function ResultSection({
  id,
  title,
  count,
  children,
}: {
  id: string;
  title: string;
  count: number;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="mt-14">
      <h2
        id={id}
        className="flex items-baseline gap-3 border-b border-line pb-4 font-display text-3xl text-ink"
      >
        {title}
        <span className="font-sans text-sm text-muted">{count}</span>
      </h2>
      <ul className="divide-y divide-line">{children}</ul>
    </section>
  );
}

function ResultRow({
  href,
  image,
  imageAlt,
  meta,
  title,
  text,
  q,
}: {
  href: string;
  image: string | null;
  imageAlt: string;
  meta: React.ReactNode;
  title: string;
  text: string | null;
  q: string;
}) {
  return (
    <li className="group relative flex gap-5 py-6 sm:gap-8">
      <div className="relative aspect-[4/3] w-28 shrink-0 self-start overflow-hidden rounded-sm bg-sand sm:w-52">
        <SmartImage
          src={image ?? ''}
          alt={imageAlt}
          fill
          sizes="(min-width: 640px) 13rem, 7rem"
          className="object-cover transition-transform duration-700 ease-(--ease-calm) group-hover:scale-[1.04]"
        />
      </div>
      <div className="min-w-0 flex-1">
        <p className="text-xs text-muted">{meta}</p>
        <h3 className="mt-2 font-display text-xl text-ink sm:text-2xl">
          <a
            href={href}
            className="decoration-accent decoration-1 underline-offset-[6px] after:absolute after:inset-0 group-hover:underline"
          >
            <Highlight text={title} query={q} />
          </a>
        </h3>
        {text && (
          <p className="mt-2 line-clamp-2 text-sm leading-relaxed text-muted sm:text-base">
            <Highlight text={text} query={q} />
          </p>
        )}
      </div>
    </li>
  );
}

function ProjectResult({ hit, q }: { hit: ProjectHit; q: string }) {
  return (
    <ResultRow
      href={`/projects/${hit.slug}`}
      image={hit.image}
      imageAlt={hit.imageAlt}
      meta={
        <>
          <span className="font-semibold uppercase tracking-[0.16em] text-accent-strong">
            Project
          </span>
          {hit.category && <span> · {hit.category}</span>}
        </>
      }
      title={hit.title}
      text={hit.description}
      q={q}
    />
  );
}

function PostResult({ hit, q }: { hit: PostHit; q: string }) {
  return (
    <ResultRow
      href={`/blog/${hit.slug}`}
      image={hit.image}
      imageAlt={hit.imageAlt}
      meta={
        <>
          <span className="font-semibold uppercase tracking-[0.16em] text-accent-strong">
            Article
          </span>
          <span> · {hit.category} · </span>
          <time dateTime={isoDate(hit.publishedAt)}>{formatPostDate(hit.publishedAt)}</time>
        </>
      }
      title={hit.title}
      text={hit.excerpt}
      q={q}
    />
  );
}
