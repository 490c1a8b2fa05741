'use client';

import { useId, useRef, useState } from 'react';
import { Upload } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { acceptAttribute } from '../client-api';
import type { MediaAccept } from '../types';

/** A drop target with a real file input inside: files arrive by picking or by dragging in. */
export function DropZone({
  accept = 'any',
  onFiles,
  compact = false,
  className,
}: {
  accept?: MediaAccept;
  onFiles: (files: File[]) => void;
  compact?: boolean;
  className?: string;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const what =
    accept === 'image'
      ? 'JPEG, PNG, WebP, AVIF or GIF'
      : accept === 'video'
        ? 'MP4 or WebM'
        : 'Images (JPEG, PNG, WebP, AVIF, GIF) or videos (MP4, WebM)';
  return (
    <div
      onDragOver={(e) => {
        if (!e.dataTransfer.types.includes('Files')) return;
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(e) => {
        e.preventDefault();
        setOver(false);
        if (e.dataTransfer.files.length > 0) onFiles(Array.from(e.dataTransfer.files));
      }}
      data-drop-zone=""
      className={cn(
        'flex flex-col items-center justify-center gap-3 rounded-2xl border border-dashed text-center transition-colors',
        compact ? 'px-4 py-5 sm:flex-row sm:gap-4' : 'px-6 py-10',
        over ? 'border-ink bg-sand' : 'border-ink/25 bg-white',
        className,
      )}
    >
      {!compact ? <Upload aria-hidden className="size-6 text-muted" /> : null}
      <div className={cn('text-sm text-muted', compact && 'sm:text-left')}>
        <p className="font-medium text-ink">Drop files here, or choose them</p>
        <p>{what}, several at once.</p>
      </div>
      <label
        htmlFor={id}
        className={cn(
          buttonVariants({ variant: 'outline', size: 'sm' }),
          'cursor-pointer focus-within:ring-4 focus-within:ring-ink/15',
        )}
      >
        <Upload aria-hidden /> Upload files
        <input
          ref={input}
          id={id}
          type="file"
          multiple
          accept={acceptAttribute(accept)}
          className="sr-only"
          onChange={(e) => {
            const files = e.target.files ? Array.from(e.target.files) : [];
            // the same file chosen again must fire change again
            e.target.value = '';
            if (files.length > 0) onFiles(files);
          }}
        />
      </label>
    </div>
  );
}
