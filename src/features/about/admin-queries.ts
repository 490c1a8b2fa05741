import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/server/db';
import { aboutContent } from '@/server/db/schema';

export type AdminAbout = {
  mainTitle: string;
  mainDescription: string | null;
  journeyContent: string | null;
  notableProjects: string[];
  softwareList: string[];
  stats: { label: string; value: string }[];
};

/** The about_content row as stored, or null when there is none yet (the form then creates it). */
export async function getAboutForAdmin(): Promise<AdminAbout | null> {
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
  return row ?? null;
}
