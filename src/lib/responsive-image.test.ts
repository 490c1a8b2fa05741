import { describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS, imageSrcAt, imageSrcSet, widthsFor } from './responsive-image';

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

  it('lists only the widths a screen can pick for an image of fixed size', () => {
    // 144 CSS pixels: 160 covers it at 1x, 640 at 3x (432)
    expect(widthsFor('144px')).toEqual([160, 256, 384, 640]);
    expect(widthsFor('(min-width: 768px) 300px, 150px')).toEqual([160, 256, 384, 640, 828, 1080]);
    expect(widthsFor('2000px')).toEqual([1920]);
    expect(imageSrcSet('/media/project-images/a1.webp', '144px')!.split(', ')).toHaveLength(4);
  });

  it('lists every width when the image follows the screen’s width', () => {
    expect(widthsFor('100vw')).toEqual(IMAGE_WIDTHS);
    expect(widthsFor('(min-width: 1024px) 600px, 100vw')).toEqual(IMAGE_WIDTHS);
    expect(widthsFor()).toEqual(IMAGE_WIDTHS);
  });
});
