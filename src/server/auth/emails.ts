import 'server-only';
import { sql } from 'drizzle-orm';
import type { Db } from '@/server/db/connect';
import { enqueueMail } from '@/server/mail/outbox';
import { renderMail } from '@/server/mail/template';

// The account e-mails. They go through the outbox like every other message, so
// a sign-up or a reset request succeeds even while the mail server is down.

async function siteName(db: Db, siteUrl: string): Promise<string> {
  try {
    const result = await db.execute(
      sql`select site_title, owner_name from site_settings where id = 1`,
    );
    const row = result.rows[0] as
      { site_title: string | null; owner_name: string | null } | undefined;
    const name = row?.owner_name?.trim() || row?.site_title?.split(/\s[—–-]\s/)[0]?.trim();
    if (name) return name;
  } catch {
    // settings are a nicety here; the host name will do
  }
  return new URL(siteUrl).host;
}

type Link = { to: string; url: string };

export async function queueVerificationMail(
  db: Db,
  siteUrl: string,
  { to, url }: Link,
): Promise<void> {
  const site = await siteName(db, siteUrl);
  await enqueueMail(db, {
    kind: 'verify-email',
    to,
    subject: `Confirm your email address for ${site}`,
    ...renderMail({
      heading: 'Confirm your email address',
      paragraphs: [
        `Thank you for creating an account on the ${site} website.`,
        'Please confirm that this address is yours by opening the link below. You can sign in as soon as it is confirmed.',
      ],
      action: { label: 'Confirm email address', url },
      footnote:
        'The link is valid for 24 hours. If you did not create an account, you can ignore this message and nothing will happen.',
    }),
  });
}

export async function queuePasswordResetMail(
  db: Db,
  siteUrl: string,
  { to, url }: Link,
): Promise<void> {
  const site = await siteName(db, siteUrl);
  await enqueueMail(db, {
    kind: 'reset-password',
    to,
    subject: `Reset your password for ${site}`,
    ...renderMail({
      heading: 'Reset your password',
      paragraphs: [
        `Someone, hopefully you, asked to reset the password of your account on the ${site} website.`,
        'Open the link below to choose a new password. Once it is set, every other signed-in session of your account is signed out.',
      ],
      action: { label: 'Choose a new password', url },
      footnote:
        'The link works once and expires in one hour. If you did not ask for it, ignore this message: your password stays as it is.',
    }),
  });
}

export async function queueChangeEmailMail(
  db: Db,
  siteUrl: string,
  { to, url }: Link,
): Promise<void> {
  const site = await siteName(db, siteUrl);
  await enqueueMail(db, {
    kind: 'change-email',
    to,
    subject: `Confirm your new email address for ${site}`,
    ...renderMail({
      heading: 'Confirm your new email address',
      paragraphs: [
        `You asked to use this address for your account on the ${site} website.`,
        'Open the link below to confirm it. Until then you keep signing in with your current address.',
      ],
      action: { label: 'Confirm new address', url },
      footnote:
        'The link is valid for 24 hours. If you did not ask for this change, ignore this message.',
    }),
  });
}
