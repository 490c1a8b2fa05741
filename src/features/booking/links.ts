import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/connect';
import { bookingLinks } from '@/server/db/schema';

// The client's private link to move or cancel a call, without an account. The token is 32
// random bytes, in the client's mail only; the database keeps its SHA-256, so a copy of the
// database (or a backup) opens no call. A changed call retires its link and sends a new one;
// a link works until the call's end.

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new link for the booking; returns the token for the client's mail. */
export async function issueLink(db: Db, bookingId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .update(bookingLinks)
    .set({ retiredAt: new Date() })
    .where(and(eq(bookingLinks.bookingId, bookingId), isNull(bookingLinks.retiredAt)));
  await db.insert(bookingLinks).values({ tokenHash: hashToken(token), bookingId });
  return token;
}

/** Retires every link of a booking (a cancelled call has nothing left to manage). */
export async function retireLinks(db: Db, bookingId: number): Promise<void> {
  await db
    .update(bookingLinks)
    .set({ retiredAt: new Date() })
    .where(and(eq(bookingLinks.bookingId, bookingId), isNull(bookingLinks.retiredAt)));
}

export const manageUrl = (siteUrl: string, token: string) => `${siteUrl}/booking/${token}`;

/** What a link opens: its call, or why it opens nothing. */
export type LinkState =
  | { state: 'open'; bookingId: number }
  | { state: 'unknown' }
  | { state: 'replaced' }
  | { state: 'cancelled' }
  | { state: 'passed' };

/**
 * Reads a token as the manage page and its actions do. `lock` holds the booking's row for the
 * transaction, so two uses of one link (two tabs, a double click) change the call once.
 */
export async function readLink(
  db: Db,
  token: string,
  now = Date.now(),
  lock = false,
): Promise<LinkState> {
  if (!TOKEN.test(token)) return { state: 'unknown' };
  const [link] = await db
    .select({ bookingId: bookingLinks.bookingId, retiredAt: bookingLinks.retiredAt })
    .from(bookingLinks)
    .where(eq(bookingLinks.tokenHash, hashToken(token)));
  if (!link) return { state: 'unknown' };
  const result = await db.execute<{ status: string; ends_at: string | Date }>(
    lock
      ? sql`select status, ends_at from bookings where id = ${link.bookingId} for update`
      : sql`select status, ends_at from bookings where id = ${link.bookingId}`,
  );
  const booking = result.rows[0];
  if (!booking) return { state: 'unknown' };
  if (booking.status === 'cancelled') return { state: 'cancelled' };
  if (new Date(booking.ends_at).getTime() <= now) return { state: 'passed' };
  // read after the lock: a link retired by the change that held it is retired now
  if (lock) {
    const [again] = await db
      .select({ retiredAt: bookingLinks.retiredAt })
      .from(bookingLinks)
      .where(eq(bookingLinks.tokenHash, hashToken(token)));
    if (again?.retiredAt) return { state: 'replaced' };
  } else if (link.retiredAt) return { state: 'replaced' };
  return { state: 'open', bookingId: link.bookingId };
}
