import { z } from '@/lib/zod';
import {
  idField,
  isSafeLink,
  LINK_MESSAGE,
  MAX_TEXT,
  MAX_URL,
  requiredText,
  text,
} from '@/components/admin/fields';

// One schema per form, shared by the admin dialog and the server action, so both
// read the same input the same way and a rule cannot hold in one and not the other.

/** The documented default category for a new project. */
export const DEFAULT_PROJECT_CATEGORY = 'Architectural Visualization';

const optionalText = text(MAX_TEXT)
  .transform((v) => (v === '' ? null : v))
  .nullable()
  .default(null);

export const galleryItemSchema = z.object({
  type: z.enum(['image', 'video']),
  url: requiredText('Every gallery item needs a file', MAX_URL).refine(
    (v) => isSafeLink(v),
    LINK_MESSAGE,
  ),
  alt: text(300).default(''),
});

export const idSchema = z.object({ id: idField });

export const VISIBILITIES = ['public', 'unlisted', 'password'] as const;
export const VISIBILITY_LABELS: Record<(typeof VISIBILITIES)[number], string> = {
  public: 'Public',
  unlisted: 'Unlisted',
  password: 'Password protected',
};
export const MIN_PROJECT_PASSWORD = 6;
export const MAX_PROJECT_PASSWORD = 200;
export const PROJECT_PASSWORD_REQUIRED = 'Enter a password for this project';

/** A new project password; '' keeps the one stored. Taken as typed: spaces count. */
const projectPassword = z
  .string()
  .max(MAX_PROJECT_PASSWORD, `Keep the password under ${MAX_PROJECT_PASSWORD} characters`)
  .refine(
    (v) => v === '' || v.length >= MIN_PROJECT_PASSWORD,
    `Use at least ${MIN_PROJECT_PASSWORD} characters`,
  )
  .default('');

export const projectSchema = z.object({
  title: requiredText('Title is required', 200),
  /** the address /projects/{slug}; left out, a new project's is made from its title and a saved one's kept */
  slug: text(200, 'Keep the address under 80 characters.').optional(),
  description: optionalText,
  details: optionalText,
  categoryId: idField.nullable().default(null),
  client: optionalText,
  year: optionalText,
  location: optionalText,
  website: text(MAX_URL)
    .refine(
      (v) => v === '' || (/^https?:\/\/\S+$/i.test(v) && isSafeLink(v, { sitePaths: false })),
      'Please enter a full web address (https://...)',
    )
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .default(null),
  projectDate: text(10, 'Please enter a valid date')
    .refine((v) => v === '' || isCalendarDate(v), 'Please enter a valid date')
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .default(null),
  images: z.array(galleryItemSchema).max(100).default([]),
  youtubeVideos: z.array(text(MAX_URL)).max(50).default([]),
  featured: z.boolean().default(false),
  coverImage: text(MAX_URL)
    .refine((v) => v === '' || isSafeLink(v), LINK_MESSAGE)
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .default(null),
  coverAlt: optionalText,
  visibility: z.enum(VISIBILITIES, { error: 'Choose who may see this project' }).default('public'),
  password: projectPassword,
});
export type ProjectInput = z.input<typeof projectSchema>;

export const updateProjectSchema = projectSchema.extend({ id: idField });

export const featuredSchema = z.object({
  id: idField,
  featured: z.boolean(),
});

export const moveSchema = z.object({
  id: idField,
  direction: z.enum(['up', 'down']),
});

export const categorySchema = z.object({
  name: requiredText('Category name is required', 100),
});
export const renameCategorySchema = categorySchema.extend({ id: idField });

/** yyyy-mm-dd naming a day that exists (not 2024-02-30). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
}

/** 'n project(s)': how the owner is told how many projects still use a category. */
export function projectCount(n: number): string {
  return n === 1 ? '1 project' : `${n} projects`;
}
