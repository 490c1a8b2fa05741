import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound, redirect } from 'next/navigation';
import { connection } from 'next/server';
import { ArrowLeft, Eye } from '@/components/ui/icons';
import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { SmartImage } from '@/components/ui/smart-image';
import { formatPostDate, isoDate } from '@/features/blog/format';
import { getPostByPreviewToken } from '@/features/blog/preview-queries';
import { getSiteSettings } from '@/features/settings/queries';
import { sanitizeArticleHtml } from '@/lib/sanitize-html';
import { displayItalic } from '@/components/ui/fonts/display-italic';

// A draft or scheduled post, shown to whoever holds its secret preview link.
// Never indexed, never cached, and the secret is not sent on to other sites.

type Params = { params: Promise<{ token: string }> };

export const metadata: Metadata = {
  title: 'Post preview',
  robots: { index: false, follow: false, nocache: true },
  referrer: 'no-referrer',
};

export default async function PostPreviewPage({ params }: Params) {
  await connection();
  const post = await getPostByPreviewToken((await params).token);
  if (!post) notFound();
  if (post.live) redirect(`/blog/${post.id}`);
  const settings = await getSiteSettings();
  const author = post.author.trim() || settings.ownerName;
  const html = sanitizeArticleHtml(post.content);

  return (
    <article className={`${displayItalic.variable} pb-24 pt-28 sm:pb-32 sm:pt-36`}>
      <Container>
        <p
          role="status"
          className="mx-auto flex max-w-3xl items-start gap-3 rounded-xl border border-accent/40 bg-accent/10 px-5 py-4 text-sm text-ink"
        >
          <Eye aria-hidden className="mt-0.5 size-4 shrink-0 text-accent-strong" />
          <span>
            <strong className="font-semibold">Preview.</strong>{' '}
            {post.status === 'scheduled' && post.publishedAt
              ? `This post is scheduled for ${formatPostDate(post.publishedAt)} and is not public yet.`
              : 'This is a draft: it is not on the blog yet. Please do not share this link.'}
          </span>
        </p>

        <header className="mx-auto mt-12 max-w-4xl text-center sm:mt-16">
          <p className="flex flex-wrap items-center justify-center gap-x-3 gap-y-2 text-sm text-muted">
            <span className="rounded-full border border-line px-3 py-1 text-xs font-semibold uppercase tracking-[0.16em] text-accent-strong">
              {post.category}
            </span>
            <span className="whitespace-nowrap">
              {post.publishedAt ? (
                <>
                  <time dateTime={isoDate(post.publishedAt)}>
                    {formatPostDate(post.publishedAt)}
                  </time>
                  <span aria-hidden> · </span>
                </>
              ) : null}
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
            <p className="mt-8 text-sm text-ink">
              By <span className="font-medium">{author}</span>
            </p>
          )}
        </header>
      </Container>

      {post.imageUrl ? (
        <Container className="mt-12 max-w-[96rem] sm:mt-16">
          <div className="relative aspect-[4/3] overflow-hidden rounded-sm bg-sand sm:aspect-[2/1]">
            <SmartImage
              src={post.imageUrl}
              alt={post.imageAlt}
              fill
              priority
              sizes="(min-width: 1536px) 96rem, 100vw"
              className="object-cover"
            />
          </div>
        </Container>
      ) : null}

      <Container className="mt-14 max-w-3xl sm:mt-20">
        <div className="prose-article" dangerouslySetInnerHTML={{ __html: html }} />
        {post.tags.length > 0 && (
          <ul className="mt-14 flex flex-wrap gap-2" aria-label="Tags">
            {post.tags.map((tag) => (
              <li
                key={tag}
                className="inline-flex rounded-full bg-sand px-3 py-1.5 text-sm text-ink-soft"
              >
                {tag}
              </li>
            ))}
          </ul>
        )}
        <div className="mt-14 border-t border-line pt-10">
          <Button asChild variant="ghost" size="sm">
            <Link href="/blog">
              <ArrowLeft aria-hidden />
              Back to Blog
            </Link>
          </Button>
        </div>
      </Container>
    </article>
  );
}
