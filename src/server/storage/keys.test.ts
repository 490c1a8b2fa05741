import { describe, expect, it } from 'vitest';
import { contentTypeFor, isValidKey, keyFromMediaUrl, mediaUrl } from './keys';

describe('storage keys', () => {
  it.each([
    'project-images/seed/harbour-residence-1.webp',
    'a.png',
    'project-videos/2026/11/clip_01.mp4',
    'UPPER/lower-Mixed_09.JPG',
  ])('accepts %s', (key) => expect(isValidKey(key)).toBe(true));

  it.each([
    ['empty', ''],
    ['parent segment', 'project-images/../secret.txt'],
    ['leading parent', '../etc/passwd'],
    ['double dots inside a name', 'a..b.png'],
    ['absolute path', '/etc/passwd'],
    ['trailing slash', 'project-images/'],
    ['empty segment', 'project-images//a.png'],
    ['hidden file', 'project-images/.a.png.1234.tmp'],
    ['dot segment', 'project-images/./a.png'],
    ['backslash', 'project-images\\a.png'],
    ['space', 'project images/a.png'],
    ['percent-encoding', 'project-images/%2e%2e/a.png'],
    ['unicode', 'projekt/bild-ä.png'],
    ['null byte', 'a.png\u0000.txt'],
    ['too long', `${'a'.repeat(600)}.png`],
  ])('rejects %s', (_label, key) => expect(isValidKey(key)).toBe(false));

  it('maps extensions to content types', () => {
    expect(contentTypeFor('x/a.webp')).toBe('image/webp');
    expect(contentTypeFor('x/a.JPG')).toBe('image/jpeg');
    expect(contentTypeFor('x/a.jpeg')).toBe('image/jpeg');
    expect(contentTypeFor('x/a.png')).toBe('image/png');
    expect(contentTypeFor('x/a.avif')).toBe('image/avif');
    expect(contentTypeFor('x/a.svg')).toBe('image/svg+xml');
    expect(contentTypeFor('x/a.mp4')).toBe('video/mp4');
    expect(contentTypeFor('x/a.webm')).toBe('video/webm');
    expect(contentTypeFor('x/a.mov')).toBe('video/quicktime');
    expect(contentTypeFor('x/a.bin')).toBe('application/octet-stream');
    expect(contentTypeFor('x/noextension')).toBe('application/octet-stream');
  });

  it('turns keys into /media URLs and back', () => {
    expect(mediaUrl('project-images/a.webp')).toBe('/media/project-images/a.webp');
    expect(keyFromMediaUrl('/media/project-images/a.webp?w=2')).toBe('project-images/a.webp');
    expect(keyFromMediaUrl('/media/../a.webp')).toBeNull();
    expect(keyFromMediaUrl('https://example.com/media/a.webp')).toBeNull();
  });
});
