import 'server-only';
import { sql } from 'drizzle-orm';
import type { Db } from '@/server/db/connect';
import type { RequestSource } from '@/server/db/schema';
import { clientIp } from '@/server/auth/client-ip';
import { hit, type Rule } from '@/server/auth/throttle-store';
import {
  enqueueMail,
  renderMail,
  type MailCalendar,
  type MailContent,
  type MailMessage,
} from '@/server/mail';
import { z } from '@/lib/zod';
import { cleanText, fieldErrors, type FormMeta, type Notice, type SubmitResult } from './sanitize';
import { SOURCE_KEYS } from '@/lib/request-source';
import { logger } from '@/server/log.mjs';

const log = logger('forms');

// What every public form does on the server before it stores anything: read the
// spam signals (honeypot, fill time, per-IP and site-wide limits kept in the
// database), the source of the visit, and where the owner's mail goes.

/** The context a submission arrives with; actions build it from the request. */
export type IntakeContext = {
  headers: Headers;
  /** the operator's client-IP header (TRUSTED_IP_HEADER); without it no IP is known */
  trustedIpHeader?: string;
  /** OWNER_EMAIL; else the contact address in site settings */
  ownerEmail?: string;
  siteUrl: string;
};

const MINUTE = 60_000;
/** Faster than this from form to submit is a machine. */
export const MIN_FILL_MS = 3_000;
export const FORM_RULES = {
  /** submissions from one client IP (only known with a trusted IP header) */
  perIp: { limit: 5, windowMs: 60 * MINUTE },
  /** submissions across the site: a ceiling when client addresses are unknown */
  overall: { limit: 100, windowMs: 60 * MINUTE },
} satisfies Record<string, Rule>;

export type SpamReason = 'honeypot' | 'too-fast' | 'ip-limit' | 'site-limit';

/**
 * Why a submission that passed validation is spam, or null. Counts it against
 * the limits either way, so a flood keeps tripping them.
 */
export async function spamReason(
  db: Db,
  meta: { honeypot: string; elapsedMs: number },
  context: Pick<IntakeContext, 'headers' | 'trustedIpHeader'>,
): Promise<SpamReason | null> {
  const ip = clientIp(context.headers, context.trustedIpHeader);
  const [perIp, overall] = await Promise.all([
    ip ? hit(db, `form-ip:${ip}`, FORM_RULES.perIp) : null,
    hit(db, 'form:all', FORM_RULES.overall),
  ]);
  if (meta.honeypot.trim() !== '') return 'honeypot';
  if (meta.elapsedMs < MIN_FILL_MS) return 'too-fast';
  if (perIp && perIp.count > FORM_RULES.perIp.limit) return 'ip-limit';
  if (overall.count > FORM_RULES.overall.limit) return 'site-limit';
  return null;
}

/** The page, referrer and UTM parameters the visitor came with, cleaned and capped. */
export function cleanSource(raw: Record<string, unknown>, headers: Headers): RequestSource {
  const out: RequestSource = {};
  for (const key of SOURCE_KEYS) {
    const value = raw[key];
    if (typeof value === 'string') {
      const clean = cleanText(value).slice(0, 500);
      if (clean) out[key] = clean;
    }
  }
  // a server action posts to the page it was called from
  if (!out.page) {
    const referer = headers.get('referer');
    if (referer && URL.canParse(referer)) {
      const url = new URL(referer);
      out.page = cleanText(url.pathname + url.search).slice(0, 500);
    }
  }
  return out;
}

/** The spam signals as sent; anything malformed reads as the most suspicious value. */
const formMetaSchema = z.object({
  honeypot: z.string().catch(''),
  elapsedMs: z.number().catch(0),
  source: z
    .record(z.string(), z.unknown())
    .optional()
    .catch(undefined)
    .transform((v) => v ?? {}),
}) satisfies z.ZodType<Required<FormMeta>, unknown>;

export function parseMeta(raw: unknown) {
  const parsed = formMetaSchema.safeParse(raw ?? {});
  return parsed.success ? parsed.data : { honeypot: '', elapsedMs: 0, source: {} };
}

