import { ArrowRight } from '@/components/ui/icons/arrow-right';
import { SmartImage } from '@/components/ui/smart-image';
import { cx } from '@/lib/cx';
import { formatPostDate, isoDate } from '../format';
import type { PostSummary } from '../types';

type Props = { post: PostSummary; eager?: boolean; headingLevel?: 'h2' | 'h3'; className?: string };

/** A journal card: image, date, read time, category, title, three-line excerpt, tags and 'Read More'. */
export function PostCard({ post, eager, headingLevel: Heading = 'h2', className }: Props) {
  return (
    <article className={cx('group flex flex-col', className)}>
      <a
        href={`/blog/${post.slug}`}
        tabIndex={-1}
        aria-hidden
        className="relative block aspect-[3/2] overflow-hidden rounded-sm bg-sand"
      >
        <SmartImage
          src={post.imageUrl ?? ''}
          alt={post.imageAlt}
          fill
          sizes="(min-width: 1280px) 26rem, (min-width: 768px) 50vw, 100vw"
          loading={eager ? 'eager' : 'lazy'}
          style={post.focus ? { objectPosition: post.focus } : undefined}
          className="object-cover [transition:opacity_300ms,transform_700ms_var(--ease-calm)] group-hover:scale-[1.03] motion-reduce:group-hover:scale-100"
        />
      </a>
      <div className="flex flex-1 flex-col pt-5">
        <p className="text-xs font-semibold uppercase tracking-[0.16em] text-accent-strong">
          {post.category}
        </p>
        <Heading className="mt-3 font-display text-title text-ink">{post.title}</Heading>
        <p className="mt-3 line-clamp-3 leading-relaxed text-muted">{post.excerpt}</p>
        {post.tags.length > 0 && (
          <ul aria-label="Tags" className="mt-4 flex flex-wrap gap-1.5">
            {post.tags.map((tag) => (
              <li key={tag} className="rounded-full bg-sand px-2.5 py-1 text-xs text-ink-soft">
                {tag}
              </li>
            ))}
          </ul>
        )}
        <div className="mt-auto flex items-center justify-between gap-4 pt-6">
          <p className="text-xs text-muted">
            <time dateTime={isoDate(post.publishedAt)}>{formatPostDate(post.publishedAt)}</time>
            <span aria-hidden> · </span>
            <span className="whitespace-nowrap">{post.readTime}</span>
          </p>
          <a
            href={`/blog/${post.slug}`}
            className="inline-flex shrink-0 items-center gap-2 text-sm font-medium text-ink underline decoration-accent decoration-1 underline-offset-[6px] transition-colors hover:text-accent-strong"
          >
            Read More
            <span className="sr-only">: {post.title}</span>
            <ArrowRight
              aria-hidden
              className="size-4 transition-transform duration-500 group-hover:translate-x-1"
            />
          </a>
        </div>
      </div>
    </article>
  );
}
