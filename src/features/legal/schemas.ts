import { z } from '@/lib/zod';
import { requiredText, text, withoutControls } from '@/components/admin/fields';
import { LEGAL_KEYS } from './defaults';

// The legal page editor's form, shared by the client and the server action.

export const legalPageSchema = z.object({
  key: z.enum(LEGAL_KEYS, { error: 'Choose the privacy policy or the terms' }),
  title: requiredText('Title is required', 120),
  intro: text(600, 'Keep the introduction under 600 characters').default(''),
  content: z
    .string({ error: 'The text could not be read' })
    .max(300_000, 'The text is too long')
    .overwrite(withoutControls),
});
export type LegalPageInput = z.input<typeof legalPageSchema>;
