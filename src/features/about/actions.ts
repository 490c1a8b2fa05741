'use server';

import { adminAction } from '@/server/admin-action';
import { aboutContent } from '@/server/db/schema';
import { aboutSchema } from './schemas';

// About content is one row: updated if it exists, otherwise created.

export const saveAboutContent = adminAction(
  aboutSchema,
  ['about'],
  { action: 'about.save', table: aboutContent, id: () => 1 },
  async (input, { db }) => {
    await db
      .insert(aboutContent)
      .values({ id: 1, ...input })
      .onConflictDoUpdate({ target: aboutContent.id, set: { ...input, updatedAt: new Date() } });
    return null;
  },
);
