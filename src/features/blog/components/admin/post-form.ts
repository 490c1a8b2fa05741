import type { FormFields } from '@/components/admin';
import { twoDigits } from '@/lib/two-digits';
import type { AdminPost } from '../../admin-queries';
import type { PostStatus } from '../../schemas';

/** The post editor's values; the schedule is a local date and time until it is saved. */
export type PostForm = {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  category: string;
  tags: string;
  author: string;
  imageUrl: string;
  imageAlt: string;
  featured: boolean;
  status: PostStatus;
  date: string;
  time: string;
};

export type PostFields = FormFields<PostForm>;

/** yyyy-mm-dd and hh:mm of a moment in the browser's time zone. */
function localParts(iso: string | null): { date: string; time: string } {
  if (!iso) return { date: '', time: '09:00' };
  const d = new Date(iso);
  return {
    date: `${d.getFullYear()}-${twoDigits(d.getMonth() + 1)}-${twoDigits(d.getDate())}`,
    time: `${twoDigits(d.getHours())}:${twoDigits(d.getMinutes())}`,
  };
}

export function postForm(post: AdminPost | null): PostForm {
  return {
    title: post?.title ?? '',
    slug: post?.slug ?? '',
    excerpt: post?.excerpt ?? '',
    content: post?.content ?? '',
    category: post?.category ?? 'Architecture',
    tags: (post?.tags ?? []).join(', '),
    author: post?.author ?? '',
    imageUrl: post?.imageUrl ?? '',
    imageAlt: post?.imageAlt ?? '',
    featured: post?.featured ?? false,
    status: post?.status ?? 'draft',
    ...localParts(post?.status === 'scheduled' ? post.publishedAt : null),
  };
}

/** The tags as typed, comma-separated: trimmed, empty ones left out. */
export function tagList(tags: string): string[] {
  return tags
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);
}

/** What the save actions take, or the message for an unusable schedule. */
export function postInput(form: PostForm) {
  let publishedAt: string | null = null;
  if (form.status === 'scheduled') {
    const when = form.date && form.time ? new Date(`${form.date}T${form.time}`) : null;
    if (!when || Number.isNaN(when.getTime())) {
      return { ok: false, error: 'Choose the date and time to publish' } as const;
    }
    publishedAt = when.toISOString();
  }
  const { date: _date, time: _time, tags, ...rest } = form;
  return { ok: true, input: { ...rest, tags: tagList(tags), publishedAt } } as const;
}
