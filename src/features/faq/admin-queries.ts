import 'server-only';
import { getDb } from '@/server/db';
import { loadFaq, type FaqCategory } from './queries';

/** The FAQ manager's read: never cached. */
export async function getAdminFaq(): Promise<FaqCategory[]> {
  return loadFaq(await getDb());
}
