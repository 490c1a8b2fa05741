import 'server-only';
import { z } from '@/lib/zod';
import { getDb, type Db } from '@/server/db';
import { AuthorizationError, requireAdmin, type AdminSession } from '@/server/auth/guard';
import { invalidate, type Tag } from '@/server/cache';
import { runAudited, type AuditSpec } from '@/server/audit/action';
import { requestIp } from '@/server/audit/request';
import { fieldErrorsOf, firstMessage, type FieldErrors } from '@/lib/field-errors';
import { logger } from '@/server/log.mjs';

const log = logger('admin');

export type { AuditSpec } from '@/server/audit/action';

// The one wrapper every admin mutation goes through (docs/architecture.md): parse the
// input, require the admin, run and record it in the audit log in one
// transaction, invalidate the cache tags it touched, and say what happened as
// data the client turns into the owner's toast.

export type { FieldErrors };
export type ActionResult<T = undefined> =
  | { ok: true; data: T; message?: string }
  | { ok: false; message: string; fieldErrors?: FieldErrors };

/** A refusal the owner should read as is (for example "3 projects use this category"). */
export class ActionError extends Error {
  constructor(
    message: string,
    public readonly fieldErrors?: FieldErrors,
  ) {
    super(message);
    this.name = 'ActionError';
  }
}

type Context = {
  /** the action's transaction: everything written through it commits with its audit entry */
  db: Db;
  session: AdminSession;
  /** work outside the database (removing stored files) that must wait until the write is committed */
  afterCommit: (task: () => Promise<unknown>) => void;
};

/**
 * The admin's session, checked before the input is even parsed (so an anonymous caller learns
 * nothing about the shape it expects), and the parsed input; or the refusal to return.
 */
async function admitted<S extends z.ZodType>(
  schema: S,
  input: unknown,
): Promise<
  | { session: AdminSession; data: z.output<S> }
  | { ok: false; message: string; fieldErrors?: FieldErrors }
> {
  let session: AdminSession;
  try {
    session = await requireAdmin();
  } catch (error) {
    if (error instanceof AuthorizationError) return { ok: false, message: error.message };
    throw error;
  }
  const parsed = schema.safeParse(input);
  if (!parsed.success) {
    const fieldErrors = fieldErrorsOf(parsed.error);
    return { ok: false, message: firstMessage(fieldErrors), fieldErrors };
  }
  return { session, data: parsed.data };
}

/**
 * Builds an admin mutation. The session is checked before the input is even
 * parsed, so an anonymous caller learns nothing about the shape it expects.
 * `audit` names the action and the table of the record it touches; the entry
 * (who, what, which record, before/after) is written in the action's
 * transaction, so a write is never kept without its entry (ADR 008).
 */
export function adminAction<S extends z.ZodType, R>(
  schema: S,
  tags: readonly Tag[],
  audit: AuditSpec<z.output<S>>,
  run: (input: z.output<S>, context: Context) => Promise<R>,
): (input: unknown) => Promise<ActionResult<R>> {
  return async (input) => {
    const parsed = await admitted(schema, input);
    if ('ok' in parsed) return parsed;
    const { session } = parsed;
    try {
      const db = await getDb();
      const who = {
        actor: { id: session.user.id, email: session.user.email },
        ip: await requestIp(),
      };
      const later: (() => Promise<unknown>)[] = [];
      const data = await db.transaction(async (tx) => {
        const t = tx as unknown as Db;
        return runAudited(t, audit, parsed.data, who, () =>
          run(parsed.data, { db: t, session, afterCommit: (task) => later.push(task) }),
        );
      });
      if (tags.length > 0) invalidate(...tags);
      for (const task of later) {
        await task().catch((error) => log.error({ err: error }, 'an after-commit task failed'));
      }
      return { ok: true, data };
    } catch (error) {
      if (error instanceof ActionError) {
        return { ok: false, message: error.message, fieldErrors: error.fieldErrors };
      }
      log.error({ err: error }, 'an action failed');
      return { ok: false, message: 'Something went wrong on the server. Please try again.' };
    }
  };
}

/**
 * An admin read a form asks for while the owner types (whether an address is free): the same
 * session check and parse as adminAction, and the same result shape, without a transaction or
 * an audit entry, as it changes nothing.
 */
export function adminRead<S extends z.ZodType, R>(
  schema: S,
  run: (input: z.output<S>, db: Db) => Promise<R>,
): (input: unknown) => Promise<ActionResult<R>> {
  return async (input) => {
    const parsed = await admitted(schema, input);
    if ('ok' in parsed) return parsed;
    try {
      return { ok: true, data: await run(parsed.data, await getDb()) };
    } catch (error) {
      if (error instanceof ActionError)
        return { ok: false, message: error.message, fieldErrors: error.fieldErrors };
      log.error({ err: error }, 'a read failed');
      return { ok: false, message: 'Something went wrong on the server. Please try again.' };
    }
  };
}
