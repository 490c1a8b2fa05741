import type { z } from '@/lib/zod';

/** A form's errors by field: the key is the field's (dotted) path, the value its message. */
export type FieldErrors = Record<string, string>;

/**
 * Every message of a failed parse, one per field (dotted path), first message wins. The server's
 * actions and the admin forms both read a failed parse through this, so a form shows, before it
 * sends, exactly what the action would have answered.
 */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || '_';
    out[key] ??= issue.message;
  }
  return out;
}

/** The one-line message of a failed parse: its first field's. */
export function firstMessage(errors: FieldErrors): string {
  return Object.values(errors)[0] ?? 'Invalid input';
}