/** Where notifications go and whose name signs the visitor's confirmation. */
export async function mailIdentity(
  db: Db,
  configuredOwner: string | undefined,
): Promise<{ owner: string | null; ownerName: string }> {
  const result = await db.execute(
    sql`select contact_email, owner_name from site_settings where id = 1`,
  );
  const row = result.rows[0] as
    { contact_email: string | null; owner_name: string | null } | undefined;
  return {
    owner: configuredOwner ?? row?.contact_email ?? null,
    ownerName: row?.owner_name?.trim() || 'The studio',
  };
}

/** A value that goes into a mail header: one line, no control characters. */
export function oneLine(value: string, max = 120): string {
  return value
    .replace(/[\u0000-\u001F\u007F\u0085\u2028\u2029]+/g, ' ')
    .replace(/\s{2,}/g, ' ')
    .trim()
    .slice(0, max);
}

export type Stored = { id: number; status: 'new' | 'spam' };

/**
 * Thrown inside a submission's transaction when the row cannot be kept as sent (a time that was
 * just booked by someone else): nothing is stored and the visitor reads these messages, with
 * their fields kept.
 */
export class SubmissionRefused extends Error {
  constructor(
    readonly fieldErrors: Record<string, string>,
    readonly notice?: Notice,
  ) {
    super(Object.values(fieldErrors)[0] ?? 'The submission was refused');
    this.name = 'SubmissionRefused';
  }
}

/** What a form's `attach` did beside its row: what to add to its mails and its success notice. */
export type Attached<A> = {
  value: A;
  description?: string;
  /** what to do once the transaction has committed (drop cached reads it made stale) */
  afterCommit?: () => void;
};

/**
 * Something a form takes besides its fields (the files a visitor attached): checked with the
 * fields before anything is stored, and taken with the request in its transaction. `key` names
 * it in the payload and in the field errors.
 */
export type IntakePart = {
  key: string;
  check(
    db: Db,
    raw: unknown,
  ): Promise<
    { ok: false; message: string } | { ok: true; take: (tx: Db, id: number) => Promise<void> }
  >;
};

/** Thrown by a part's `take` when what it checked is gone by the time the request is stored. */
export class PartRefused extends SubmissionRefused {
  constructor(
    public readonly key: string,
    message: string,
  ) {
    super({ [key]: message });
    this.name = 'PartRefused';
  }
}

type Parse<T> =
  { success: true; data: T } | { success: false; error: Parameters<typeof fieldErrors>[0] };

/**
 * A public form's submit flow, from the wire to the owner's inbox: validate and
 * sanitise again, judge spam, then store the row and its e-mails in one
 * transaction. The visitor's success depends on that commit only; the outbox
 * worker delivers the mail whenever the mail server is there.
 */
