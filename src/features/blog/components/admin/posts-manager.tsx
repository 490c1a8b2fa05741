'use client';

import { useDeferredValue, useState } from 'react';
import Link from 'next/link';
import { NotebookPen, Plus, Search, Star } from 'lucide-react';
import {
  ManagerEmptyState,
  ManagerList,
  ManagerRow,
  RowActions,
  toastTexts,
  useAdminMutation,
} from '@/components/admin';
import { AdminPageHeader } from '@/components/layout/admin-page-header';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input, Select } from '@/components/ui/input';
import { SmartImage } from '@/components/ui/smart-image';
import { deletePost } from '../../actions';
import type { AdminPostRow } from '../../admin-queries';
import { POST_STATUS_LABELS, POST_STATUSES, type PostStatus } from '../../schemas';

/** A post as the list shows it: a scheduled post whose moment has passed is published. */
export type ListedPost = AdminPostRow & { shownStatus: PostStatus };

const TONES: Record<PostStatus, 'muted' | 'success' | 'accent'> = {
  draft: 'muted',
  published: 'success',
  scheduled: 'accent',
};

const DELETED = toastTexts('Post deleted', 'Failed to delete post');

function when(post: ListedPost): string {
  if (!post.publishedAt) return `Edited ${format(post.updatedAt)}`;
  return post.shownStatus === 'scheduled'
    ? `Publishes ${format(post.publishedAt, true)}`
    : format(post.publishedAt);
}

function format(iso: string, withTime = false): string {
  return new Date(iso).toLocaleString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    ...(withTime ? { hour: '2-digit', minute: '2-digit', timeZoneName: 'short' } : {}),
    timeZone: 'UTC',
  });
}

export function PostsManager({ posts }: { posts: ListedPost[] }) {
  const mutation = useAdminMutation();
  const [query, setQuery] = useState('');
  const [status, setStatus] = useState<'all' | PostStatus>('all');
  const deferred = useDeferredValue(query);

  const needle = deferred.trim().toLowerCase();
  const shown = posts.filter(
    (p) =>
      (status === 'all' || p.shownStatus === status) &&
      (needle === '' ||
        [p.title, p.excerpt, p.category, ...p.tags].some((field) =>
          field.toLowerCase().includes(needle),
        )),
  );
  const counts = Object.fromEntries(
    POST_STATUSES.map((s) => [s, posts.filter((p) => p.shownStatus === s).length]),
  ) as Record<PostStatus, number>;

  const newPost = (
    <Button asChild size="sm">
      <Link href="/admin/blog/new">
        <Plus aria-hidden /> New Post
      </Link>
    </Button>
  );

  return (
    <>
      <AdminPageHeader
        title="Blog"
        description="Write, schedule and publish the articles of the blog."
        actions={newPost}
      />

      {posts.length === 0 ? (
        <ManagerEmptyState
          icon={NotebookPen}
          message="No posts yet"
          hint="Write the first article of the blog."
          action={newPost}
        />
      ) : (
        <>
          <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-center" role="search">
            <div className="relative flex-1">
              <Search
                aria-hidden
                className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-muted"
              />
              <Input
                type="search"
                aria-label="Search posts"
                placeholder="Search posts..."
                className="pl-10"
                value={query}
                onChange={(e) => setQuery(e.target.value)}
              />
            </div>
            <Select
              aria-label="Status"
              className="sm:w-56"
              value={status}
              onChange={(e) => setStatus(e.target.value as 'all' | PostStatus)}
            >
              <option value="all">All statuses ({posts.length})</option>
              {POST_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {POST_STATUS_LABELS[s]} ({counts[s]})
                </option>
              ))}
            </Select>
          </div>

          {shown.length === 0 ? (
            <p
              className="rounded-xl border border-dashed border-line px-6 py-10 text-center text-sm text-muted"
              role="status"
            >
              No posts match these filters.
            </p>
          ) : (
            <ManagerList aria-label="Posts">
              {shown.map((post) => (
                <ManagerRow
                  key={post.id}
                  label={post.title}
                  leading={
                    <div className="relative hidden aspect-[4/3] w-20 overflow-hidden rounded-md bg-sand sm:block">
                      {post.imageUrl ? (
                        <SmartImage
                          src={post.imageUrl}
                          alt=""
                          fill
                          sizes="80px"
                          className="object-cover"
                        />
                      ) : null}
                    </div>
                  }
                  actions={
                    <RowActions
                      item={post}
                      label={post.title}
                      mutation={mutation}
                      deletes={{ action: deletePost, toasts: DELETED }}
                      confirmDelete={{
                        title: (p) => `Delete "${p.title}"? This cannot be undone.`,
                      }}
                      editHref={`/admin/blog/${post.id}`}
                    />
                  }
                >
                  <div className="flex flex-wrap items-center gap-2">
                    <Badge tone={TONES[post.shownStatus]}>
                      {POST_STATUS_LABELS[post.shownStatus]}
                    </Badge>
                    {post.featured ? (
                      <Badge tone="outline">
                        <Star aria-hidden className="size-3 fill-accent text-accent" /> Featured
                      </Badge>
                    ) : null}
                    <span className="text-xs text-muted">
                      {post.category} · {when(post)} · {post.readTime}
                    </span>
                  </div>
                  <Link
                    href={`/admin/blog/${post.id}`}
                    className="mt-1 block truncate font-medium text-ink hover:underline"
                  >
                    {post.title}
                  </Link>
                  {post.excerpt ? (
                    <p className="line-clamp-1 text-sm text-muted">{post.excerpt}</p>
                  ) : null}
                </ManagerRow>
              ))}
            </ManagerList>
          )}
        </>
      )}
    </>
  );
}
