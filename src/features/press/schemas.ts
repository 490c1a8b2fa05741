import { z } from '@/lib/zod';
import { twoDigits } from '@/lib/two-digits';
import {
  displayOrderField,
  idField,
  optionalLink,
  optionalText,
  optionalWebAddress,
  requiredText,
} from '@/components/admin/fields';

// The Press and News Manager's dialog: title required, date defaulting to today.

/** Today as yyyy-mm-dd in the owner's local calendar. */
export function today(): string {
  const now = new Date();
  return `${now.getFullYear()}-${twoDigits(now.getMonth() + 1)}-${twoDigits(now.getDate())}`;
}

export const pressArticleSchema = z.object({
  id: idField.optional(),
  title: requiredText('Title is required'),
  publication: optionalText,
  date: z
    .string()
    .trim()
    .nullish()
    .transform((v) => v || today())
    .pipe(z.iso.date({ error: 'Enter a date' })),
  excerpt: optionalText,
  category: optionalText,
  imageUrl: optionalLink,
  externalLink: optionalWebAddress,
  isFeatured: z.boolean().default(false),
  displayOrder: displayOrderField,
});

export type PressArticleInput = z.input<typeof pressArticleSchema>;
