'use server';

import { eq } from 'drizzle-orm';
import { z } from '@/lib/zod';
import { env } from '@/env';
import { ActionError, adminAction } from '@/server/admin-action';
import { bookingDateRules, bookings, bookingSettings, siteSettings } from '@/server/db/schema';
import { allOfferings } from './offerings';
import { cancelCall, ChangeRefused, moveCall } from './changes';
import { wallClockInstant } from './slots';
import { defaultSettings, newFeedSecret, ownerTimeZone } from './store';
import {
  availabilitySchema,
  dateRuleSchema,
  idSchema,
  ownerCancelSchema,
  ownerMoveSchema,
} from './schemas';

// The owner's booking actions: her availability, dated exceptions, cancelling or moving a
// call with a note to the client, and a new address for her calendar feed. Each goes through
// adminAction (the admin session, the audit entry in the write's transaction) and drops the
// open times every page shows ('booking'); the time zone is a site setting as well.

const context = () => {
  const config = env();
  return { siteUrl: config.SITE_URL, ownerEmail: config.OWNER_EMAIL };
};

const refused = (error: unknown): never => {
  if (error instanceof ChangeRefused) throw new ActionError(error.message);
  if (error && typeof error === 'object' && 'fieldErrors' in error) {
    throw new ActionError('That time meets another call (or its buffer): choose another.');
  }
  throw error;
};

export const saveAvailability = adminAction(
  availabilitySchema,
  ['booking', 'settings'],
  {
    action: 'availability.save',
    table: bookingSettings,
    id: () => 1,
    note: (input) => `Time zone: ${input.timeZone}`,
  },
  async ({ timeZone, ...input }, { db }) => {
    const known = new Set(allOfferings().map((o) => o.key));
    const unknown = input.bookableOfferings.find((key) => !known.has(key));
    if (unknown)
      throw new ActionError('Choose consultations from the list', {
        bookableOfferings: 'Choose consultations from the list',
      });
    await db
      .insert(bookingSettings)
      .values({ id: 1, ...defaultSettings(), ...input, feedSecret: newFeedSecret() })
      .onConflictDoUpdate({ target: bookingSettings.id, set: { ...input, updatedAt: new Date() } });
    await db
      .insert(siteSettings)
      .values({ id: 1, timeZone })
      .onConflictDoUpdate({ target: siteSettings.id, set: { timeZone, updatedAt: new Date() } });
    return null;
  },
);

export const addDateRule = adminAction(
  dateRuleSchema,
  ['booking'],
  { action: 'booking-date.create', table: bookingDateRules },
  async (input, { db }) => {
    const [row] = await db
      .insert(bookingDateRules)
      .values({ ...input, hours: input.kind === 'off' ? [] : input.hours })
      .returning({ id: bookingDateRules.id });
    return { id: row!.id };
  },
);

export const deleteDateRule = adminAction(
  idSchema,
  ['booking'],
  { action: 'booking-date.delete', table: bookingDateRules },
  async ({ id }, { db }) => {
    await db.delete(bookingDateRules).where(eq(bookingDateRules.id, id));
    return null;
  },
);

export const cancelBooking = adminAction(
  ownerCancelSchema,
  ['booking'],
  { action: 'booking.cancel', table: bookings },
  async ({ id, note }, { db, session }) => {
    await cancelCall(db, id, { by: 'owner', email: session.user.email }, note, context()).catch(
      refused,
    );
    return null;
  },
);

export const moveBooking = adminAction(
  ownerMoveSchema,
  ['booking'],
  { action: 'booking.reschedule', table: bookings },
  async ({ id, date, time, note }, { db, session }) => {
    const zone = await ownerTimeZone(db);
    const start = wallClockInstant(date, time, zone);
    await moveCall(
      db,
      id,
      start,
      { by: 'owner', email: session.user.email },
      note,
      context(),
    ).catch(refused);
    return null;
  },
);

export const renewFeedAddress = adminAction(
  z.object({}).optional(),
  [],
  { action: 'booking.feed-renew', table: bookingSettings, id: () => 1 },
  async (_input, { db }) => {
    const updated = await db
      .update(bookingSettings)
      .set({ feedSecret: newFeedSecret(), updatedAt: new Date() })
      .where(eq(bookingSettings.id, 1))
      .returning({ id: bookingSettings.id });
    if (updated.length === 0) throw new ActionError('Save your availability first.');
    return null;
  },
);
