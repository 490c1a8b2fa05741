import 'server-only';
import type { Db } from '@/server/db/connect';
import type { MailMessage } from '@/server/mail';
import { oneLine, submissionMails, type IntakeContext } from '@/features/public-forms/intake';
import type { ContactInput } from './schemas';

// The e-mails a contact message sends: when it arrives, and again when the
// owner releases it from spam in the inbox.

export async function contactMails(
  db: Db,
  id: number,
  input: Pick<ContactInput, 'name' | 'email' | 'subject' | 'message'>,
  context: Pick<IntakeContext, 'ownerEmail' | 'siteUrl'>,
): Promise<MailMessage[]> {
  const name = oneLine(input.name, 50);
  const subject = input.subject ? oneLine(input.subject, 120) : 'No subject';
  return submissionMails(db, context.ownerEmail, {
    label: `contact message #${id}`,
    ref: `contact:${id}`,
    visitorEmail: input.email,
    notification: () => ({
      kind: 'contact-owner',
      subject: oneLine(`New message from ${name}: ${subject}`, 160),
      content: {
        heading: 'New message from your website',
        paragraphs: [
          `${name} (${input.email}) wrote through the contact form. Reply to this e-mail to answer them directly.`,
          `Subject: ${subject}`,
          input.message,
        ],
        action: {
          label: 'Open in the inbox',
          url: `${context.siteUrl}/admin/submissions?open=contact:${id}`,
        },
        footnote: 'Sent by the contact form on your website.',
      },
    }),
    confirmation: (ownerName) => ({
      kind: 'contact-confirmation',
      subject: 'Thank you for your message',
      content: {
        heading: 'Thank you for your message',
        paragraphs: [
          `Dear ${name},`,
          "Thank you for your message. I'll get back to you within 24 hours.",
          'If you would like to add anything, simply reply to this e-mail.',
        ],
        footnote:
          'You are receiving this because this address was entered in the contact form on our website.',
        signature: ownerName,
      },
    }),
  });
}
