import { z } from '@/lib/zod';
import { idField, optionalText, requiredText } from '@/components/admin/fields';

// The video showcase form: title, service category (default 'General') and
// YouTube URL are required (SPEC section 5).

export const videoSchema = z.object({
  title: requiredText('Title is required'),
  serviceCategory: z
    .string()
    .trim()
    .nullish()
    .transform((v) => v || 'General'),
  youtubeUrl: requiredText('YouTube URL is required').pipe(z.url({ error: 'Enter a full link, starting with https://' })),
  description: optionalText,
  isActive: z.boolean().default(true),
});

export const videoUpdateSchema = videoSchema.extend({ id: idField });

export type VideoInput = z.input<typeof videoSchema>;
