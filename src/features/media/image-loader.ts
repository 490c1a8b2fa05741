import type { ImageLoaderProps } from 'next/image';

/**
 * next/image loader for library files: asks the /media route for a stored,
 * resized AVIF/WebP copy (`?w=`), which is deleted together with the file.
 * Other sources are left as they are.
 */
export function mediaLoader({ src, width }: ImageLoaderProps): string {
  if (!src.startsWith('/media/project-images/') || /\.gif$/i.test(src)) return src;
  return `${src}?w=${width}`;
}

export default mediaLoader;
