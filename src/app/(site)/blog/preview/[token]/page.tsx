import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { connection } from 'next/server';
import { ArrowLeft, Eye } from '@/components/ui/icons';
import { Button } from '@/components/ui/button';
import { NotFoundView } from '@/components/layout/not-found-view';
import { ArticleView } from '@/features/blog/components/article-view';
import { formatPostDate } from '@/features/blog/format';
import { getPostByPreviewToken } from '@/features/blog/preview-queries';
import { getSiteSettings } from '@/features/settings/queries';
import './styles.css';

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
  // not notFound(): its production HTML is empty until script runs; server.mjs sends the 404
  // (src/features/seo/missing-content.ts)
  if (!post) return <NotFoundView />;
  if (post.live) redirect(`/blog/${post.slug}`);
  const settings = await getSiteSettings();
  const author = post.author.trim() || settings.ownerName;
  return (
    <ArticleView
      post={post}
      author={author}
      className="pb-24 sm:pb-32"
      top={
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
      }
      footer={
        <Button asChild variant="ghost" size="sm" className="self-start">
          <a href="/blog">
            <ArrowLeft aria-hidden />
            Back to Blog
          </a>
        </Button>
      }
    />
  );
}
