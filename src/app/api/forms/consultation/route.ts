import { formPostHandler } from '@/features/public-forms/receive-post';
import { attachmentPosts } from '@/features/attachments/post-files';
import { submitConsultationAction } from '@/features/consultation/actions';
import { consultationSchema } from '@/features/consultation/schemas';

// Public: the consultation form as a browser without JavaScript sends it, its files with it
// (public-forms/receive-post.ts). The same server action as the page's script calls takes it.

export const POST = formPostHandler({
  form: 'consultation',
  page: '/request-consultation',
  anchor: 'request',
  schema: consultationSchema,
  action: submitConsultationAction,
  files: attachmentPosts,
});
