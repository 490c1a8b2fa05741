import { describe, expect, it } from 'vitest';
import { addressKey, parseSource, parseTarget } from './paths';

const SITE = 'https://studio.example';

describe('addressKey', () => {
  it('matches without case, percent-encoding or trailing slash', () => {
    expect(addressKey('/Portfolio/Kitchen/')).toBe('/portfolio/kitchen');
    expect(addressKey('/caf%C3%A9')).toBe('/café');
    expect(addressKey('/')).toBe('/');
    expect(addressKey('/index.php', 'page_id=5')).toBe('/index.php?page_id=5');
  });
});

describe('parseSource', () => {
  it('reads a path, or a whole link from the old site, as the address to answer', () => {
    expect(parseSource('/Old-Page.html')).toEqual({
      ok: true,
      value: { source: '/Old-Page.html', key: '/old-page.html' },
    });
    expect(parseSource('https://old.example/portfolio/kitchen/?ref=a')).toMatchObject({
      ok: true,
      value: { source: '/portfolio/kitchen/?ref=a', key: '/portfolio/kitchen?ref=a' },
    });
    expect(parseSource('/café')).toMatchObject({ ok: true, value: { source: '/caf%C3%A9' } });
  });

  it.each([
    ['', /Enter the old address/],
    ['old-page', /path on this site/],
    ['//evil.example/x', /path on this site/],
    ['/\\evil.example', /path on this site/],
    ['javascript:alert(1)', /path on this site/],
    ['/has space', /spaces/],
    ['/a#b', /spaces, #/],
    ['/a%00b', /control/],
    ['/', /home page/],
    ['/admin/blog', /back office/],
    ['/API/x', /back office/],
    ['/_next/static/x.js', /back office/],
    ['/media/project-images/a.jpg', /back office/],
    [`/${'a'.repeat(1001)}`, /too long/],
  ])('refuses %j', (source, message) => {
    const parsed = parseSource(source);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.message).toMatch(message);
  });
});

describe('parseTarget', () => {
  it('takes a site path or a full address elsewhere; this site’s own address becomes its path', () => {
    expect(parseTarget('/projects?c=1#top', SITE)).toEqual({
      ok: true,
      value: { target: '/projects?c=1#top', key: '/projects?c=1' },
    });
    expect(parseTarget('https://elsewhere.example/a b'.replace(' ', '%20'), SITE)).toEqual({
      ok: true,
      value: { target: 'https://elsewhere.example/a%20b', key: null },
    });
    expect(parseTarget('https://studio.example/About/', SITE)).toMatchObject({
      ok: true,
      value: { target: '/About/', key: '/about' },
    });
  });

  it.each([
    '',
    'evil.example/page',
    'www.evil.example',
    '//evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,hi',
    'mailto:a@b.c',
    'https://',
    '/a b',
  ])('refuses %j', (target) => {
    expect(parseTarget(target, SITE).ok).toBe(false);
  });
});
