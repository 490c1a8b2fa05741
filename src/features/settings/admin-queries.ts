import 'server-only';
import { getDb } from '@/server/db';
import { loadSettings, type StoredSettings } from './queries';

/** The settings row as stored, or null when there is none (saving then creates it). */
export async function getSettingsForAdmin(): Promise<StoredSettings | null> {
  return loadSettings(await getDb());
}
