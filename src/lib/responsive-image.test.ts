import { describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS, imageSrcAt, imageSrcSet } from './responsive-image';

describe('responsive library images', () => {
  it('asks the /media route for a width of a library image', () => {
    expect(imageSrcAt('/media/project-images/a1.jpg', 640)).toBe(
      '/media/project-images/a1.jpg?w=640',
    );
    const set = imageSrcSet('/media/project-images/a1.webp')!.split(', ');
    expect(set).toHaveLength(IMAGE_WIDTHS.length);
    expect(set[0]).toBe('/media/project-images/a1.webp?w=96 96w');
    expect(set.at(-1)).toBe('/media/project-images/a1.webp?w=1920 1920w');
  });

  it('leaves GIFs, videos and other sources whole', () => {
    for (const src of [
      '/media/project-images/a.gif',
      '/media/project-videos/b.mp4',
      'https://example.com/c.jpg',
      '/icon.png',
    ]) {
      expect(imageSrcAt(src, 640)).toBe(src);
      expect(imageSrcSet(src)).toBeUndefined();
    }
  });
});
