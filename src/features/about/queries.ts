import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/server/db';
import { aboutContent } from '@/server/db/schema';
import { cached } from '@/server/cache';

export type PublicAbout = {
  mainTitle: string;
  mainDescription: string | null;
  journeyContent: string | null;
  notableProjects: string[];
  softwareList: string[];
  stats: { label: string; value: string }[];
};

/** The single about_content row, or null before the owner has written one. */
export const getAboutContent = cached(
  'about-public',
  ['about'],
  async (): Promise<PublicAbout | null> => {
    const db = await getDb();
    const [row] = await db
      .select({
        mainTitle: aboutContent.mainTitle,
        mainDescription: aboutContent.mainDescription,
        journeyContent: aboutContent.journeyContent,
        notableProjects: aboutContent.notableProjects,
        softwareList: aboutContent.softwareList,
        stats: aboutContent.stats,
      })
      .from(aboutContent)
      .where(eq(aboutContent.id, 1));
    if (!row) return null;
    return {
      mainTitle: row.mainTitle,
      mainDescription: row.mainDescription,
      journeyContent: row.journeyContent,
      notableProjects: (row.notableProjects ?? []).filter((s) => s.trim() !== ''),
      softwareList: (row.softwareList ?? []).filter((s) => s.trim() !== ''),
      stats: (row.stats ?? [])
        .filter((s) => s && s.label && s.value)
        .map((s) => ({ label: s.label, value: s.value })),
    };
  },
);
