import { ArrowUpRight } from '@/components/ui/icons/arrow-up-right';
import { Reveal } from '@/components/ui/reveal';
import { SmartImage } from '@/components/ui/smart-image';
import { cx } from '@/lib/cx';
import type { PublicPressArticle } from '@/features/press/queries';

// The press section's articles, rendered on the server: markup with no state needs no script
// (ADR 037).

/** An article as the section shows it, its date already written out. */
export type PressArticleView = PublicPressArticle & { dateLabel: string };

/** The leading featured article beside the others in date order. */
export function PressArticles({
  lead,
  rest,
}: {
  lead: PressArticleView | null;
  rest: PressArticleView[];
}) {
  return (
    <div className={cx('mt-14 grid gap-12 lg:mt-20', lead && 'lg:grid-cols-12 lg:gap-16')}>
      {lead && (
        <Reveal className="lg:col-span-6">
          <article className="group relative">
            <div className="relative aspect-[4/3] overflow-hidden rounded-sm bg-paper">
              {lead.imageUrl ? (
                <SmartImage
                  src={lead.imageUrl}
                  alt=""
                  fill
                  sizes="(min-width: 1024px) 600px, 100vw"
                  className="object-cover"
                />
              ) : (
                <div className="flex size-full items-end bg-ink p-8">
                  <p className="font-display text-4xl text-paper">{lead.publication}</p>
                </div>
              )}
              <span className="absolute left-4 top-4 rounded-full bg-paper px-3 py-1 text-[0.7rem] font-semibold uppercase tracking-[0.18em] text-ink">
                Featured
              </span>
            </div>
            <Meta article={lead} lead className="mt-6" />
            <h3 className="mt-3 font-display text-3xl leading-tight text-ink sm:text-4xl">
              <ArticleLink article={lead} />
            </h3>
            {lead.excerpt && (
              <p className="mt-4 max-w-xl leading-relaxed text-muted">{lead.excerpt}</p>
            )}
          </article>
        </Reveal>
      )}

      {rest.length > 0 && (
        <ul className={cx('border-t border-ink/10', lead && 'lg:col-span-6')}>
          {rest.map((article, i) => (
            <li key={article.id} className="border-b border-ink/10">
              <Reveal index={i}>
                <article
                  className={cx(
                    'group relative py-7',
                    article.isFeatured && 'border-l-2 border-accent pl-5',
                  )}
                >
                  <Meta article={article} />
                  <h3 className="mt-2 font-display text-2xl leading-snug text-ink">
                    <ArticleLink article={article} />
                  </h3>
                  {article.excerpt && (
                    <p className="mt-2 line-clamp-2 text-[0.95rem] leading-relaxed text-muted">
                      {article.excerpt}
                    </p>
                  )}
                </article>
              </Reveal>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function Meta({
  article,
  className,
  lead,
}: {
  article: PressArticleView;
  className?: string;
  lead?: boolean;
}) {
  return (
    <p
      className={cx(
        'flex flex-wrap gap-x-3 gap-y-1 text-xs font-medium uppercase tracking-[0.16em] text-muted',
        className,
      )}
    >
      {article.publication && <span className="text-accent-strong">{article.publication}</span>}
      <time dateTime={article.date}>{article.dateLabel}</time>
      {article.category && <span>{article.category}</span>}
      {article.isFeatured && !lead && <span className="text-ink">Featured</span>}
    </p>
  );
}

/** The title links out when the article has an address; the whole card is the link's hit area. */
function ArticleLink({ article }: { article: PressArticleView }) {
  if (!article.externalLink) return <>{article.title}</>;
  return (
    <a
      href={article.externalLink}
      target="_blank"
      rel="noopener noreferrer"
      className="decoration-accent underline-offset-4 after:absolute after:inset-0 group-hover:underline"
    >
      {article.title}
      <ArrowUpRight
        aria-hidden
        className="ml-1 inline size-5 align-baseline text-accent-strong transition-transform duration-300 group-hover:-translate-y-0.5 group-hover:translate-x-0.5"
      />
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
