import { z } from '@/lib/zod';
import { idField, text } from '@/components/admin/fields';

// One schema per form, used by the client and by the server action.

export const ALT_MAX = 300;

export const altSchema = z.object({
  id: idField,
  alt: text(ALT_MAX, `Alt text must be at most ${ALT_MAX} characters`),
  decorative: z.boolean().default(false),
});

export const deleteSchema = z.object({
  id: idField,
  /** the owner saw where the file is used and confirmed a second time */
  confirmInUse: z.boolean().default(false),
});

export const listQuerySchema = z.object({
  q: text(200).default(''),
  type: z.enum(['image', 'video']).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(60),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

const percent = z
  .number({ error: 'Choose a point on the image' })
  .int('Choose a point on the image')
  .min(0, 'Choose a point on the image')
  .max(100, 'Choose a point on the image');

export const focusSchema = z.object({ id: idField, focalX: percent, focalY: percent });
