import 'server-only';
import type { Metadata } from 'next';
import { pageMetadata } from '@/features/seo/metadata';
import { getLegalPage, type LegalKey } from './queries';

export { LegalView } from './components/legal-view';

/** A legal page's metadata: its own title, its introduction as the description. */
export async function legalMetadata(key: LegalKey): Promise<Metadata> {
  const page = await getLegalPage(key);
  return pageMetadata({
    title: page.title,
    description: page.intro || page.title,
    path: `/${key}`,
    modifiedTime: page.updatedAt,
  });
}
