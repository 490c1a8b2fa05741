'use client';

import { useState } from 'react';
import { ImagePlus, X } from 'lucide-react';
import { looksLikeVideo } from '@/components/admin';
import { Button } from '@/components/ui/button';
import { errorId } from '@/components/ui/form-field';
import { cn } from '@/lib/utils';
import type { MediaAccept } from '../types';
import { MediaPicker } from './media-picker';
import { MediaThumb } from './media-thumb';

export type MediaFieldValue = { url: string; alt: string; mediaId: number | null };

export type MediaFieldProps = {
  id: string;
  label: string;
  /** the chosen file's URL */
  value: string | null;
  alt?: string;
  onChange: (value: MediaFieldValue | null) => void;
  accept?: MediaAccept;
  required?: boolean;
  error?: string;
};

/** A form field holding one media file: its thumbnail, 'Choose from library' and 'Remove'. */
export function MediaField({
  id,
  label,
  value,
  alt = '',
  onChange,
  accept = 'image',
  required,
  error,
}: MediaFieldProps) {
  const [open, setOpen] = useState(false);
  const describedBy = error ? errorId(id) : undefined;
  return (
    <div
      className="space-y-1.5"
      role="group"
      aria-labelledby={`${id}-label`}
      aria-describedby={describedBy}
    >
      <div id={`${id}-label`} className="text-sm font-medium text-ink">
        {label}
        {required ? (
          <span aria-hidden className="text-accent-strong">
            {' '}
            *
          </span>
        ) : null}
      </div>
      <div
        className={cn(
          'flex items-center gap-3 rounded-xl border bg-white p-3 sm:gap-4',
          error ? 'border-danger' : 'border-line',
        )}
      >
        <div className="w-20 shrink-0 sm:w-24 overflow-hidden rounded-lg border border-line">
          {value ? (
            <MediaThumb
              url={value}
              fileType={looksLikeVideo(value) ? 'video' : 'image'}
              alt={alt}
              sizes="96px"
            />
          ) : (
            <div className="flex aspect-square items-center justify-center bg-sand text-muted">
              <ImagePlus aria-hidden className="size-6" />
            </div>
          )}
        </div>
        <div className="min-w-0 flex-1 space-y-2">
          <p className="truncate text-xs text-muted" title={value ?? undefined}>
            {value ? value.split('/').pop() : 'No file chosen'}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button
              id={id}
              type="button"
              variant="outline"
              size="sm"
              onClick={() => setOpen(true)}
              aria-invalid={!!error || undefined}
            >
              <ImagePlus aria-hidden /> Choose from library
            </Button>
            {value ? (
              <Button type="button" variant="ghost" size="sm" onClick={() => onChange(null)}>
                <X aria-hidden /> Remove
              </Button>
            ) : null}
          </div>
        </div>
      </div>
      {error ? (
        <p id={errorId(id)} className="text-sm text-danger">
          {error}
        </p>
      ) : null}
      <MediaPicker
        open={open}
        onOpenChange={setOpen}
        accept={accept}
        onSelect={([item]) => {
          if (item) onChange({ url: item.url, alt: item.alt, mediaId: item.id });
        }}
      />
    </div>
  );
}
