import 'server-only';
import { contactSubmissions } from '@/server/db/schema';
import { submissionIntake } from '@/features/public-forms/intake';
import { contactMails } from './mails';
import { contactSchema } from './schemas';

// A contact message through the public forms' intake (validate and sanitise
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
