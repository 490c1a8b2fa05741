'use client';

import { type Field, type FieldWidth } from '@/components/admin';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import type { MediaAccept } from '../types';
import { MediaField } from './media-field';

// The media library's kinds of field for the admin kit's declared forms.

/** A file from the media library: its address, or null. */
export function mediaField({
  label,
  width,
  accept,
}: {
  label: string;
  width?: FieldWidth;
  accept?: MediaAccept;
}): Field<string | null> {
  return {
    width,
    initial: () => null,
    load: (stored) => (typeof stored === 'string' && stored ? stored : null),
    render: ({ id, value, set, error }) => (
      <MediaField
        id={id}
        label={label}
        accept={accept}
        value={value}
        error={error}
        onChange={(picked) => set(picked?.url ?? null)}
      />
    ),
  };
}

export type MediaWithAlt = { url: string | null; alt: string };

/**
 * A file from the media library with its alt text, which starts as the library's and can be
 * edited once a file is chosen.
 */
export function mediaWithAltField({
  label,
  accept,
  altLabel,
  altHint,
}: {
  label: string;
  accept?: MediaAccept;
  altLabel: string;
  altHint?: string;
}): Field<MediaWithAlt> {
  return {
    initial: () => ({ url: null, alt: '' }),
    load: (stored) => stored as MediaWithAlt,
    render: ({ id, value, set, error }) => (
      <div className="space-y-4">
        <MediaField
          id={id}
          label={label}
          accept={accept}
          value={value.url}
          alt={value.alt}
          error={error}
          onChange={(picked) => set({ url: picked?.url ?? null, alt: picked?.alt ?? '' })}
        />
        {value.url ? (
          <FormField id={`${id}-alt`} label={altLabel} hint={altHint}>
            <Input
              id={`${id}-alt`}
              value={value.alt}
              onChange={(event) => set({ ...value, alt: event.target.value })}
            />
          </FormField>
        ) : null}
      </div>
    ),
  };
}
