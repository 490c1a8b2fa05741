'use client';

import { useCallback } from 'react';
import { errorId, FormField } from '@/components/ui/form-field';
import { SlugField } from '@/features/addresses/slug-field';
import { slugFromTitle } from '@/lib/slug';
import { Input, Textarea } from '@/components/ui/input';
import { readTimeOf } from '../../schemas';
import { RichTextEditor } from '../../editor';
import type { PostFields } from './post-form';

/** Title, excerpt and body: the main column of the post editor. */
export function PostBodyFields({
  fields: { form, errors, set, bind },
  initialHtml,
  post,
}: {
  fields: PostFields;
  /** the saved body, which the rich-text editor starts from */
  initialHtml: string;
  /** the saved post's id and address, or null for a new one */
  post: { id: number; slug: string } | null;
}) {
  const setSlug = useCallback((slug: string) => set('slug', slug), [set]);
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
      <SlugField
        kind="post"
        itemId={post?.id ?? null}
        value={form.slug}
        saved={post?.slug ?? ''}
        suggested={slugFromTitle(form.title, 'post')}
        onChange={setSlug}
        error={errors.slug}
      />
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
