// Library images are served in responsive sizes by the /media route (`?w=`, an
// AVIF/WebP copy made with sharp and kept beside the original: see
// src/features/media/variants.ts). Other sources are used as they are.

/** Every width the /media route makes; a request for another width gets the next one up. */
export const IMAGE_WIDTHS = [96, 160, 256, 384, 640, 828, 1080, 1280, 1920] as const;

/** The `src` of an image whose `srcset` the browser ignores: the largest size. */
export const LARGEST_IMAGE_WIDTH = Math.max(...IMAGE_WIDTHS);

/** A library image that has sizes (a GIF keeps its frames, so it is served whole). */
export function isResizableSrc(src: string): boolean {
  return src.startsWith('/media/project-images/') && !/\.gif$/i.test(src);
}

/** The URL of `src` at (at least) `width` pixels wide. */
export function imageSrcAt(src: string, width: number): string {
  return isResizableSrc(src) ? `${src}?w=${width}` : src;
}

// the screens' densities a srcset is written for: a browser picks the width that covers the
// shown size at its own
const DENSITIES = [1, 3] as const;

/**
 * The widths a browser can pick for an image shown at `sizes`: when every size it names is in
 * pixels, those from the one that covers the smallest at the lowest density to the one that
 * covers the largest at the highest; otherwise (a size in `vw`) every width.
 */
export function widthsFor(sizes?: string): readonly number[] {
  const lengths = (sizes ?? '').split(',').map((s) => s.trim().split(/\s+/).at(-1) ?? '');
  const pixels = lengths.map((l) => (/^\d+(\.\d+)?px$/.test(l) ? parseFloat(l) : NaN));
  if (pixels.length === 0 || pixels.some(Number.isNaN)) return IMAGE_WIDTHS;
  const covering = (width: number) => {
    const i = IMAGE_WIDTHS.findIndex((w) => w >= width);
    return i === -1 ? IMAGE_WIDTHS.length - 1 : i;
  };
  const from = covering(Math.min(...pixels) * DENSITIES[0]);
  const to = covering(Math.max(...pixels) * DENSITIES[1]);
  return IMAGE_WIDTHS.slice(from, to + 1);
}

/**
 * A `srcset` over the widths a browser can pick for `sizes` (every width without it), or
 * undefined when the image has only one size.
 */
export function imageSrcSet(src: string, sizes?: string): string | undefined {
  if (!isResizableSrc(src)) return undefined;
  return widthsFor(sizes)
    .map((w) => `${imageSrcAt(src, w)} ${w}w`)
    .join(', ');
}
