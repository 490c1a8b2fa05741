'use client';

import { useState } from 'react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { ArrowLeft, ExternalLink, Trash2 } from 'lucide-react';
import { useAdminMutation, useFormFields } from '@/components/admin';
import { AdminPageHeader } from '@/components/layout/admin-page-header';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Spinner } from '@/components/ui/spinner';
import { createPost, deletePost, updatePost } from '../../actions';
import type { AdminPost } from '../../admin-queries';
import { PostBodyFields } from './post-body-fields';
import { PostCoverPanel, PostDetailsPanel } from './post-details-panels';
import { postForm, postInput, type PostForm } from './post-form';
import { PostPreviewLinkPanel } from './post-preview-link-panel';
import { PostPublishingPanel } from './post-publishing-panel';

export function PostEditor({
  post,
  categories,
  defaultAuthor,
  siteUrl,
}: {
  post: AdminPost | null;
  categories: string[];
  defaultAuthor: string;
  siteUrl: string;
}) {
  const router = useRouter();
  const mutation = useAdminMutation();
  const { pending, run } = mutation;
  const fields = useFormFields<PostForm>(() => postForm(post));
  const [confirmDelete, setConfirmDelete] = useState(false);
  const isLive =
    post?.status !== 'draft' && post?.publishedAt && new Date(post.publishedAt) <= new Date();

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = postInput(fields.form);
    if (!parsed.ok) {
      const { error } = parsed;
      fields.setErrors((e) => ({ ...e, publishedAt: error }));
      return;
    }
    const { input } = parsed;
    await run(
      () => (post ? updatePost({ ...input, id: post.id }) : createPost(input)),
      { success: post ? 'Post updated' : 'Post created', failure: 'Failed to save post' },
      {
        onSuccess: (data) => {
          fields.setErrors({});
          if (!post) router.push(`/admin/blog/${data.id}`);
        },
        onFailure: (outcome) => fields.setErrors(outcome.fieldErrors ?? {}),
      },
    );
  };

  return (
    <form onSubmit={save}>
      <AdminPageHeader
        title={post ? 'Edit Post' : 'New Post'}
        description={
          post
            ? `Last saved ${new Date(post.updatedAt).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' })} UTC`
            : 'Write in the editor below; the read time is worked out from the text.'
        }
        actions={
          <>
            <Button asChild variant="ghost" size="sm">
              <Link href="/admin/blog">
                <ArrowLeft aria-hidden /> All posts
              </Link>
            </Button>
            {post && isLive ? (
              <Button asChild variant="outline" size="sm">
                <Link href={`/blog/${post.slug}`} target="_blank">
                  <ExternalLink aria-hidden /> View on site
                </Link>
              </Button>
            ) : null}
            <Button type="submit" size="sm" disabled={pending}>
              {pending ? <Spinner /> : null}
              {post ? 'Save Post' : 'Create Post'}
            </Button>
          </>
        }
      />

      <div className="grid items-start gap-6 xl:grid-cols-[minmax(0,1fr)_360px]">
        <PostBodyFields fields={fields} initialHtml={post?.content ?? ''} post={post} />

        <div className="space-y-5 xl:sticky xl:top-20">
          <PostPublishingPanel fields={fields} post={post} />
          <PostPreviewLinkPanel
            postId={post?.id ?? null}
            initialToken={post?.previewToken ?? null}
            siteUrl={siteUrl}
            mutation={mutation}
          />
          <PostDetailsPanel fields={fields} categories={categories} defaultAuthor={defaultAuthor} />
          <PostCoverPanel fields={fields} />
          {post ? (
            <Button
              type="button"
              variant="ghost"
              size="sm"
              className="text-danger hover:bg-danger/10"
              onClick={() => setConfirmDelete(true)}
            >
              <Trash2 aria-hidden /> Delete post
            </Button>
          ) : null}
        </div>
      </div>

      {post ? (
        <ConfirmDialog
          open={confirmDelete}
          onOpenChange={setConfirmDelete}
          title={`Delete "${post.title}"? This cannot be undone.`}
          onConfirm={async () => {
            setConfirmDelete(false);
            await run(
              () => deletePost({ id: post.id }),
              { success: 'Post deleted', failure: 'Failed to delete post' },
              {
                onSuccess: () => router.push('/admin/blog'),
              },
            );
          }}
        />
      ) : null}
    </form>
  );
}
