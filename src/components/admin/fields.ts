import { z } from '@/lib/zod';

// Zod pieces shared by the admin managers' schemas (isomorphic: the forms and
// the server actions parse with the same schema).

/** Free text the owner may leave empty: trimmed, '' stored as null. */
export const optionalText = z
  .string()
  .trim()
  .nullish()
  .transform((value) => (value ? value : null));

/** A required text field with the spec's browser-level rule mirrored on the server. */
export const requiredText = (message: string) => z.string({ error: message }).trim().min(1, message);

/** A list of short texts (bullets, software, includes): trimmed, blanks dropped. */
export const textList = z
  .array(z.string())
  .default([])
  .transform((items) => items.map((item) => item.trim()).filter(Boolean));

/** SPEC section 5: display order inputs fall back to 0 when not a number. */
export function toDisplayOrder(value: unknown): number {
  const n = typeof value === 'number' ? value : Number.parseInt(String(value ?? ''), 10);
  return Number.isFinite(n) ? Math.trunc(n) : 0;
}

export const displayOrderField = z.unknown().optional().transform(toDisplayOrder);

export const idField = z.coerce.number().int().positive();

export const idSchema = z.object({ id: idField });

export const moveSchema = z.object({ id: idField, direction: z.enum(['up', 'down']) });

export const toggleSchema = z.object({ id: idField, value: z.boolean() });
