'use server';

import { sql } from 'drizzle-orm';
import { ActionError, adminAction } from '@/server/admin-action';
import { legalPages } from '@/server/db/schema';
import { cleanPostHtml } from '@/features/blog/sanitize';
import { legalPageSchema } from './schemas';

// The legal pages' one write. The text is cleaned with the blog's article allow-list before it is
// stored (a pasted script or handler never reaches a visitor), and 'Last updated' moves only when
// something a visitor reads changed.

export const saveLegalPage = adminAction(
  legalPageSchema,
  ['legal'],
  { action: 'legal-page.save', table: legalPages, id: (input) => input.key },
  async ({ key, title, intro, content }, { db }) => {
    const clean = cleanPostHtml(content);
    if (clean === '')
      throw new ActionError('The page needs some text.', { content: 'Write the page' });
    const [row] = await db
      .insert(legalPages)
      .values({ id: key, title, intro, content: clean })
      .onConflictDoUpdate({
        target: legalPages.id,
        set: {
          title,
          intro,
          content: clean,
          updatedAt: sql`case when ${legalPages.title} = excluded.title and ${legalPages.intro} = excluded.intro and ${legalPages.content} = excluded.content then ${legalPages.updatedAt} else now() end`,
        },
      })
      .returning({ updatedAt: legalPages.updatedAt, content: legalPages.content });
    return { key, updatedAt: row!.updatedAt.toISOString(), content: row!.content };
  },
);