export function submissionIntake<Input, A = never>(form: {
  /** names the row in the server log: 'consultation request', 'contact message' */
  label: string;
  schema: { safeParse(value: unknown): Parse<Input> };
  /** inserts the row with the given status and source and returns its id */
  insert: (
    tx: Db,
    input: Input,
    fields: { status: Stored['status']; source: RequestSource },
  ) => Promise<number>;
  /**
   * Work that belongs in the row's transaction for a submission that is not spam (a booked
   * call); it may throw SubmissionRefused, and what it gives reaches `mails`
   */
  attach?: (
    tx: Db,
    id: number,
    input: Input,
    context: IntakeContext,
  ) => Promise<Attached<A> | null>;
  mails: (
    db: Db,
    id: number,
    input: Input,
    context: IntakeContext,
    attached?: A,
  ) => Promise<MailMessage[]>;
  /** what the form takes besides its fields, stored before the e-mails are written */
  parts?: readonly IntakePart[];
}) {
  return async (
    db: Db,
    payload: unknown,
    context: IntakeContext,
  ): Promise<SubmitResult & { stored?: Stored }> => {
    const body = (payload && typeof payload === 'object' ? payload : {}) as Record<string, unknown>;
    const parsed = form.schema.safeParse(body.values ?? body);
    const parts = await checkParts(db, form.parts ?? [], body);
    if (!parsed.success || !parts.ok) {
      return {
        ok: false,
        reason: 'invalid',
        fieldErrors: { ...(parsed.success ? {} : fieldErrors(parsed.error)), ...parts.errors },
      };
    }
    const input = parsed.data;
    const meta = parseMeta(body.meta);
    const source = cleanSource(meta.source, context.headers);
    const spam = await spamReason(db, meta, context);
    let description: string | undefined;
    let afterCommit: (() => void) | undefined;
    let stored: Stored;
    try {
      stored = await db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        const id = await form.insert(tx, input, {
          status: spam ? 'spam' : 'new',
          // the reason stays with the row so the owner can see why it was held back
          source: (spam ? { ...source, spam_reason: spam } : source) as RequestSource,
        });
        for (const take of parts.takes) await take(tx, id);
        // spam is kept for the owner to review, never mailed
        if (!spam) {
          const attached = form.attach ? await form.attach(tx, id, input, context) : null;
          description = attached?.description;
          afterCommit = attached?.afterCommit;
          for (const message of await form.mails(tx, id, input, context, attached?.value)) {
            await enqueueMail(tx, message);
          }
        }
        return { id, status: spam ? ('spam' as const) : ('new' as const) };
      });
    } catch (error) {
      if (!(error instanceof SubmissionRefused)) throw error;
      return {
        ok: false,
        reason: 'invalid',
        fieldErrors: error.fieldErrors,
        ...(error.notice ? { notice: error.notice } : {}),
      };
    }
    afterCommit?.();
    if (spam) log.info(`${form.label} #${stored.id} kept as spam (${spam})`);
    return { ok: true, stored, ...(description ? { description } : {}) };
  };
}

/** Every part's check: their messages, or what each takes in the transaction. */
async function checkParts(db: Db, parts: readonly IntakePart[], body: Record<string, unknown>) {
  const errors: Record<string, string> = {};
  const takes: ((tx: Db, id: number) => Promise<void>)[] = [];
  for (const part of parts) {
    const checked = await part.check(db, body[part.key]);
    if (checked.ok) takes.push(checked.take);
    else errors[part.key] = checked.message;
  }
  return { ok: Object.keys(errors).length === 0, errors, takes };
}

type Mail = { kind: string; subject: string; content: MailContent; calendar?: MailCalendar };
/** One of a submission's two e-mails, before it is rendered and addressed. */
export type SubmissionMail = Mail;

/**
 * The two e-mails of a submission: the owner's notification (skipped with a
 * warning when no owner address is known) with replies going to the visitor,
 * and the visitor's confirmation signed by the owner.
 */
export async function submissionMails(
  db: Db,
  configuredOwner: string | undefined,
  submission: {
    /** names the row in the warning: 'consultation request #12' */
    label: string;
    ref: string;
    visitorEmail: string;
    notification: () => Mail;
    confirmation: (ownerName: string) => Mail;
  },
): Promise<MailMessage[]> {
  const { owner, ownerName } = await mailIdentity(db, configuredOwner);
  const messages: MailMessage[] = [];
  if (owner) {
    const { kind, subject, content, calendar } = submission.notification();
    messages.push({
      kind,
      to: owner,
      replyTo: submission.visitorEmail,
      subject,
      ...renderMail(content),
      ref: submission.ref,
      ...(calendar ? { calendar } : {}),
    });
  } else {
    log.warn(`${submission.label}: no OWNER_EMAIL or contact e-mail, owner not notified`);
  }
  const { kind, subject, content, calendar } = submission.confirmation(ownerName);
  messages.push({
    kind,
    to: submission.visitorEmail,
    ...(owner ? { replyTo: owner } : {}),
    subject,
    ...renderMail(content),
    ref: submission.ref,
    ...(calendar ? { calendar } : {}),
  });
  return messages;
}
