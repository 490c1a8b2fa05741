import 'server-only';
import { getDb } from '@/server/db';
import { pickColumns } from '@/server/db/columns';
import { legalPages } from '@/server/db/schema';
import { cached } from '@/server/cache';
import { getSiteSettings } from '@/features/settings/queries';
import { firstText, LEGAL_KEYS, type LegalKey, type LegalPage } from './defaults';

export type { LegalKey, LegalPage } from './defaults';

const legalColumns = pickColumns(legalPages, ['id', 'title', 'intro', 'content', 'updatedAt']);

const loadSaved = cached('legal-pages', ['legal'], async () => {
  const db = await getDb();
  const rows = await db.select(legalColumns).from(legalPages);
  return new Map(rows.map((r) => [r.id, r]));
});

/** A legal page as the site shows it: the owner's saved text, else the first text written for the site. */
export async function getLegalPage(key: LegalKey): Promise<LegalPage> {
  const saved = (await loadSaved()).get(key);
  if (!saved) return firstText(key, await getSiteSettings());
  return {
    key,
    title: saved.title,
    intro: saved.intro,
    content: saved.content,
    updatedAt: saved.updatedAt.toISOString(),
    firstText: false,
  };
}

/** Both legal pages, for the back office's editor. */
export async function getLegalPages(): Promise<LegalPage[]> {
  return Promise.all(LEGAL_KEYS.map((key) => getLegalPage(key)));
}
