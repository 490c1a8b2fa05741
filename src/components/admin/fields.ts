import { z } from '@/lib/zod';

// Zod pieces shared by the admin managers' schemas (isomorphic: the forms and
// the server actions parse with the same schema). Every text is capped and
// loses control characters (PostgreSQL refuses NUL in text, and escapes or
// bells have no place on a page); every link is a site path or a web address,
// never javascript: or data:; every id fits the integer column it is looked up in.

/** The longest free text an admin field keeps (descriptions, answers, biographies). */
export const MAX_TEXT = 20_000;
/** The longest title or name. */
export const MAX_TITLE = 300;
/** The longest link or media address. */
export const MAX_URL = 2048;
const MAX_LIST_ITEMS = 100;
const MAX_LIST_ITEM = 500;
/** PostgreSQL's integer. */
const MAX_INT = 2_147_483_647;

// C0 controls and DEL, except tab, line feed and carriage return, which multi-line text keeps
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

/** Removes control characters (keeping tabs and line breaks). */
export const withoutControls = (value: string) => value.replace(CONTROL, '');

/** A trimmed string without control characters, at most `max` characters. */
export const text = (
  max: number,
  message = `Keep this under ${max.toLocaleString('en-GB')} characters`,
) => z.string().overwrite(withoutControls).trim().max(max, message);

/** Free text the owner may leave empty: trimmed, '' stored as null. */
export const optionalText = text(MAX_TEXT)
  .nullish()
  .transform((value) => (value ? value : null));

/** A required text field with the form's browser-level rule mirrored on the server. */
export const requiredText = (message: string, max = MAX_TITLE) =>
  z
    .string({ error: message })
    .overwrite(withoutControls)
    .trim()
    .min(1, message)
    .max(max, `Keep this under ${max} characters`);

/** A list of short texts (bullets, software, includes): trimmed, blanks dropped. */
export const textList = z
  .array(text(MAX_LIST_ITEM), { error: 'Expected a list' })
  .max(MAX_LIST_ITEMS, `Use at most ${MAX_LIST_ITEMS} items`)
  .default([])
  .transform((items) => items.filter(Boolean));

/**
 * A link the site may put in an href or src: a path on this site ('/media/...',
 * '/request-consultation'), an anchor ('#contact') or an http(s) address. Anything else (javascript:,
 * data:, vbscript:, '//other.host') could run script or leave the site unseen.
 */
export function isSafeLink(value: string, { sitePaths = true } = {}): boolean {
  if (value.startsWith('#')) return sitePaths && !/\s/.test(value);
  if (value.startsWith('/')) return sitePaths && !/^\/[/\\]/.test(value) && !/\s/.test(value);
  if (!/^https?:\/\//i.test(value) || !URL.canParse(value)) return false;
  return ['http:', 'https:'].includes(new URL(value).protocol);
}

export const LINK_MESSAGE =
  'Use a web address starting with https:// or a file from the media library';

export const WEB_ADDRESS_MESSAGE = 'Enter a full link, starting with https://';

/** An optional link or media address (see isSafeLink): '' stored as null. */
export const optionalLink = text(MAX_URL, 'This link is too long')
  .nullish()
  .transform((value) => (value ? value : null))
  .refine((value) => value === null || isSafeLink(value), LINK_MESSAGE);

/** An optional address on another site: http(s) only, '' stored as null. */
export const optionalWebAddress = text(MAX_URL, 'This link is too long')
  .nullish()
  .transform((value) => (value ? value : null))
  .refine(
    (value) => value === null || isSafeLink(value, { sitePaths: false }),
    WEB_ADDRESS_MESSAGE,
  );

/** Display order inputs fall back to 0 when not a number (and stay within the column). */
export function toDisplayOrder(value: unknown): number {
  const n = typeof value === 'number' ? value : Number.parseInt(String(value ?? ''), 10);
  return Number.isFinite(n) ? Math.max(-MAX_INT, Math.min(MAX_INT, Math.trunc(n))) : 0;
}

export const displayOrderField = z.unknown().optional().transform(toDisplayOrder);

/**
 * A row id: a whole number from 1 to the integer column's largest, as a number
 * or as digits. true, [1], '1e3' and 2^31 are not ids.
 */
export const idField = z.preprocess(
  (value) => (typeof value === 'string' && /^\d{1,10}$/.test(value.trim()) ? Number(value) : value),
  z
    .number({ error: 'That item could not be found.' })
    .int('That item could not be found.')
    .min(1, 'That item could not be found.')
    .max(MAX_INT, 'That item could not be found.'),
);

export const idSchema = z.object({ id: idField });

export const moveSchema = z.object({ id: idField, direction: z.enum(['up', 'down']) });

export const toggleSchema = z.object({ id: idField, value: z.boolean() });
