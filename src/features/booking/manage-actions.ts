'use server';

import { redirect } from 'next/navigation';
import { env } from '@/env';
import { getDb } from '@/server/db';
import type { Db } from '@/server/db/connect';
import { invalidate } from '@/server/cache';
import { cleanText } from '@/features/public-forms/sanitize';
import { SubmissionRefused } from '@/features/public-forms/intake';
import { cancelCall, ChangeRefused, moveCall } from './changes';
import { readLink } from './links';
import { logger } from '@/server/log.mjs';

// Public: whoever holds a call's private link may move or cancel that call, without an account.
// The forms post plain form data, so they work without JavaScript too; each answer is the
// manage page again (a redirect), saying what happened by a word in its address: never the
// visitor's words, which go into the call's history and the mails.

const log = logger('booking');

const field = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};
const noteOf = (form: FormData) => cleanText(field(form, 'note'), true).slice(0, 500) || null;

type Outcome = { done: string } | { problem: string };

async function withLink(
  form: FormData,
  change: (db: Db, bookingId: number, now: number) => Promise<Outcome>,
): Promise<never> {
  const token = field(form, 'token');
  const back = (query: string) => `/booking/${encodeURIComponent(token)}${query}`;
  let outcome: Outcome;
  try {
    const db = await getDb();
    outcome = await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const now = Date.now();
      const link = await readLink(tx, token, now, true);
      // the page itself says why a link opens nothing
      if (link.state !== 'open') return { done: back('') };
      return change(tx, link.bookingId, now);
    });
  } catch (error) {
    if (error instanceof SubmissionRefused) outcome = { problem: 'taken' };
    else if (error instanceof ChangeRefused) outcome = { problem: 'closed' };
    else {
      log.error({ err: error }, 'a change by link failed');
      outcome = { problem: 'error' };
    }
  }
  if ('problem' in outcome) {
    const tz = field(form, 'tz');
    redirect(back(`?problem=${outcome.problem}${tz ? `&tz=${encodeURIComponent(tz)}` : ''}`));
  }
  invalidate('booking');
  redirect(outcome.done);
}

/** Moves the call to the open time chosen on its manage page. */
export async function moveByLink(form: FormData): Promise<never> {
  const start = Date.parse(field(form, 'bookingStart'));
  return withLink(form, async (tx, bookingId, now) => {
    if (!Number.isFinite(start)) return { problem: 'pick' };
    const config = env();
    const token = await moveCall(tx, bookingId, start, { by: 'client' }, noteOf(form), {
      siteUrl: config.SITE_URL,
      ownerEmail: config.OWNER_EMAIL,
      now,
    });
    return { done: `/booking/${token}?done=moved` };
  });
}

/** Cancels the call; its link then says so. */
export async function cancelByLink(form: FormData): Promise<never> {
  return withLink(form, async (tx, bookingId, now) => {
    const config = env();
    await cancelCall(tx, bookingId, { by: 'client' }, noteOf(form), {
      siteUrl: config.SITE_URL,
      ownerEmail: config.OWNER_EMAIL,
      now,
    });
    return { done: `/booking/${encodeURIComponent(field(form, 'token'))}?done=cancelled` };
  });
}
