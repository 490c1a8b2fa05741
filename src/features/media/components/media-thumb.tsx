'use client';

import { Film } from 'lucide-react';
import { SmartImage } from '@/components/ui/smart-image';
import { cn } from '@/lib/utils';
import type { MediaKind } from '../types';

/**
 * A square preview: images as a small resized copy (SmartImage, not the
 * original), videos as their first frame.
 */
export function MediaThumb({
  url,
  fileType,
  alt,
  sizes = '(min-width: 1280px) 16vw, (min-width: 768px) 25vw, 50vw',
  fit = 'cover',
  focus,
  className,
}: {
  fit?: 'cover' | 'contain';
  /** the image's object-position (its focal point) when it is cropped */
  focus?: string;
  url: string;
  fileType: MediaKind;
  alt: string;
  sizes?: string;
  className?: string;
}) {
  return (
    <div className={cn('relative aspect-square overflow-hidden bg-sand', className)}>
      {fileType === 'image' ? (
        <SmartImage
          src={url}
          alt={alt}
          fill
          sizes={sizes}
          style={fit === 'cover' && focus ? { objectPosition: focus } : undefined}
          className={fit === 'contain' ? 'object-contain' : 'object-cover'}
        />
      ) : (
        <>
          {/* #t=0.1 asks for the first frame as the poster; no sound, nothing plays */}
          <video
            src={`${url}#t=0.1`}
            preload="metadata"
            muted
            playsInline
            aria-label={alt || 'Video'}
            className={cn('size-full', fit === 'contain' ? 'object-contain' : 'object-cover')}
          />
          <span className="absolute right-2 bottom-2 inline-flex items-center gap-1 rounded-full bg-ink/75 px-2 py-0.5 text-xs text-paper">
            <Film aria-hidden className="size-3" /> Video
          </span>
        </>
      )}
    </div>
  );
}
