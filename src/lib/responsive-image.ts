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

/** A `srcset` over every width, or undefined when the image has only one size. */
export function imageSrcSet(src: string): string | undefined {
  if (!isResizableSrc(src)) return undefined;
  return IMAGE_WIDTHS.map((w) => `${imageSrcAt(src, w)} ${w}w`).join(', ');
}
