import { describe, expect, it } from 'vitest';
import { absoluteUrl, canonicalPath } from './urls';

describe('canonicalPath', () => {
  it('keeps the root as a single slash', () => {
    expect(canonicalPath('/')).toBe('/');
    expect(canonicalPath('')).toBe('/');
    expect(canonicalPath('//')).toBe('/');
  });

  it('removes trailing slashes from every other path', () => {
    expect(canonicalPath('/about/')).toBe('/about');
    expect(canonicalPath('/blog/3//')).toBe('/blog/3');
    expect(canonicalPath('/faq')).toBe('/faq');
  });

  it('adds a leading slash and drops query and fragment', () => {
    expect(canonicalPath('terms')).toBe('/terms');
    expect(canonicalPath('/search/?q=light#top')).toBe('/search');
  });
});

describe('absoluteUrl', () => {
  it('resolves site-relative paths against the origin', () => {
    expect(absoluteUrl('/media/og.jpg', 'https://studio.example/')).toBe(
      'https://studio.example/media/og.jpg',
    );
    expect(absoluteUrl('media/og.jpg', 'https://studio.example')).toBe(
      'https://studio.example/media/og.jpg',
    );
  });

  it('leaves absolute URLs alone', () => {
    expect(absoluteUrl('https://cdn.example/a.png', 'https://studio.example')).toBe(
      'https://cdn.example/a.png',
    );
  });
});
