import 'server-only';
import { consultationRequests } from '@/server/db/schema';
import { submissionIntake } from '@/features/public-forms/intake';
import { bookForRequest } from '@/features/booking/request-booking';
import { attachmentsIntake } from '@/features/attachments/intake';
import { consultationMails } from './mails';
import { consultationSchema } from './schemas';

// A consultation request from the visitor's form to the owner's inbox, through
// the public forms' intake (validation, spam, one transaction with its e-mails, the files the
// visitor attached and, when the visitor picked a time, its booked call).

export const submitConsultation = submissionIntake({
  label: 'consultation request',
  schema: consultationSchema,
  insert: async (tx, input, fields) => {
    const [row] = await tx
      .insert(consultationRequests)
      .values({
        name: input.name,
        email: input.email,
        phone: input.phone || null,
        company: input.company || null,
        selectedService: input.selectedService,
        projectType: input.projectType || null,
        budget: input.budget || null,
        timeline: input.timeline || null,
        preferredCurrency: input.preferredCurrency,
        message: input.message,
        ...fields,
      })
      .returning({ id: consultationRequests.id });
    return row!.id;
  },
  // a request that came with a time books it in the same transaction (features/booking)
  attach: (tx, id, input, context) =>
    input.bookingStart ? bookForRequest(tx, id, input, context) : Promise.resolve(null),
  mails: consultationMails,
  parts: [attachmentsIntake('consultation')],
});
