import { z } from '@/lib/zod';
import { idField, optionalLink, optionalText, requiredText } from '@/components/admin/fields';

// The Clients Manager's form: the name is required, the logo comes from the media library.

export const clientSchema = z.object({
  name: requiredText('Name is required'),
  industry: optionalText,
  logoUrl: optionalLink,
  isFeatured: z.boolean().default(false),
});

export const clientUpdateSchema = clientSchema.extend({ id: idField });

export type ClientInput = z.input<typeof clientSchema>;
