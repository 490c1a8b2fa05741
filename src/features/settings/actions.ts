'use server';

import { adminAction } from '@/server/admin-action';
import { siteSettings } from '@/server/db/schema';
import { settingsSchema } from './schemas';

// Site settings are one row: updated if it exists, otherwise created.
// Every public page reads them (title, footer, contact), so 'settings' is dropped.

export const saveSiteSettings = adminAction(
  settingsSchema,
  ['settings'],
  { action: 'settings.save', table: siteSettings, id: () => 1 },
  async (input, { db }) => {
    await db
      .insert(siteSettings)
      .values({ id: 1, ...input })
      .onConflictDoUpdate({ target: siteSettings.id, set: { ...input, updatedAt: new Date() } });
    return null;
  },
);
