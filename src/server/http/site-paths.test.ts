import { describe, expect, it } from 'vitest';
import { isBackOfficePath, pathOf } from './site-paths.mjs';

describe('site paths', () => {
  it('reads a path as a browser would have sent it', () => {
    expect(pathOf('/blog/./1')).toBe('/blog/1');
    expect(pathOf('/admin/../blog')).toBe('/blog');
    expect(pathOf('/blog/1')).toBe('/blog/1');
  });

  it('tells the back office, sign-in and the API from public pages', () => {
    for (const path of ['/admin', '/admin/inbox', '/auth', '/api/thing', '/%61dmin', '/x/../auth'])
      expect(isBackOfficePath(path), path).toBe(true);
    for (const path of ['/', '/blog/1', '/administration', '/authors', '/apis', '/admin/../blog'])
      expect(isBackOfficePath(path), path).toBe(false);
  });

  it('reads a broken percent-encoding as it stands', () => {
    expect(isBackOfficePath('/admin/%E0%A4%A')).toBe(true);
    expect(isBackOfficePath('/blog/%E0%A4%A')).toBe(false);
  });
});
