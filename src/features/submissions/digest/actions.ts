'use server';

import { adminAction } from '@/server/admin-action';
import { siteSettings } from '@/server/db/schema';
import { digestSchema } from './schemas';

// Turning the daily digest on or off and choosing its hour (and the owner's time zone it keeps).

export const saveDigestAction = adminAction(
  digestSchema,
  [],
  { action: 'settings.digest', table: siteSettings, id: () => 1 },
  async ({ hour, timeZone }, { db }) => {
    await db
      .insert(siteSettings)
      .values({ id: 1, digestHour: hour, timeZone })
      .onConflictDoUpdate({
        target: siteSettings.id,
        set: { digestHour: hour, timeZone, updatedAt: new Date() },
      });
    return { hour, timeZone };
  },
);
