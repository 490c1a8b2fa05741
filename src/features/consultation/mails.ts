import 'server-only';
import type { Db } from '@/server/db/connect';
import type { MailMessage } from '@/server/mail';
import { oneLine, submissionMails, type IntakeContext } from '@/features/public-forms/intake';
import { budgetLabel, projectTypeLabel, serviceTitle } from './options';
import type { ConsultationInput } from './schemas';
import type { BookingMailParts } from '@/features/booking/request-booking';
import { attachmentLines } from '@/features/attachments/mail-lines';
import { attachmentsOfRequest } from '@/features/attachments/queries';

// The e-mails a consultation request sends: when it arrives, and again when the
// owner releases it from spam in the inbox.

export async function consultationMails(
  db: Db,
  id: number,
  input: Pick<
    ConsultationInput,
    | 'name'
    | 'email'
    | 'phone'
    | 'company'
    | 'selectedService'
    | 'projectType'
    | 'budget'
    | 'timeline'
    | 'preferredCurrency'
    | 'message'
  >,
  context: Pick<IntakeContext, 'ownerEmail' | 'siteUrl'>,
  /** the call booked with the request: the owner's invitation and the client's confirmation */
  booking?: BookingMailParts,
): Promise<MailMessage[]> {
  const service = serviceTitle(input.selectedService);
  const name = oneLine(input.name, 50);
  const files = await attachmentsOfRequest(db, 'consultation', id);
  return submissionMails(db, context.ownerEmail, {
    label: `consultation request #${id}`,
    ref: `consultation:${id}`,
    visitorEmail: input.email,
    notification: () => {
      const lines: [string, string | null][] = [
        ['Name', name],
        ['E-mail', input.email],
        ['Phone', input.phone || null],
        ['Company', input.company || null],
        ['Service', service],
        ['Project type', projectTypeLabel(input.selectedService, input.projectType)],
        ['Budget', budgetLabel(input.preferredCurrency, input.budget)],
        ['Timeline', input.timeline || null],
        ['Preferred currency', input.preferredCurrency],
      ];
      return {
        kind: 'consultation-owner',
        subject: oneLine(`New consultation request: ${service} from ${name}`, 160),
        content: {
          heading: 'New consultation request',
          paragraphs: [
            `${name} has asked for a consultation about ${service}. Reply to this e-mail to answer them directly.`,
            ...(booking?.ownerParagraphs ?? []),
            ...lines.filter(([, v]) => v).map(([k, v]) => `${k}: ${v}`),
            'Project details:',
            input.message,
            ...attachmentLines(files),
          ],
          action: {
            label: files.length > 0 ? 'Open the request and its files' : 'Open in the inbox',
            url: `${context.siteUrl}/admin/consultations?open=consultation:${id}`,
          },
          footnote: 'Sent by the consultation form on your website.',
        },
        ...(booking ? { calendar: booking.ownerCalendar } : {}),
      };
    },
    confirmation: (ownerName) => ({
      kind: 'consultation-confirmation',
      subject: 'Your consultation request',
      content: {
        heading: 'Thank you for your consultation request',
        paragraphs: [
          `Dear ${name},`,
          `Thank you for your request about ${service}. I'll get back to you within 24 hours to schedule your consultation.`,
          'If anything changes in the meantime, simply reply to this e-mail.',
        ],
        footnote:
          'You are receiving this because this address was entered in the consultation form on our website.',
        signature: ownerName,
      },
    }),
    // a booked call's confirmation, with its invitation, takes the place of the one above
    ...(booking ? { confirmation: booking.confirmation } : {}),
  });
}
