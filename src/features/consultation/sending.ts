import { formSending } from '@/features/public-forms/sending';
import { submitConsultationAction } from './actions';
import { consultationSchema } from './schemas';

/** What the consultation page's form fetches when the visitor reaches for it (public-forms/sending.ts). */
export const consultationSending = formSending(consultationSchema, submitConsultationAction);
