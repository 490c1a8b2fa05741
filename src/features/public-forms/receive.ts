import 'server-only';
import { headers } from 'next/headers';
import { env } from '@/env';
import { getDb } from '@/server/db';
import type { Db } from '@/server/db/connect';
import type { IntakeContext } from './intake';
import type { SubmitResult } from './sanitize';
import { logger } from '@/server/log.mjs';

const log = logger('forms');

// The public forms' server actions around their submit flow. The answer never
// says whether a submission was kept as spam (a spammer sees the same success
// as anyone else), and a server failure is reported as a failure so the
// visitor's fields are kept.

export async function receiveSubmission(
  submit: (db: Db, payload: unknown, context: IntakeContext) => Promise<SubmitResult>,
  payload: unknown,
  failure: {
    /** names the submission in the server log: 'consultation request' */
    label: string;
    /** the reason the client logs: 'The request could not be stored.' */
    message: string;
  },
): Promise<SubmitResult> {
  try {
    const config = env();
    const result = await submit(await getDb(), payload, {
      headers: await headers(),
      trustedIpHeader: config.TRUSTED_IP_HEADER,
      ownerEmail: config.OWNER_EMAIL,
      siteUrl: config.SITE_URL,
    });
    if (!result.ok) return result;
    return result.description ? { ok: true, description: result.description } : { ok: true };
  } catch (error) {
    log.error({ err: error }, `${failure.label} not stored`);
    return { ok: false, reason: 'error', message: failure.message };
  }
}
