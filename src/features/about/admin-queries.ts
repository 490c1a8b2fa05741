import 'server-only';
import { getDb } from '@/server/db';
import { loadAbout, type AboutContent } from './queries';

/** The about_content row as stored, or null when there is none yet (the form then creates it). */
export async function getAboutForAdmin(): Promise<AboutContent | null> {
  return loadAbout(await getDb());
}
