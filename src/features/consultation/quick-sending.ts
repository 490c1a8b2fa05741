import { formSending } from '@/features/public-forms/sending';
import { submitConsultationAction } from './actions';
import { quickConsultationSchema } from './quick-schema';

/**
 * What the landing page's short form fetches when the visitor reaches for it: its own rules,
 * without the full form's option lists (the server checks it against the full schema).
 */
export const quickConsultationSending = formSending(
  quickConsultationSchema,
  submitConsultationAction,
);
