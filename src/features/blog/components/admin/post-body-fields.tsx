'use client';

import dynamic from 'next/dynamic';
import { errorId, FormField } from '@/components/ui/form-field';
import { Input, Textarea } from '@/components/ui/input';
import { readTimeOf } from '../../schemas';
import type { PostFields } from './post-form';

// Tiptap is big and admin-only: it is split into its own chunk, loaded by this screen alone.
const RichTextEditor = dynamic(() => import('./rich-text-editor'), {
  ssr: false,
  loading: () => (
    <div className="min-h-80 animate-pulse rounded-xl border border-line bg-sand/40" aria-hidden />
  ),
});

/** Title, excerpt and body: the main column of the post editor. */
export function PostBodyFields({
  fields: { form, errors, set, bind },
  initialHtml,
}: {
  fields: PostFields;
  /** the saved body, which the rich-text editor starts from */
  initialHtml: string;
}) {
  return (
    <div className="min-w-0 space-y-5">
      <FormField id="post-title" label="Title" required error={errors.title}>
        <Input
          {...bind('title', 'post-title')}
          required
          maxLength={200}
          autoComplete="off"
          className="h-13 font-display text-2xl"
        />
      </FormField>
      <FormField
        id="post-excerpt"
        label="Excerpt"
        hint="One or two sentences for the blog cards, search results and link previews."
        error={errors.excerpt}
      >
        <Textarea {...bind('excerpt', 'post-excerpt')} rows={3} maxLength={600} />
      </FormField>
      <div className="space-y-1.5">
        <div className="flex items-baseline justify-between gap-3">
          <span id="post-body-label" className="text-sm font-medium text-ink">
            Body
          </span>
          <span className="text-xs text-muted" aria-live="polite">
            {readTimeOf(form.content)}
          </span>
        </div>
        <RichTextEditor
          initialHtml={initialHtml}
          labelledBy="post-body-label"
          invalid={!!errors.content}
          onChange={(html) => set('content', html)}
        />
        {errors.content ? (
          <p id={errorId('post-content')} className="text-sm text-danger">
            {errors.content}
          </p>
        ) : null}
      </div>
    </div>
  );
}
