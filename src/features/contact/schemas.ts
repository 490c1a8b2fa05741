import { emailField, messageField, nameField, textField } from '@/features/public-forms/sanitize';
import { maxLength, objectRules, type Infer } from '@/features/public-forms/rules';

// The landing page's contact form: the consultation form's rules
// for name, e-mail and message, and an optional subject of at most 200 characters.

export const contactSchema = objectRules({
  name: nameField,
  email: emailField,
  subject: textField([maxLength(200, 'Subject must be less than 200 characters')]),
  message: messageField('Message', 'Message is required'),
});

export type ContactInput = Infer<typeof contactSchema>;
