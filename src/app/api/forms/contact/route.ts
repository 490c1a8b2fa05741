import { formPostHandler } from '@/features/public-forms/receive-post';
import { submitContactAction } from '@/features/contact/actions';
import { contactSchema } from '@/features/contact/schemas';

// Public: the landing page's contact form as a browser without JavaScript sends it
// (public-forms/receive-post.ts). The same server action as the page's script calls takes it.

export const POST = formPostHandler({
  form: 'contact',
  page: '/',
  anchor: 'contact',
  named: true,
  schema: contactSchema,
  action: submitContactAction,
});
