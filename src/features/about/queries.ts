import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb, type Db } from '@/server/db';
import { pickColumns, type SelectedRow } from '@/server/db/columns';
import { aboutContent } from '@/server/db/schema';
import { cached } from '@/server/cache';

const aboutColumns = pickColumns(aboutContent, [
  'mainTitle',
  'mainDescription',
  'journeyContent',
  'notableProjects',
  'softwareList',
  'stats',
]);

/** The about section: what the site shows and the admin's form edits. */
export type AboutContent = SelectedRow<typeof aboutColumns>;

/** The single about_content row as stored, or null before the owner has written one. */
export async function loadAbout(db: Db): Promise<AboutContent | null> {
  const [row] = await db.select(aboutColumns).from(aboutContent).where(eq(aboutContent.id, 1));
  return row ?? null;
}

/** The about section as visitors see it (blank entries left out), or null before there is one. */
export const getAboutContent = cached(
  'about-public',
  ['about'],
  async (): Promise<AboutContent | null> => {
    const row = await loadAbout(await getDb());
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
