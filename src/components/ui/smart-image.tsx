'use client';

import { useCallback, useState } from 'react';
import { ImageOff } from '@/components/ui/icons/image-off';
import { cx } from '@/lib/cx';
import { LARGEST_IMAGE_WIDTH, imageSrcAt, imageSrcSet } from '@/lib/responsive-image';

type Props = Omit<
  React.ComponentProps<'img'>,
  'src' | 'srcSet' | 'sizes' | 'width' | 'height' | 'onLoad' | 'onError'
> & {
  src: string | null | undefined;
  alt: string;
  /** The image fills its positioned parent, whose box (an aspect ratio) is known before it loads. */
  fill: true;
  /** How wide the image is shown, as for `<img sizes>`. */
  sizes: string;
  /** The first paint (the page's LCP): loaded at once, preloaded from the head, never faded in. */
  priority?: boolean;
  /** Called once the image has loaded or failed, even if that happened before hydration. */
  onSettled?: () => void;
};

/**
 * An image that stays hidden until loaded, fades in over 300 ms, and shows
 * 'Image unavailable' when it fails. Library images come in
 * the widths of IMAGE_WIDTHS a screen can need for `sizes` (src/lib/responsive-image.ts) and the
 * browser picks one.
 * Visibility follows the `data-loaded` attribute, which the root layout's head script
 * (IMAGE_LOAD_MARKER) sets on load even before hydration, and this component sets after it.
 * Without JavaScript the noscript rule in the root layout shows it at once.
 *
 * Our own element rather than next/image: next/image's client code would be
 * the largest part of the landing page's JavaScript.
 */
export function SmartImage({
  src,
  alt,
  sizes,
  priority,
  className,
  onSettled,
  loading,
  fill: _fill,
  ...props
}: Props) {
  // An image on the first screen (priority or eager) is shown as it arrives: a fade there
  // would only hold back the first paint (the browser counts an image as painted once its
  // fade has finished).
  const [state, setState] = useState<'loading' | 'loaded' | 'error'>(
    priority || loading === 'eager' ? 'loaded' : 'loading',
  );
  // an image the browser finished before hydration fires no load event React sees
  const seeComplete = useCallback(
    (img: HTMLImageElement | null) => {
      if (!img?.complete) return;
      setState(img.naturalWidth > 0 ? 'loaded' : 'error');
      onSettled?.();
    },
    [onSettled],
  );

  if (state === 'error' || !src) {
    return (
      <div
        role="img"
        aria-label={alt || 'Image unavailable'}
        className="absolute inset-0 flex size-full flex-col items-center justify-center gap-2 bg-sand text-sm text-muted"
      >
        <ImageOff aria-hidden className="size-5" />
        <span>Image unavailable</span>
      </div>
    );
  }

  const srcSet = imageSrcSet(src, sizes);
  const fallback = imageSrcAt(src, LARGEST_IMAGE_WIDTH);
  return (
    // eslint-disable-next-line @next/next/no-img-element -- see above: next/image costs more than it brings here
    <img
      ref={seeComplete}
      {...props}
      src={fallback}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      loading={priority ? 'eager' : (loading ?? 'lazy')}
      // React's server renderer turns an eager high-priority <img> into a <link rel=preload> in the head
      fetchPriority={priority ? 'high' : props.fetchPriority}
      decoding="async"
      data-smart-image=""
      data-loaded={state === 'loaded' ? '' : undefined}
      // the head script may have added data-loaded before hydration
      suppressHydrationWarning
      className={cx(
        'absolute inset-0 size-full opacity-0 transition-opacity duration-300 data-loaded:opacity-100',
        className,
      )}
      onLoad={() => {
        setState('loaded');
        onSettled?.();
      }}
      onError={() => {
        setState('error');
        onSettled?.();
      }}
    />
  );
}
