import { z } from '@/lib/zod';
import { idField, optionalText, requiredText, textList } from '@/components/admin/fields';

// The Services Manager's form, parsed the same way in the browser and in the action.

export const serviceSchema = z.object({
  title: requiredText('Title is required'),
  description: optionalText,
  iconName: optionalText,
  category: optionalText,
  bullets: textList,
  isActive: z.boolean().default(true),
});

export const serviceUpdateSchema = serviceSchema.extend({ id: idField });

export type ServiceInput = z.input<typeof serviceSchema>;
