import type { Metadata } from 'next';
import { permanentRedirect } from 'next/navigation';
import { connection } from 'next/server';
import { ArrowLeft, ArrowRight, Home } from '@/components/ui/icons';
import { env } from '@/env';
import { Button } from '@/components/ui/button';
import { ArticleView } from '@/features/blog/components/article-view';
import { PostCard } from '@/features/blog/components/post-card';
import { Container } from '@/components/ui/container';
import {
  getPublishedPostBySlug,
  getRelatedPosts,
  resolvePostAddress,
} from '@/features/blog/queries';
import { blogPostingLd, JsonLd } from '@/features/seo/json-ld';
import { pageMetadata } from '@/features/seo/metadata';
import { getSiteSettings } from '@/features/settings/queries';
import { PostNotFound } from './_components/post-not-found';
import { ShareLinks } from './_components/share-links';
import './styles.css';

type Params = { params: Promise<{ slug: string }> };

/**
 * The post at this address. Its number or an earlier slug is sent on to the current address:
 * server.mjs answers those with a 308 before this renders (the redirect probe); this covers the
 * router's own requests.
 */
async function load(segment: string) {
  const post = await getPublishedPostBySlug(segment);
  if (post) return post;
  const found = await resolvePostAddress(segment);
  if (found && 'moved' in found) permanentRedirect(`/blog/${found.moved}`);
  return null;
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  await connection();
  const post = await load((await params).slug);
  if (!post) return { title: 'Post Not Found', robots: { index: false, follow: false } };
  return pageMetadata({
    title: post.title,
    description: post.excerpt,
    path: `/blog/${post.slug}`,
    image: post.imageUrl,
    imageAlt: post.imageAlt,
    type: 'article',
    publishedTime: post.publishedAt,
    modifiedTime: post.updatedAt,
    tags: post.tags,
  });
}

export default async function BlogPostPage({ params }: Params) {
  await connection();
  const post = await load((await params).slug);
  // not notFound(): in production it sends an empty body until script runs
  // (vercel/next.js#98954); server.mjs gives this answer its 404 status
  if (!post) return <PostNotFound />;
  const [settings, related] = await Promise.all([getSiteSettings(), getRelatedPosts(post)]);
  const author = post.author.trim() || settings.ownerName;
  const url = `${env().SITE_URL}/blog/${post.slug}`;

  return (
    <ArticleView
      post={post}
      author={author}
      className={related.length > 0 ? undefined : 'pb-24 sm:pb-32'}
      top={
        <nav aria-label="Journal" className="flex flex-wrap gap-2">
          <Button asChild variant="outline" size="sm">
            <a href="/">
              <Home aria-hidden />
              Home
            </a>
          </Button>
          <Button asChild variant="ghost" size="sm">
            <a href="/blog">
              <ArrowLeft aria-hidden />
              Back to Blog
            </a>
          </Button>
        </nav>
      }
      footer={
        <>
          <ShareLinks url={url} title={post.title} />
          <a
            href="/blog"
            className="inline-flex items-center gap-2 self-start font-display text-2xl text-ink underline decoration-accent decoration-1 underline-offset-8 transition-colors hover:text-accent-strong"
          >
            Read More Articles
            <ArrowRight aria-hidden className="size-5" />
          </a>
        </>
      }
    >
      <JsonLd data={blogPostingLd({ ...post, author })} />
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
              <a
                href="/blog"
                className="hidden text-sm font-medium underline decoration-accent underline-offset-4 sm:inline"
              >
                All articles
              </a>
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
    </ArticleView>
  );
}
