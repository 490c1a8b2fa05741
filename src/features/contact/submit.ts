import 'server-only';
import type { Db } from '@/server/db/connect';
import { contactSubmissions } from '@/server/db/schema';
import type { MailMessage } from '@/server/mail';
import {
  oneLine,
  submissionIntake,
  submissionMails,
  type IntakeContext,
} from '@/features/submissions/intake';
import { contactSchema, type ContactInput } from './schemas';

// A contact message: the consultation pipeline's rules (validate and sanitise
// again, judge spam, one transaction for the row and its e-mails).

export const submitContact = submissionIntake({
  label: 'contact message',
  schema: contactSchema,
  insert: async (tx, input, fields) => {
    const [row] = await tx
      .insert(contactSubmissions)
      .values({
        name: input.name,
        email: input.email,
        subject: input.subject || null,
        message: input.message,
        ...fields,
      })
      .returning({ id: contactSubmissions.id });
    return row!.id;
  },
  mails: contactMails,
});

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
        action: { label: 'Open in the inbox', url: `${context.siteUrl}/admin/submissions` },
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
