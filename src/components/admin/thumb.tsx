'use client';

import { Film, ImageOff, type LucideIcon } from 'lucide-react';
import { SmartImage } from '@/components/ui/smart-image';
import { cn } from '@/lib/utils';

const isVideo = (url: string) => /\.(mp4|webm|m4v|mov)(\?|#|$)/i.test(url);

/** A small preview of an item's picture in a list or card; a quiet placeholder when there is none. */
export function Thumb({
  url,
  alt,
  className,
  sizes = '96px',
  placeholder: Placeholder = ImageOff,
  fit = 'cover',
}: {
  url: string | null;
  alt: string;
  className?: string;
  sizes?: string;
  placeholder?: LucideIcon;
  /** 'contain' for logos */
  fit?: 'cover' | 'contain';
}) {
  return (
    <div
      className={cn('relative overflow-hidden rounded-lg border border-line bg-sand', className)}
    >
      {url && !isVideo(url) ? (
        <SmartImage
          src={url}
          alt={alt}
          fill
          sizes={sizes}
          className={fit === 'contain' ? 'object-contain p-1.5' : 'object-cover'}
        />
      ) : (
        <div className="absolute inset-0 flex items-center justify-center text-muted">
          {url ? (
            <Film className="size-5" aria-label={`Video: ${alt}`} />
          ) : (
            <Placeholder className="size-5" aria-hidden />
          )}
        </div>
      )}
    </div>
  );
}

/** A card's picture across its top, in the cards' shape and sizes. */
export function CardThumb(props: { url: string | null; alt: string; placeholder: LucideIcon }) {
  return (
    <Thumb
      {...props}
      className="aspect-[2/1] rounded-none border-0 border-b"
      sizes="(min-width: 1280px) 25vw, (min-width: 640px) 45vw, 100vw"
    />
  );
}

export { isVideo as looksLikeVideo };
