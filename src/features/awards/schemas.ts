import { z } from '@/lib/zod';
import {
  displayOrderField,
  idField,
  optionalLink,
  optionalText,
  requiredText,
} from '@/components/admin/fields';

// The Awards Manager's dialog: title required, year defaulting to this year,
// status Winner / Nominated / Finalist (default Winner), display order falling back to 0.

export const AWARD_STATUSES = ['Winner', 'Nominated', 'Finalist'] as const;

export const awardSchema = z.object({
  id: idField.optional(),
  title: requiredText('Title is required'),
  category: optionalText,
  projectName: optionalText,
  year: z
    .unknown()
    .optional()
    .transform((value) => {
      const n = Number.parseInt(String(value ?? ''), 10);
      return Number.isFinite(n) && n > 1900 && n < 3000 ? n : new Date().getFullYear();
    }),
  status: z.enum(AWARD_STATUSES).default('Winner'),
  description: optionalText,
  organization: optionalText,
  imageUrl: optionalLink,
  displayOrder: displayOrderField,
});

export type AwardInput = z.input<typeof awardSchema>;
