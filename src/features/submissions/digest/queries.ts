import 'server-only';
import { getDb } from '@/server/db';
import { requireAdmin } from '@/server/auth/guard';
import { leadSettings } from '../lead/lead-item';

export type DigestSettings = { hour: number | null; timeZone: string; ownerEmail: string | null };

/** The daily digest's settings as the inbox header shows them, for an admin only. */
export async function getDigestSettings(): Promise<DigestSettings> {
  await requireAdmin();
  const settings = await leadSettings(await getDb());
  return {
    hour: settings.digestHour,
    timeZone: settings.timeZone,
    ownerEmail: settings.ownerEmail,
  };
}
