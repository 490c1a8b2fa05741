'use server';

import { eq } from 'drizzle-orm';
import { env } from '@/env';
import { ActionError, adminAction, adminRead } from '@/server/admin-action';
import { deleteById } from '@/server/db/admin-rows';
import { missedAddresses, redirects } from '@/server/db/schema';
import { readRedirectCsv, type CsvProblem } from './csv';
import { addressKey } from './paths';
import { asKnown, checkRule, knownRules, type CheckedRule } from './rules';
import {
  importSchema,
  missedSchema,
  redirectIdSchema,
  redirectSchema,
  slugCheckSchema,
} from './schemas';
import { slugRefusal } from './slugs';

// The Redirects screen's writes, and the live check of the post and project dialogs' address
// field. Every redirect is checked against the site's pages and the other redirects before it is
// kept (./rules.ts), one at a time or row by row from a CSV file.

/** Adds a redirect, or changes one (`id`). */
export const saveRedirect = adminAction(
  redirectSchema,
  ['redirects'],
  { action: 'redirect.save', table: redirects },
  async ({ id, ...input }, { db }) => {
    const known = (await knownRules(db)).filter((r) => r.id !== id);
    const checked = await checkRule(db, input, env().SITE_URL, known);
    if (!checked.ok) {
      const { field, message } = checked.refusal;
      throw new ActionError(message, { [field]: message });
    }
    const { rule } = checked;
    if (id === undefined) {
      const [row] = await db.insert(redirects).values(rule).returning({ id: redirects.id });
      return { id: row!.id };
    }
    const updated = await db
      .update(redirects)
      .set({ ...rule, updatedAt: new Date() })
      .where(eq(redirects.id, id))
      .returning({ id: redirects.id });
    if (updated.length === 0) throw new ActionError('That redirect no longer exists.');
    return { id };
  },
);

export const deleteRedirect = adminAction(
  redirectIdSchema,
  ['redirects'],
  { action: 'redirect.delete', table: redirects },
  async ({ id }, { db }) => {
    await deleteById(db, redirects.id, id, 'That redirect no longer exists.');
    return { id };
  },
);

export type ImportOutcome = { imported: number; refused: CsvProblem[] };

/** Imports every row of a CSV file that can be a redirect, and says what is wrong with the rest. */
export const importRedirects = adminAction(
  importSchema,
  ['redirects'],
  {
    action: 'redirect.import',
    table: redirects,
    note: (_input, result) => {
      const outcome = result as ImportOutcome;
      return `${outcome.imported} imported, ${outcome.refused.length} refused`;
    },
  },
  async ({ csv }, { db }): Promise<ImportOutcome> => {
    const { rows, problems } = readRedirectCsv(csv);
    if (rows.length === 0 && problems.length === 1 && problems[0]!.line === 0)
      throw new ActionError(problems[0]!.message);
    const known = await knownRules(db);
    const accepted: CheckedRule[] = [];
    const refused = [...problems];
    for (const row of rows) {
      const checked = await checkRule(db, row, env().SITE_URL, known);
      if (!checked.ok) refused.push({ line: row.line, message: checked.refusal.message });
      else {
        accepted.push(checked.rule);
        known.push(asKnown(checked.rule));
      }
    }
    for (let i = 0; i < accepted.length; i += 500)
      await db.insert(redirects).values(accepted.slice(i, i + 500));
    refused.sort((a, b) => a.line - b.line);
    return { imported: accepted.length, refused };
  },
);

/** Forgets a missed address (every day of it): the owner has seen it and means to do nothing. */
export const dismissMissedAddress = adminAction(
  missedSchema,
  [],
  { action: 'missed-address.dismiss', table: redirects, note: ({ path }) => path },
  async ({ path }, { db }) => {
    const removed = await db
      .delete(missedAddresses)
      .where(eq(missedAddresses.path, addressKey(path)))
      .returning({ path: missedAddresses.path });
    if (removed.length === 0) throw new ActionError('That address is no longer in the list.');
    return { path };
  },
);

/**
 * Whether a post's or project's address is free, as the owner types it: ok with the slug, or
 * refused with the reason (taken, reserved, malformed).
 */
export const checkSlugAction = adminRead(slugCheckSchema, async ({ kind, slug, id }, db) => {
  const refusal = await slugRefusal(db, kind, slug, id);
  if (refusal) throw new ActionError(refusal, { slug: refusal });
  return { slug };
});
