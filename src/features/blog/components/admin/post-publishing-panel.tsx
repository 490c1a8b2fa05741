'use client';

import { ManagerPanel } from '@/components/admin';
import { errorId, FormField } from '@/components/ui/form-field';
import { Input, Select } from '@/components/ui/input';
import { Switch } from '@/components/ui/switch';
import type { AdminPost } from '../../admin-queries';
import { POST_STATUS_LABELS, POST_STATUSES, type PostStatus } from '../../schemas';
import type { PostFields } from './post-form';

/** Status, the schedule of a scheduled post, and Featured. */
export function PostPublishingPanel({
  fields: { form, errors, setErrors, set },
  post,
}: {
  fields: PostFields;
  post: AdminPost | null;
}) {
  // the schedule's one message belongs to the date, the time and the status together
  const clearSchedule = () =>
    setErrors((current) => {
      if (!('publishedAt' in current)) return current;
      const { publishedAt: _gone, ...rest } = current;
      return rest;
    });
  const invalid = {
    'aria-invalid': !!errors.publishedAt || undefined,
    'aria-describedby': errors.publishedAt ? errorId('post-publishedAt') : undefined,
  };

  return (
    <ManagerPanel title="Publishing" bodyClassName="space-y-4">
      <FormField id="post-status" label="Status">
        <Select
          id="post-status"
          value={form.status}
          onChange={(e) => {
            set('status', e.target.value as PostStatus);
            clearSchedule();
          }}
        >
          {POST_STATUSES.map((s) => (
            <option key={s} value={s}>
              {POST_STATUS_LABELS[s]}
            </option>
          ))}
        </Select>
      </FormField>
      {form.status === 'scheduled' ? (
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-ink">Publish on</legend>
          <div className="grid grid-cols-[1fr_7.5rem] gap-2">
            {(['date', 'time'] as const).map((part) => (
              <div key={part} className="contents">
                <label className="sr-only" htmlFor={`post-publish-${part}`}>
                  Publication {part}
                </label>
                <Input
                  id={`post-publish-${part}`}
                  type={part}
                  value={form[part]}
                  suppressHydrationWarning
                  {...invalid}
                  onChange={(e) => {
                    set(part, e.target.value);
                    clearSchedule();
                  }}
                />
              </div>
            ))}
          </div>
          {errors.publishedAt ? (
            <p id={errorId('post-publishedAt')} className="text-sm text-danger">
              {errors.publishedAt}
            </p>
          ) : (
            <p className="text-xs text-muted">
              In your time zone. The post appears on the blog, in search, the sitemap and the RSS
              feed at that moment.
            </p>
          )}
        </fieldset>
      ) : form.status === 'published' ? (
        <p className="text-xs text-muted">
          {post?.status === 'published' && post.publishedAt
            ? `Published ${new Date(post.publishedAt).toLocaleDateString('en-GB', { dateStyle: 'long', timeZone: 'UTC' })}.`
            : 'The post goes live as soon as you save.'}
        </p>
      ) : (
        <p className="text-xs text-muted">
          Only you, and anyone you send the preview link to, can read a draft.
        </p>
      )}
      <div className="flex items-center justify-between gap-4">
        <label htmlFor="post-featured" className="text-sm font-medium text-ink">
          Featured post
        </label>
        <Switch
          id="post-featured"
          checked={form.featured}
          onCheckedChange={(value) => set('featured', value)}
        />
      </div>
    </ManagerPanel>
  );
}
