import { z } from '@/lib/zod';
import { idField, text } from '@/components/admin/fields';
import { REDIRECT_STATUSES } from './paths';
import { MAX_CSV_BYTES } from './csv';

// The Redirects screen's forms and the slug check, shared by the client and the server actions.

const status = z.literal(REDIRECT_STATUSES, { error: 'Choose a redirect type' });

export const redirectSchema = z.object({
  id: idField.optional(),
  source: text(1000, 'This address is too long.'),
  target: text(1000, 'This address is too long.'),
  status: status.default(301),
});
export type RedirectInput = z.input<typeof redirectSchema>;

export const redirectIdSchema = z.object({ id: idField });

export const importSchema = z.object({
  csv: z
    .string({ error: 'Choose a CSV file' })
    .max(MAX_CSV_BYTES, 'The file is larger than 512 KB.')
    .refine((v) => v.trim() !== '', 'The file is empty.'),
});

export const missedSchema = z.object({ path: text(300).min(1, 'Choose an address') });

export const slugCheckSchema = z.object({
  kind: z.enum(['post', 'project']),
  slug: text(200, 'Keep the address under 80 characters.'),
  id: idField.nullable().default(null),
});
