import { z } from '@/lib/zod';
import {
  idField,
  isSafeLink,
  MAX_TITLE,
  MAX_URL,
  optionalText,
  requiredText,
  text,
  WEB_ADDRESS_MESSAGE,
} from '@/components/admin/fields';

// The video showcase form: title, service category (default 'General') and
// YouTube URL are required.

export const videoSchema = z.object({
  title: requiredText('Title is required'),
  serviceCategory: text(MAX_TITLE)
    .nullish()
    .transform((v) => v || 'General'),
  youtubeUrl: requiredText('YouTube URL is required', MAX_URL).refine(
    (v) => isSafeLink(v, { sitePaths: false }),
    WEB_ADDRESS_MESSAGE,
  ),
  description: optionalText,
  isActive: z.boolean().default(true),
});

export const videoUpdateSchema = videoSchema.extend({ id: idField });

export type VideoInput = z.input<typeof videoSchema>;
