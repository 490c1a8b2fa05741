'use client';

import Image, { type ImageProps } from 'next/image';
import { useState } from 'react';
import { ImageOff } from 'lucide-react';
import { cx } from '@/lib/cx';

/**
 * An image that stays hidden until loaded, fades in over 300 ms, and shows
 * 'Image unavailable' when it fails (SPEC section 4). Without JavaScript the
 * noscript rule in the root layout shows it at once.
 */
export function SmartImage({ className, alt, onLoad, onError, ...props }: ImageProps) {
  // a priority image is the first paint (the LCP): it is shown as soon as the
  // browser has it, never held back until the page's script has run
  const [state, setState] = useState<'loading' | 'loaded' | 'error'>(
    props.priority || props.preload ? 'loaded' : 'loading',
  );
  if (state === 'error' || !props.src) {
    return (
      <div
        role="img"
        aria-label={alt || 'Image unavailable'}
        className={cx(
          'flex size-full flex-col items-center justify-center gap-2 bg-sand text-sm text-muted',
          props.fill && 'absolute inset-0',
        )}
      >
        <ImageOff aria-hidden className="size-5" />
        <span>Image unavailable</span>
      </div>
    );
  }
  return (
    <Image
      alt={alt}
      data-smart-image=""
      className={cx('transition-opacity duration-300', state === 'loaded' ? 'opacity-100' : 'opacity-0', className)}
      onLoad={(e) => {
        setState('loaded');
        onLoad?.(e);
      }}
      onError={(e) => {
        setState('error');
        onError?.(e);
      }}
      {...props}
    />
  );
}
