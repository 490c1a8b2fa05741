import { formPostHandler } from '@/features/public-forms/receive-post';
import { submitConsultationAction } from '@/features/consultation/actions';
import { quickConsultationSchema } from '@/features/consultation/quick-schema';

// Public: the landing page's short consultation form as a browser without JavaScript sends it
// (public-forms/receive-post.ts); the full request's action takes it, as when script sends it.

export const POST = formPostHandler({
  form: 'quick-consultation',
  page: '/',
  anchor: 'quick-consultation',
  named: true,
  schema: quickConsultationSchema,
  action: submitConsultationAction,
});
