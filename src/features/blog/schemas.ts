import { z } from '@/lib/zod';
import {
  idField,
  isSafeLink,
  LINK_MESSAGE,
  MAX_URL,
  requiredText,
  text,
  withoutControls,
} from '@/components/admin/fields';

// The Blog Posts editor's form, shared by the client and the server action.

export const POST_STATUSES = ['draft', 'published', 'scheduled'] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

export const POST_STATUS_LABELS: Record<PostStatus, string> = {
  draft: 'Draft',
  published: 'Published',
  scheduled: 'Scheduled',
};

/** The blog's sample categories (docs/product.md, 'Entities'), offered as suggestions in the editor. */
export const SUGGESTED_POST_CATEGORIES = [
  'Project Showcase',
  'Residential',
  'Technology',
  'Sustainability',
  'Interior Design',
  'Architecture',
  'Commercial',
  'Urban Planning',
];

/** Average adult silent reading speed for non-fiction prose. */
const WORDS_PER_MINUTE = 200;

/** The visible words of an HTML body. */
export function textOfHtml(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;|&#160;/gi, ' ')
    .replace(/&[a-z#0-9]+;/gi, 'x')
    .replace(/\s+/g, ' ')
    .trim();
}

/** '6 min read': the read time shown on cards and articles, from the body's words. */
export function readTimeOf(html: string): string {
  const text = textOfHtml(html);
  const words = text === '' ? 0 : text.split(' ').length;
  return `${Math.max(1, Math.ceil(words / WORDS_PER_MINUTE))} min read`;
}

/** A moment a post can be dated: parseable, and within years 1900 to 9999 (the database's range and then some). */
function isPlausibleTime(value: string): boolean {
  const time = Date.parse(value);
  if (Number.isNaN(time)) return false;
  const year = new Date(time).getUTCFullYear();
  return year >= 1900 && year <= 9999;
}

const postFields = z.object({
  title: requiredText('Title is required', 200),
  /** the address /blog/{slug}; left out, a new post's is made from its title and a saved one's kept */
  slug: text(200, 'Keep the address under 80 characters.').optional(),
  excerpt: text(600, 'Keep the excerpt under 600 characters').default(''),
  content: z
    .string()
    .max(500_000, 'The article is too long')
    .overwrite(withoutControls)
    .default(''),
  author: text(120).default(''),
  category: requiredText('Category is required', 80),
  tags: z
    .array(text(40).min(1, 'Tags cannot be empty'))
    .max(20, 'Use at most 20 tags')
    .default([])
    .transform((tags) => [...new Set(tags)]),
  imageUrl: text(MAX_URL)
    .refine((v) => v === '' || isSafeLink(v), LINK_MESSAGE)
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .default(null),
  imageAlt: text(300).default(''),
  featured: z.boolean().default(false),
  status: z.enum(POST_STATUSES).default('draft'),
  /** ISO timestamp; required when scheduled, optional (backdating) when published */
  publishedAt: text(40, 'Please enter a valid date and time')
    .refine((v) => v === '' || isPlausibleTime(v), 'Please enter a valid date and time')
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .default(null),
});

function scheduledNeedsDate(
  post: { status: PostStatus; publishedAt: string | null },
  ctx: z.RefinementCtx,
) {
  if (post.status === 'scheduled' && !post.publishedAt) {
    ctx.addIssue({
      code: 'custom',
      path: ['publishedAt'],
      message: 'Choose the date and time to publish',
    });
  }
}

export const postSchema = postFields.superRefine(scheduledNeedsDate);
export type PostInput = z.input<typeof postSchema>;

export const updatePostSchema = postFields.extend({ id: idField }).superRefine(scheduledNeedsDate);

export const postIdSchema = z.object({ id: idField });

/** A preview token: 32 random bytes, base64url. */
export const previewTokenSchema = z.string().regex(/^[\w-]{43}$/);
