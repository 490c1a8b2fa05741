import { connectionErrorText, type ContactRoutes } from '@/features/public-forms/submission-form';
import type { PostedState } from '../form-post';
import { CONSULTATION_SENT as SENT } from './consultation-fields';

// What a request sent without JavaScript came back with, shown at the top of the form in place
// of the toast a script would show: the same titles and words.

export function PostedNotice({
  posted,
  contact,
}: {
  posted: PostedState | null;
  contact: ContactRoutes;
}) {
  if (!posted) return null;
  const [title, description, tone] = posted.ok
    ? [SENT.title, posted.description ?? SENT.description, 'success']
    : posted.failed
      ? ['Connection Error', connectionErrorText(contact), 'danger']
      : [
          posted.notice?.title ?? 'Please fix the errors below',
          posted.notice?.description ?? 'All required fields must be filled correctly.',
          'danger',
        ];
  return (
    <div
      role={tone === 'success' ? 'status' : 'alert'}
      className={
        tone === 'success'
          ? 'mb-6 rounded-xl border border-success/30 bg-success/5 px-4 py-3 text-success'
          : 'mb-6 rounded-xl border border-danger/30 bg-danger/5 px-4 py-3 text-danger'
      }
    >
      <p className="font-semibold">{title}</p>
      <p className="mt-1 text-[15px]">{description}</p>
    </div>
  );
}
