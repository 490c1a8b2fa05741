'use client';

import { useState } from 'react';
import dynamic from 'next/dynamic';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { ArrowLeft, Check, Copy, ExternalLink, RefreshCw, Trash2 } from 'lucide-react';
import { toast } from '@/components/ui/toast-outlet';
import { ManagerPanel, useAdminMutation } from '@/components/admin';
import { AdminPageHeader } from '@/components/layout/admin-page-header';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { errorId, FormField } from '@/components/ui/form-field';
import { Input, Select, Textarea } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { Switch } from '@/components/ui/switch';
import { MediaField } from '@/features/media/picker';
import { createPost, deletePost, renewPreviewLink, updatePost } from '../../actions';
import type { AdminPost } from '../../admin-queries';
import { POST_STATUS_LABELS, POST_STATUSES, readTimeOf, type PostStatus } from '../../schemas';

// Tiptap is big and admin-only: it is split into its own chunk, loaded by this screen alone.
const RichTextEditor = dynamic(() => import('./rich-text-editor'), {
  ssr: false,
  loading: () => (
    <div className="min-h-80 animate-pulse rounded-xl border border-line bg-sand/40" aria-hidden />
  ),
});

const pad = (n: number) => String(n).padStart(2, '0');
/** yyyy-mm-dd and hh:mm of a moment in the browser's time zone. */
function localParts(iso: string | null): { date: string; time: string } {
  if (!iso) return { date: '', time: '09:00' };
  const d = new Date(iso);
  return {
    date: `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`,
    time: `${pad(d.getHours())}:${pad(d.getMinutes())}`,
  };
}

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
  const { pending, run } = useAdminMutation();
  const [title, setTitle] = useState(post?.title ?? '');
  const [excerpt, setExcerpt] = useState(post?.excerpt ?? '');
  const [content, setContent] = useState(post?.content ?? '');
  const [category, setCategory] = useState(post?.category ?? 'Architecture');
  const [tags, setTags] = useState((post?.tags ?? []).join(', '));
  const [author, setAuthor] = useState(post?.author ?? '');
  const [imageUrl, setImageUrl] = useState(post?.imageUrl ?? '');
  const [imageAlt, setImageAlt] = useState(post?.imageAlt ?? '');
  const [featured, setFeatured] = useState(post?.featured ?? false);
  const [status, setStatus] = useState<PostStatus>(post?.status ?? 'draft');
  const initial = localParts(post?.status === 'scheduled' ? post.publishedAt : null);
  const [date, setDate] = useState(initial.date);
  const [time, setTime] = useState(initial.time);
  const [token, setToken] = useState(post?.previewToken ?? null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [copied, setCopied] = useState(false);

  const clear = (key: string) =>
    setErrors((e) => {
      if (!(key in e)) return e;
      const { [key]: _gone, ...rest } = e;
      return rest;
    });
  const readTime = readTimeOf(content);
  const previewUrl = token ? `${siteUrl}/blog/preview/${token}` : null;
  const isLive =
    post?.status !== 'draft' && post?.publishedAt && new Date(post.publishedAt) <= new Date();

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    let publishedAt: string | null = null;
    if (status === 'scheduled') {
      const when = date && time ? new Date(`${date}T${time}`) : null;
      if (!when || Number.isNaN(when.getTime())) {
        setErrors((e) => ({ ...e, publishedAt: 'Choose the date and time to publish' }));
        return;
      }
      publishedAt = when.toISOString();
    }
    const input = {
      title,
      excerpt,
      content,
      author,
      category,
      tags: tags
        .split(',')
        .map((t) => t.trim())
        .filter(Boolean),
      imageUrl,
      imageAlt,
      featured,
      status,
      publishedAt,
    };
    await run(
      () => (post ? updatePost({ ...input, id: post.id }) : createPost(input)),
      { success: post ? 'Post updated' : 'Post created', failure: 'Failed to save post' },
      {
        onSuccess: (data) => {
          setErrors({});
          if (!post) router.push(`/admin/blog/${data.id}`);
        },
        onFailure: (outcome) => setErrors(outcome.fieldErrors ?? {}),
      },
    );
  };

  const copy = async () => {
    if (!previewUrl) return;
    try {
      await navigator.clipboard.writeText(previewUrl);
      setCopied(true);
      toast.success('Preview link copied');
      setTimeout(() => setCopied(false), 2000);
    } catch {
      toast.error('Could not copy the link', { description: previewUrl });
    }
  };

  const invalid = (key: string) => ({
    'aria-invalid': !!errors[key] || undefined,
    'aria-describedby': errors[key] ? errorId(`post-${key}`) : undefined,
  });

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
                <Link href={`/blog/${post.id}`} target="_blank">
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
        <div className="min-w-0 space-y-5">
          <FormField id="post-title" label="Title" required error={errors.title}>
            <Input
              id="post-title"
              value={title}
              required
              maxLength={200}
              autoComplete="off"
              className="h-13 font-display text-2xl"
              {...invalid('title')}
              onChange={(e) => {
                setTitle(e.target.value);
                clear('title');
              }}
            />
          </FormField>
          <FormField
            id="post-excerpt"
            label="Excerpt"
            hint="One or two sentences for the blog cards, search results and link previews."
            error={errors.excerpt}
          >
            <Textarea
              id="post-excerpt"
              rows={3}
              maxLength={600}
              value={excerpt}
              {...invalid('excerpt')}
              onChange={(e) => {
                setExcerpt(e.target.value);
                clear('excerpt');
              }}
            />
          </FormField>
          <div className="space-y-1.5">
            <div className="flex items-baseline justify-between gap-3">
              <span id="post-body-label" className="text-sm font-medium text-ink">
                Body
              </span>
              <span className="text-xs text-muted" aria-live="polite">
                {readTime}
              </span>
            </div>
            <RichTextEditor
              initialHtml={post?.content ?? ''}
              labelledBy="post-body-label"
              invalid={!!errors.content}
              onChange={(html) => {
                setContent(html);
                clear('content');
              }}
            />
            {errors.content ? (
              <p id={errorId('post-content')} className="text-sm text-danger">
                {errors.content}
              </p>
            ) : null}
          </div>
        </div>

        <div className="space-y-5 xl:sticky xl:top-20">
          <ManagerPanel title="Publishing" bodyClassName="space-y-4">
            <FormField id="post-status" label="Status">
              <Select
                id="post-status"
                value={status}
                onChange={(e) => {
                  setStatus(e.target.value as PostStatus);
                  clear('publishedAt');
                }}
              >
                {POST_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {POST_STATUS_LABELS[s]}
                  </option>
                ))}
              </Select>
            </FormField>
            {status === 'scheduled' ? (
              <fieldset className="space-y-2">
                <legend className="text-sm font-medium text-ink">Publish on</legend>
                <div className="grid grid-cols-[1fr_7.5rem] gap-2">
                  <label className="sr-only" htmlFor="post-publish-date">
                    Publication date
                  </label>
                  <Input
                    id="post-publish-date"
                    type="date"
                    value={date}
                    suppressHydrationWarning
                    {...invalid('publishedAt')}
                    onChange={(e) => {
                      setDate(e.target.value);
                      clear('publishedAt');
                    }}
                  />
                  <label className="sr-only" htmlFor="post-publish-time">
                    Publication time
                  </label>
                  <Input
                    id="post-publish-time"
                    type="time"
                    value={time}
                    suppressHydrationWarning
                    {...invalid('publishedAt')}
                    onChange={(e) => {
                      setTime(e.target.value);
                      clear('publishedAt');
                    }}
                  />
                </div>
                {errors.publishedAt ? (
                  <p id={errorId('post-publishedAt')} className="text-sm text-danger">
                    {errors.publishedAt}
                  </p>
                ) : (
                  <p className="text-xs text-muted">
                    In your time zone. The post appears on the blog, in search, the sitemap and the
                    RSS feed at that moment.
                  </p>
                )}
              </fieldset>
            ) : status === 'published' ? (
              <p className="text-xs text-muted">
                {post?.status === 'published' && post.publishedAt
                  ? `Published ${new Date(post.publishedAt).toLocaleDateString('en-GB', { dateStyle: 'long', timeZone: 'UTC' })}.`
                  : 'The post goes live as soon as you save.'}
              </p>
            ) : (
              <p className="text-xs text-muted">
                Only you, and anyone you send the preview link to, can read a draft.
              </p>
            )}
            <div className="flex items-center justify-between gap-4">
              <label htmlFor="post-featured" className="text-sm font-medium text-ink">
                Featured post
              </label>
              <Switch id="post-featured" checked={featured} onCheckedChange={setFeatured} />
            </div>
          </ManagerPanel>

          <ManagerPanel title="Preview link" bodyClassName="space-y-3">
            {previewUrl && post ? (
              <>
                <p className="text-xs leading-relaxed text-muted">
                  Anyone with this link can read the post as last saved, before it is published.
                  Renew it to shut out everyone who has the old one.
                </p>
                <Input
                  readOnly
                  value={previewUrl}
                  aria-label="Preview link"
                  className="h-9 text-xs"
                  onFocus={(e) => e.currentTarget.select()}
                />
                <div className="flex flex-wrap gap-2">
                  <Button type="button" variant="outline" size="sm" onClick={copy}>
                    {copied ? <Check aria-hidden /> : <Copy aria-hidden />} Copy link
                  </Button>
                  <Button asChild variant="ghost" size="sm">
                    <a href={previewUrl} target="_blank" rel="noreferrer">
                      <ExternalLink aria-hidden /> Open
                    </a>
                  </Button>
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    disabled={pending}
                    onClick={() =>
                      void run(
                        () => renewPreviewLink({ id: post.id }),
                        {
                          success: 'Preview link renewed',
                          failure: 'Failed to renew the preview link',
                        },
                        {
                          onSuccess: (data) => setToken(data.token),
                        },
                      )
                    }
                  >
                    <RefreshCw aria-hidden /> Renew
                  </Button>
                </div>
              </>
            ) : post ? (
              <Button
                type="button"
                variant="outline"
                size="sm"
                disabled={pending}
                onClick={() =>
                  void run(
                    () => renewPreviewLink({ id: post.id }),
                    {
                      success: 'Preview link created',
                      failure: 'Failed to create the preview link',
                    },
                    {
                      onSuccess: (data) => setToken(data.token),
                    },
                  )
                }
              >
                Create preview link
              </Button>
            ) : (
              <p className="text-xs text-muted">
                Save the post to get a link you can share before publishing.
              </p>
            )}
          </ManagerPanel>

          <ManagerPanel title="Details" bodyClassName="space-y-4">
            <FormField id="post-category" label="Category" required error={errors.category}>
              <Input
                id="post-category"
                list="post-category-options"
                value={category}
                required
                maxLength={80}
                autoComplete="off"
                {...invalid('category')}
                onChange={(e) => {
                  setCategory(e.target.value);
                  clear('category');
                }}
              />
              <datalist id="post-category-options">
                {categories.map((c) => (
                  <option key={c} value={c} />
                ))}
              </datalist>
            </FormField>
            <FormField
              id="post-tags"
              label="Tags"
              hint="Separate tags with commas."
              error={errors.tags}
            >
              <Input
                id="post-tags"
                value={tags}
                autoComplete="off"
                placeholder="Lighting, Residential"
                {...invalid('tags')}
                onChange={(e) => {
                  setTags(e.target.value);
                  clear('tags');
                }}
              />
            </FormField>
            {tags.trim() ? (
              <ul className="-mt-2 flex flex-wrap gap-1.5" aria-label="Tags as they will show">
                {tags
                  .split(',')
                  .map((t) => t.trim())
                  .filter(Boolean)
                  .map((t, i) => (
                    <li key={`${t}-${i}`}>
                      <Badge tone="muted">{t}</Badge>
                    </li>
                  ))}
              </ul>
            ) : null}
            <FormField
              id="post-author"
              label="Author"
              hint={`Left empty, the byline reads ${defaultAuthor}.`}
              error={errors.author}
            >
              <Input
                id="post-author"
                value={author}
                maxLength={120}
                placeholder={defaultAuthor}
                autoComplete="off"
                onChange={(e) => setAuthor(e.target.value)}
              />
            </FormField>
          </ManagerPanel>

          <ManagerPanel title="Cover image" bodyClassName="space-y-4">
            <MediaField
              id="post-imageUrl"
              label="Image"
              value={imageUrl || null}
              alt={imageAlt}
              accept="image"
              error={errors.imageUrl}
              onChange={(value) => {
                setImageUrl(value?.url ?? '');
                setImageAlt(value?.alt ?? '');
              }}
            />
            {imageUrl ? (
              <FormField
                id="post-imageAlt"
                label="Alt text"
                hint="Describe the image for people who cannot see it."
                error={errors.imageAlt}
              >
                <Input
                  id="post-imageAlt"
                  value={imageAlt}
                  maxLength={300}
                  autoComplete="off"
                  {...invalid('imageAlt')}
                  onChange={(e) => setImageAlt(e.target.value)}
                />
              </FormField>
            ) : null}
          </ManagerPanel>

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
