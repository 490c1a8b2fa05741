'use client';

import { ManagerPanel } from '@/components/admin';
import { Badge } from '@/components/ui/badge';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { MediaField } from '@/features/media/picker';
import { tagList, type PostFields } from './post-form';

/** Category, tags and byline. */
export function PostDetailsPanel({
  fields: { form, errors, bind },
  categories,
  defaultAuthor,
}: {
  fields: PostFields;
  categories: string[];
  defaultAuthor: string;
}) {
  return (
    <ManagerPanel title="Details" bodyClassName="space-y-4">
      <FormField id="post-category" label="Category" required error={errors.category}>
        <Input
          {...bind('category', 'post-category')}
          list="post-category-options"
          required
          maxLength={80}
          autoComplete="off"
        />
        <datalist id="post-category-options">
          {categories.map((c) => (
            <option key={c} value={c} />
          ))}
        </datalist>
      </FormField>
      <FormField id="post-tags" label="Tags" hint="Separate tags with commas." error={errors.tags}>
        <Input
          {...bind('tags', 'post-tags')}
          autoComplete="off"
          placeholder="Lighting, Residential"
        />
      </FormField>
      {form.tags.trim() ? (
        <ul className="-mt-2 flex flex-wrap gap-1.5" aria-label="Tags as they will show">
          {tagList(form.tags).map((t, i) => (
            <li key={`${t}-${i}`}>
              <Badge tone="muted">{t}</Badge>
            </li>
          ))}
        </ul>
      ) : null}
      <FormField
        id="post-author"
        label="Author"
        hint={`Left empty, the byline reads ${defaultAuthor}.`}
        error={errors.author}
      >
        <Input
          {...bind('author', 'post-author')}
          maxLength={120}
          placeholder={defaultAuthor}
          autoComplete="off"
        />
      </FormField>
    </ManagerPanel>
  );
}

/** The cover image from the media library, and its alt text. */
export function PostCoverPanel({
  fields: { form, errors, setForm, bind },
}: {
  fields: PostFields;
}) {
  return (
    <ManagerPanel title="Cover image" bodyClassName="space-y-4">
      <MediaField
        id="post-imageUrl"
        label="Image"
        value={form.imageUrl || null}
        alt={form.imageAlt}
        accept="image"
        error={errors.imageUrl}
        onChange={(value) =>
          setForm((current) => ({
            ...current,
            imageUrl: value?.url ?? '',
            imageAlt: value?.alt ?? '',
          }))
        }
      />
      {form.imageUrl ? (
        <FormField
          id="post-imageAlt"
          label="Alt text"
          hint="Describe the image for people who cannot see it."
          error={errors.imageAlt}
        >
          <Input {...bind('imageAlt', 'post-imageAlt')} maxLength={300} autoComplete="off" />
        </FormField>
      ) : null}
    </ManagerPanel>
  );
}
