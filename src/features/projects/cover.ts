import type { GalleryItem } from '@/server/db/schema';

/**
 * A project's cover: its cover_image, else its first gallery item.
 * Videos are skipped because an image element cannot show them; with no image at
 * all the card shows the 'Image unavailable' box.
 */
export function resolveCover(project: {
  title: string;
  coverImage: string | null;
  coverAlt?: string | null;
  images: GalleryItem[];
}): { src: string | null; alt: string } {
  if (project.coverImage) {
    const match = project.images.find((item) => item.url === project.coverImage);
    return { src: project.coverImage, alt: project.coverAlt || match?.alt || project.title };
  }
  const first = project.images.find((item) => item.type === 'image' && item.url);
  if (first) return { src: first.url, alt: first.alt || project.title };
  return { src: null, alt: project.title };
}
