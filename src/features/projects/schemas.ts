import { z } from '@/lib/zod';

// One schema per form, shared by the admin dialog and the server action, so both
// read the same input the same way (STYLE.md habit 3).

/** The spec's default category for a new project (SPEC section 9). */
export const DEFAULT_PROJECT_CATEGORY = 'Architectural Visualization';

const optionalText = z
  .string()
  .trim()
  .max(20_000)
  .transform((v) => (v === '' ? null : v))
  .nullable()
  .default(null);

export const galleryItemSchema = z.object({
  type: z.enum(['image', 'video']),
  url: z.string().trim().min(1, 'Every gallery item needs a file').max(2048),
  alt: z.string().trim().max(300).default(''),
});

export const idSchema = z.object({ id: z.coerce.number().int().positive() });

export const projectSchema = z.object({
  title: z.string().trim().min(1, 'Title is required').max(200),
  description: optionalText,
  details: optionalText,
  categoryId: z.coerce.number().int().positive().nullable().default(null),
  client: optionalText,
  year: optionalText,
  location: optionalText,
  website: z
    .string()
    .trim()
    .max(2048)
    .refine(
      (v) => v === '' || /^https?:\/\/\S+$/i.test(v),
      'Please enter a full web address (https://...)',
    )
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .default(null),
  projectDate: z
    .string()
    .trim()
    .refine((v) => v === '' || /^\d{4}-\d{2}-\d{2}$/.test(v), 'Please enter a valid date')
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .default(null),
  images: z.array(galleryItemSchema).max(100).default([]),
  youtubeVideos: z.array(z.string().trim().max(2048)).max(50).default([]),
  featured: z.boolean().default(false),
  coverImage: z
    .string()
    .trim()
    .max(2048)
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .default(null),
  coverAlt: optionalText,
});
export type ProjectInput = z.input<typeof projectSchema>;

export const updateProjectSchema = projectSchema.extend({ id: z.coerce.number().int().positive() });

export const featuredSchema = z.object({
  id: z.coerce.number().int().positive(),
  featured: z.boolean(),
});

export const moveSchema = z.object({
  id: z.coerce.number().int().positive(),
  direction: z.enum(['up', 'down']),
});

export const categorySchema = z.object({
  name: z.string().trim().min(1, 'Category name is required').max(100),
});
export const renameCategorySchema = categorySchema.extend({
  id: z.coerce.number().int().positive(),
});

/** 'n project(s)': how the owner is told how many projects still use a category. */
export function projectCount(n: number): string {
  return n === 1 ? '1 project' : `${n} projects`;
}
