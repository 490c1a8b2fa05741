import { z } from '@/lib/zod';
import { idField, requiredText } from '@/components/admin/fields';

// The FAQ manager's forms, shared by the client and the server actions.

const id = idField;

export const faqIdSchema = z.object({ id });

export const faqCategorySchema = z.object({
  name: requiredText('Category name is required', 100),
});
export const renameFaqCategorySchema = faqCategorySchema.extend({ id });

export const faqEntrySchema = z.object({
  categoryId: id,
  question: requiredText('Question is required', 300),
  answer: requiredText('Answer is required', 5000),
});
export const updateFaqEntrySchema = faqEntrySchema.extend({ id });

export const faqMoveSchema = z.object({ id, direction: z.enum(['up', 'down']) });
