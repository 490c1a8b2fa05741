import { emailField, messageField, nameField } from '@/features/public-forms/sanitize';
import { choice, objectRules } from '@/features/public-forms/rules';
import { DEFAULT_SERVICE, SERVICE_KEYS } from './service-keys';

// The fields every consultation request has, and the landing page's short form
// made of just those. Apart from schemas.ts so the landing page does not carry
// the full form's option lists; the server checks every request, short or
// full, against consultationSchema.

export const coreConsultationFields = {
  name: nameField,
  email: emailField,
  message: messageField('Project details', 'Project details are required'),
  selectedService: choice(SERVICE_KEYS, DEFAULT_SERVICE, 'Please choose a service'),
};

export const quickConsultationSchema = objectRules(coreConsultationFields);
