'use server';

import { adminAction } from '@/server/admin-action';
import { siteSettings } from '@/server/db/schema';
import { budgetSchema } from './budget-schema';

// The owner's attachment budgets, saved on the settings row (created if there is none). Uploads
// read them from the database each time, so nothing is cached to drop.

export const saveAttachmentBudget = adminAction(
  budgetSchema,
  [],
  { action: 'settings.attachments', table: siteSettings, id: () => 1 },
  async ({ dailyMb, quotaMb }, { db }) => {
    const values = { attachmentsDailyMb: dailyMb, attachmentsQuotaMb: quotaMb };
    await db
      .insert(siteSettings)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: siteSettings.id, set: { ...values, updatedAt: new Date() } });
    return { dailyMb, quotaMb };
  },
);
