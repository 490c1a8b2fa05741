import type { Metadata } from 'next';
import Link from 'next/link';
import { connection } from 'next/server';
import { ArrowLeft, ArrowRight, Home } from '@/components/ui/icons';
import { env } from '@/env';
import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { SmartImage } from '@/components/ui/smart-image';
import { PostCard } from '@/features/blog/components/post-card';
import { postFilterHref } from '@/features/blog/filter';
import { formatPostDate, isoDate } from '@/features/blog/format';
import { getPublishedPost, getRelatedPosts, parsePostId } from '@/features/blog/queries';
import { blogPostingLd, JsonLd } from '@/features/seo/json-ld';
import { pageMetadata } from '@/features/seo/metadata';
import { getSiteSettings } from '@/features/settings/queries';
import { sanitizeArticleHtml } from '@/lib/sanitize-html';
import { cx } from '@/lib/cx';
import { displayItalic } from '@/components/ui/fonts/display-italic';
import { PostNotFound } from './_components/post-not-found';
import { ShareLinks } from './_components/share-links';

type Params = { params: Promise<{ id: string }> };

async function load(raw: string) {
  const id = parsePostId(raw);
  return id === null ? null : getPublishedPost(id);
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  await connection();
  const post = await load((await params).id);
  if (!post) return { title: 'Post Not Found', robots: { index: false, follow: false } };
  return pageMetadata({
    title: post.title,
    description: post.excerpt,
    path: `/blog/${post.id}`,
    image: post.imageUrl,
    imageAlt: post.imageAlt,
    type: 'article',
    publishedTime: post.publishedAt,
    modifiedTime: post.updatedAt,
    tags: post.tags,
  });
}

function initials(name: string) {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');
}

export default async function BlogPostPage({ params }: Params) {
  await connection();
  const post = await load((await params).id);
  // not notFound(): in production it sends an empty body until script runs
  // (vercel/next.js#98954); server.mjs gives this answer its 404 status
  if (!post) return <PostNotFound />;
  const [settings, related] = await Promise.all([getSiteSettings(), getRelatedPosts(post)]);
  const author = post.author.trim() || settings.ownerName;
  const url = `${env().SITE_URL}/blog/${post.id}`;
  const html = sanitizeArticleHtml(post.content);

  return (
    <article
      className={cx(
        displayItalic.variable,
        related.length > 0 ? 'pt-28 sm:pt-36' : 'pb-24 pt-28 sm:pb-32 sm:pt-36',
      )}
    >
      <JsonLd data={blogPostingLd({ ...post, author })} />
      <Container>
        <nav aria-label="Journal" className="flex flex-wrap gap-2">
          <Button asChild variant="outline" size="sm">
            <Link href="/">
              <Home aria-hidden />
              Home
            </Link>
          </Button>
          <Button asChild variant="ghost" size="sm">
            <Link href="/blog">
              <ArrowLeft aria-hidden />
              Back to Blog
            </Link>
          </Button>
        </nav>

        <header className="mx-auto mt-12 max-w-4xl text-center sm:mt-16">
          <p className="flex flex-wrap items-center justify-center gap-x-3 gap-y-2 text-sm text-muted">
            <Link
              href={postFilterHref({ category: post.category, query: '' })}
              className="rounded-full border border-line px-3 py-1 text-xs font-semibold uppercase tracking-[0.16em] text-accent-strong transition-colors hover:border-accent-strong"
            >
              {post.category}
            </Link>
            <span className="whitespace-nowrap">
              <time dateTime={isoDate(post.publishedAt)}>{formatPostDate(post.publishedAt)}</time>
              <span aria-hidden> · </span>
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

      <Container className="mt-12 max-w-[96rem] sm:mt-16">
        <div className="relative aspect-[4/3] overflow-hidden rounded-sm bg-sand sm:aspect-[2/1]">
          <SmartImage
            src={post.imageUrl ?? ''}
            alt={post.imageAlt}
            fill
            priority
            sizes="(min-width: 1536px) 96rem, 100vw"
            className="object-cover"
          />
        </div>
      </Container>

      <Container className="mt-14 max-w-3xl sm:mt-20">
        <div className="prose-article" dangerouslySetInnerHTML={{ __html: html }} />

        {post.tags.length > 0 && (
          <div className="mt-14 flex flex-wrap items-center gap-3">
            <h2 className="mr-2 text-xs font-semibold uppercase tracking-[0.2em] text-muted">
              Tags
            </h2>
            <ul className="flex flex-wrap gap-2">
              {post.tags.map((tag) => (
                <li key={tag}>
                  <Link
                    href={postFilterHref({ category: 'All', query: tag })}
                    className="inline-flex rounded-full bg-sand px-3 py-1.5 text-sm text-ink-soft transition-colors hover:bg-ink hover:text-paper"
                  >
                    {tag}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        )}

        <footer className="mt-14 flex flex-col gap-8 border-t border-line pt-10">
          <ShareLinks url={url} title={post.title} />
          <Link
            href="/blog"
            className="inline-flex items-center gap-2 self-start font-display text-2xl text-ink underline decoration-accent decoration-1 underline-offset-8 transition-colors hover:text-accent-strong"
          >
            Read More Articles
            <ArrowRight aria-hidden className="size-5" />
          </Link>
        </footer>
      </Container>

      {related.length > 0 && (
        <section
          aria-labelledby="related-heading"
          className="mt-24 bg-sand py-20 sm:mt-32 sm:py-28"
        >
          <Container>
            <div className="flex items-baseline justify-between gap-6">
              <h2 id="related-heading" className="font-display text-headline text-ink">
                Keep reading
              </h2>
              <Link
                href="/blog"
                className="hidden text-sm font-medium underline decoration-accent underline-offset-4 sm:inline"
              >
                All articles
              </Link>
            </div>
            <ul className="mt-12 grid gap-x-8 gap-y-16 md:grid-cols-2 xl:grid-cols-3">
              {related.map((item, index) => (
                <li key={item.id} className={index === 2 ? 'flex md:hidden xl:flex' : 'flex'}>
                  <PostCard post={item} headingLevel="h3" className="w-full" />
                </li>
              ))}
            </ul>
          </Container>
        </section>
      )}
    </article>
  );
}
