import { Container } from '@/components/ui/container';
import { SmartImage } from '@/components/ui/smart-image';
import { cx } from '@/lib/cx';
import { sanitizeArticleHtml } from '@/lib/sanitize-html';
import { postFilterHref } from '../filter';
import { formatPostDate, isoDate } from '../format';

export type ArticleContent = {
  title: string;
  excerpt: string;
  content: string;
  category: string;
  tags: string[];
  imageUrl: string | null;
  imageAlt: string;
  /** the cover's object-position (its focal point), null or absent for the centre */
  focus?: string | null;
  readTime: string;
  /** ISO timestamp; a draft has none yet */
  publishedAt: string | null;
};

function initials(name: string) {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');
}

/**
 * An article as readers see it: header (category, date, reading time, title, excerpt, author),
 * cover image, the sanitised body and its tags. The published page and the draft preview both
 * render it, so a preview shows exactly what will go live; each adds what only it has above
 * (`top`), below the body (`footer`) and after the article (`children`).
 */
export function ArticleView({
  post,
  author,
  top,
  footer,
  children,
  className,
}: {
  post: ArticleContent;
  author: string;
  top: React.ReactNode;
  footer: React.ReactNode;
  children?: React.ReactNode;
  className?: string;
}) {
  const html = sanitizeArticleHtml(post.content);
  return (
    <article className={cx('pt-28 sm:pt-36', className)}>
      <Container>
        {top}
        <header className="mx-auto mt-12 max-w-4xl text-center sm:mt-16">
          <p className="flex flex-wrap items-center justify-center gap-x-3 gap-y-2 text-sm text-muted">
            <a
              href={postFilterHref({ category: post.category, query: '' })}
              className="rounded-full border border-line px-3 py-1 text-xs font-semibold uppercase tracking-[0.16em] text-accent-strong transition-colors hover:border-accent-strong"
            >
              {post.category}
            </a>
            <span className="whitespace-nowrap">
              {post.publishedAt && (
                <>
                  <time dateTime={isoDate(post.publishedAt)}>
                    {formatPostDate(post.publishedAt)}
                  </time>
                  <span aria-hidden> · </span>
                </>
              )}
              {post.readTime}
            </span>
          </p>
          <h1 className="mt-8 font-display text-headline text-balance text-ink sm:text-[clamp(2.5rem,4vw+1rem,4.75rem)] sm:leading-[1.02]">
            {post.title}
          </h1>
          {post.excerpt && (
            <p className="mx-auto mt-6 max-w-2xl text-lg leading-relaxed text-muted sm:text-xl">
              {post.excerpt}
            </p>
          )}
          {author && (
            <p className="mt-8 inline-flex items-center gap-3 text-sm text-ink">
              <span
                aria-hidden
                className="inline-flex size-10 items-center justify-center rounded-full bg-ink font-display text-base text-paper"
              >
                {initials(author)}
              </span>
              <span>
                By <span className="font-medium">{author}</span>
              </span>
            </p>
          )}
        </header>
      </Container>

      {post.imageUrl && (
        <Container className="mt-12 max-w-[96rem] sm:mt-16">
          <div className="relative aspect-[4/3] overflow-hidden rounded-sm bg-sand sm:aspect-[2/1]">
            <SmartImage
              src={post.imageUrl}
              alt={post.imageAlt}
              fill
              priority
              sizes="(min-width: 1536px) 96rem, 100vw"
              style={post.focus ? { objectPosition: post.focus } : undefined}
              className="object-cover"
            />
          </div>
        </Container>
      )}

      <Container className="mt-14 max-w-3xl sm:mt-20">
        <div className="prose-article" dangerouslySetInnerHTML={{ __html: html }} />

        {post.tags.length > 0 && (
          <div className="mt-14 flex flex-wrap items-center gap-3">
            <h2 className="mr-2 eyebrow text-muted">Tags</h2>
            <ul className="flex flex-wrap gap-2">
              {post.tags.map((tag) => (
                <li key={tag}>
                  <a
                    href={postFilterHref({ category: 'All', query: tag })}
                    className="inline-flex rounded-full bg-sand px-3 py-1.5 text-sm text-ink-soft transition-colors hover:bg-ink hover:text-paper"
                  >
                    {tag}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        )}

        <footer className="mt-14 flex flex-col gap-8 border-t border-line pt-10">{footer}</footer>
      </Container>

      {children}
    </article>
  );
}
