'use client';

import { useState } from 'react';
import { toast } from '@/components/ui/toast-outlet';
import { FormField, errorId } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/input';
import { Switch } from '@/components/ui/switch';
import { updateMediaAltAction } from '../actions';
import { ALT_MAX } from '../schemas';
import type { MediaItem } from '../types';

/** The form id the details dialog's footer submits. */
export const altFormId = (item: MediaItem) => `alt-form-${item.id}`;

/** An image's alt text, or its mark as decorative; submitted by the dialog's 'Save alt text'. */
export function AltTextForm({
  item,
  onSaved,
  onSaving,
}: {
  item: MediaItem;
  onSaved: (item: MediaItem) => void;
  onSaving: (saving: boolean) => void;
}) {
  const [alt, setAlt] = useState(item.alt);
  const [decorative, setDecorative] = useState(item.decorative);
  const [error, setError] = useState<string | null>(null);

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!decorative && !alt.trim()) {
      setError('Describe the image, or mark it as decorative.');
      return;
    }
    onSaving(true);
    const result = await updateMediaAltAction({ id: item.id, alt, decorative });
    onSaving(false);
    if (!result.ok) {
      setError(result.fieldErrors?.alt ?? result.message);
      toast.error(result.message);
      return;
    }
    setError(null);
    toast.success('Alt text saved');
    onSaved({ ...item, alt: result.data.alt, decorative: result.data.decorative });
  };

  return (
    <form id={altFormId(item)} onSubmit={save} className="space-y-3">
      <FormField
        id={`alt-${item.id}`}
        label="Alt text"
        error={error}
        hint="What the image shows, for people who cannot see it. Public pages never show an image without it unless it is decorative."
      >
        <Textarea
          id={`alt-${item.id}`}
          rows={3}
          value={alt}
          maxLength={ALT_MAX}
          disabled={decorative}
          onChange={(e) => {
            setAlt(e.target.value);
            setError(null);
          }}
          aria-invalid={!!error}
          aria-describedby={error ? errorId(`alt-${item.id}`) : undefined}
          placeholder="e.g. Dusk view of a timber pavilion on a coastal headland"
        />
      </FormField>
      <label className="flex items-center gap-3 text-sm text-ink">
        <Switch
          checked={decorative}
          onCheckedChange={(v) => {
            setDecorative(v);
            setError(null);
          }}
          aria-label="Decorative image"
        />
        Decorative only (screen readers skip it)
      </label>
    </form>
  );
}
