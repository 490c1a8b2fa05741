import { z } from '@/lib/zod';

// The FAQ manager's forms, shared by the client and the server actions.

const id = z.coerce.number().int().positive();

export const faqIdSchema = z.object({ id });

export const faqCategorySchema = z.object({
  name: z.string().trim().min(1, 'Category name is required').max(100),
});
export const renameFaqCategorySchema = faqCategorySchema.extend({ id });

export const faqEntrySchema = z.object({
  categoryId: id,
  question: z.string().trim().min(1, 'Question is required').max(300),
  answer: z.string().trim().min(1, 'Answer is required').max(5000),
});
export const updateFaqEntrySchema = faqEntrySchema.extend({ id });

export const faqMoveSchema = z.object({ id, direction: z.enum(['up', 'down']) });
