import 'server-only';
import { sql } from 'drizzle-orm';
import type { Db } from '@/server/db/connect';
import { enqueueMail } from '@/server/mail';
import { leadSettings } from '../lead/lead-item';
import { digestMail } from './compose';
import { digestDay } from './schedule';

// One digest per day of the owner's calendar, however many instances tick: the day's row in
// digest_runs is the claim, inserted in the transaction that queues the mail. A second instance
// asking at the same moment waits on that row's key, then finds it taken; a pass that fails
// rolls its claim back, and the next tick tries again.

export type DigestOutcome = 'off' | 'not-due' | 'no-address' | 'already-sent' | 'sent';

export async function digestPass(
  db: Db,
  { now = new Date(), siteUrl }: { now?: Date; siteUrl: string },
): Promise<DigestOutcome> {
  const settings = await leadSettings(db);
  if (settings.digestHour === null) return 'off';
  const day = digestDay(now, settings.timeZone, settings.digestHour);
  if (now < day.dueAt) return 'not-due';
  if (!settings.ownerEmail) return 'no-address';
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const claimed = await tx.execute(sql`
      insert into digest_runs (day) values (${day.day}::date)
      on conflict (day) do nothing returning day`);
    if (claimed.rows.length === 0) return 'already-sent' as const;
    const mail = await digestMail(tx, { now, day, siteUrl, settings, to: settings.ownerEmail! });
    const mailId = await enqueueMail(tx, mail);
    await tx.execute(sql`update digest_runs set mail_id = ${mailId} where day = ${day.day}::date`);
    return 'sent' as const;
  });
}
