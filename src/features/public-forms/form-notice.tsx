import { CircleCheck } from '@/components/ui/icons/circle-check';
import { cx } from '@/lib/cx';
import type { Said } from './post-fields';

// The outcome of a form sent without JavaScript, at the top of the form it came back to: the
// same words the notices of a form sent by script say (submission-form.tsx).

export function FormNotice({
  notice,
  invalid,
  said,
  success,
  failure,
}: {
  notice: 'sent' | 'failed' | 'too-large' | null;
  /** the form came back with field errors */
  invalid: boolean;
  /** the server's own words for this outcome, in place of the usual ones */
  said?: Said | null;
  success: { title: string; description: string };
  /** the Connection Error text, with the ways to reach the owner */
  failure: string;
}) {
  const [title, description, tone] =
    notice === 'sent'
      ? [success.title, said?.description ?? success.description, 'ok']
      : notice === 'too-large'
        ? [
            'Your request was too large to send',
            'Files may take 50 MB in all. Please attach fewer or smaller files and send it again.',
            'error',
          ]
        : notice === 'failed'
          ? ['Connection Error', `${failure} What you wrote is kept below.`, 'error']
          : invalid
            ? [
                said?.title ?? 'Please fix the errors below',
                said?.description ?? 'All required fields must be filled correctly.',
                'error',
              ]
            : [null, null, null];
  if (!title) return null;
  return (
    <div
      role={tone === 'ok' ? 'status' : 'alert'}
      className={cx(
        'mb-6 flex gap-3 rounded-xl border px-4 py-3 text-[15px]',
        tone === 'ok' ? 'border-ink/15 bg-white text-ink' : 'border-danger/30 bg-white text-ink',
      )}
    >
      {tone === 'ok' && <CircleCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-ink" />}
      <div>
        <p className={cx('font-medium', tone === 'error' && 'text-danger')}>{title}</p>
        <p className="mt-0.5 text-sm text-muted">{description}</p>
      </div>
    </div>
  );
}
