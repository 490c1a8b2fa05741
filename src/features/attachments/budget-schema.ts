import { z } from '@/lib/zod';
import { MAX_TOTAL_BYTES } from './limits';

// The attachment budgets as the owner sets them in Site Settings: whole megabytes, or nothing
// for the server's own (ATTACHMENTS_DAILY_MB, ATTACHMENTS_QUOTA_MB). Below one request's files
// a budget would refuse a client who sends a single full request, so that is the least either
// may be. Isomorphic: the form and the action read the same rules.

const MB = 1024 * 1024;

/** The least either budget may be: what one request may carry (50 MB). */
export const MIN_BUDGET_MB = MAX_TOTAL_BYTES / MB;
export const MAX_DAILY_MB = 100_000;
/** About a terabyte. */
export const MAX_QUOTA_MB = 1_000_000;

const count = (n: number) => n.toLocaleString('en-GB');

const megabytes = (max: number, tooFew: string, tooMany: string) =>
  z
    .number({ error: 'Enter a number of megabytes, such as 200, or leave it empty.' })
    .int('Enter whole megabytes, without a decimal point.')
    .min(MIN_BUDGET_MB, tooFew)
    .max(max, tooMany)
    .nullable();

export const budgetSchema = z.object({
  dailyMb: megabytes(
    MAX_DAILY_MB,
    `Allow at least ${MIN_BUDGET_MB} MB a day: one request may carry that much.`,
    `Keep the daily limit at ${count(MAX_DAILY_MB)} MB or less.`,
  ),
  quotaMb: megabytes(
    MAX_QUOTA_MB,
    `Allow at least ${MIN_BUDGET_MB} MB: one request may carry that much.`,
    `Keep the storage limit at ${count(MAX_QUOTA_MB)} MB (about 1 TB) or less.`,
  ),
});
export type BudgetInput = z.input<typeof budgetSchema>;

/**
 * A field as typed, as the action takes it: empty is null (the server's default), digits are
 * the number (spaces, thousands commas and a trailing "MB" allowed), and anything else is
 * passed on as text for the schema to refuse with its message.
 */
export function typedMegabytes(text: string): number | string | null {
  const plain = text.trim().replace(/\s*mb$/i, '');
  if (plain === '') return null;
  const digits = plain.replace(/(?<=\d)[\s,](?=\d{3}(?:\D|$))/g, '');
  return /^\d+(\.\d+)?$/.test(digits) ? Number(digits) : text;
}
