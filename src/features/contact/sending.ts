import { formSending } from '@/features/public-forms/sending';
import { submitContactAction } from './actions';
import { contactSchema } from './schemas';

/** What the contact form fetches when the visitor reaches for it (public-forms/sending.ts). */
export const contactSending = formSending(contactSchema, submitContactAction);
