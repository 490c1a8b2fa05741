import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { contentSecurityPolicy, inlineScriptHashes, newNonce, nonceOf } from './csp.mjs';

const directives = (policy: string) =>
  new Map(
    policy.split(';').map((d) => {
      const [name = '', ...values] = d.trim().split(/\s+/);
      return [name, values] as const;
    }),
  );

describe('contentSecurityPolicy', () => {
  const site = { mediaOrigins: [], analytics: false };

  it('would stop a stored script: no inline script or eval without a nonce or hash, no plugins, no framing', () => {
    const policy = directives(contentSecurityPolicy({ nonce: 'abc' }, site));
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('script-src')).toEqual(["'self'", "'nonce-abc'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('frame-src')).toEqual(['https://www.youtube-nocookie.com']);
    expect(policy.get('report-uri')).toEqual(['/api/csp-report']);
    const all = [...policy.values()].flat();
    expect(all).not.toContain("'unsafe-eval'");
    expect(policy.get('script-src')).not.toContain("'unsafe-inline'");
  });

  it('vouches for a cached page by the hashes of its scripts', () => {
    const policy = directives(contentSecurityPolicy({ hashes: ['sha256-A', 'sha256-B'] }, site));
    expect(policy.get('script-src')).toEqual(["'self'", "'sha256-A'", "'sha256-B'"]);
  });

  it('allows Google Analytics and an S3 media origin only when configured', () => {
    const bare = contentSecurityPolicy({ nonce: 'n' }, site);
    expect(bare).not.toMatch(/google/);
    const full = directives(
      contentSecurityPolicy(
        { nonce: 'n' },
        { mediaOrigins: ['https://media.example.com'], analytics: true },
      ),
    );
    expect(full.get('script-src')).toContain('https://www.googletagmanager.com');
    expect(full.get('connect-src')).toContain('https://*.google-analytics.com');
    expect(full.get('img-src')).toContain('https://media.example.com');
    expect(full.get('media-src')).toContain('https://media.example.com');
  });

  it("adds eval and the websocket only for Next's development server", () => {
    const dev = directives(contentSecurityPolicy({ nonce: 'n' }, site, { dev: true }));
    expect(dev.get('script-src')).toContain("'unsafe-eval'");
    expect(dev.get('connect-src')).toContain('ws:');
  });
});

describe('inlineScriptHashes', () => {
  const sha = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;

  it('hashes each inline script once, as the browser reads it', () => {
    const html =
      '<head><script>a()</script></head><body><p>&lt;script&gt;x()&lt;/script&gt;</p>' +
      '<script nonce="n">self.__next_f.push([1,"\\u003c/script\\u003e é"])</script>' +
      '<script type="module">b()</script><SCRIPT>a()</SCRIPT></body>';
    expect(inlineScriptHashes(html)).toEqual([
      sha('a()'),
      sha('self.__next_f.push([1,"\\u003c/script\\u003e é"])'),
      sha('b()'),
    ]);
  });

  it('leaves out external scripts and data blocks, which no hash vouches for', () => {
    const html =
      '<script src="/_next/static/a.js" async=""></script>' +
      '<script type="application/ld+json">{"a":1}</script>';
    expect(inlineScriptHashes(html)).toEqual([]);
  });
});

describe('nonces', () => {
  it('are fresh each time and read back from a policy', () => {
    const a = newNonce();
    expect(a).not.toBe(newNonce());
    expect(Buffer.from(a, 'base64')).toHaveLength(16);
    expect(
      nonceOf(contentSecurityPolicy({ nonce: a }, { mediaOrigins: [], analytics: false })),
    ).toBe(a);
    expect(nonceOf(null)).toBeUndefined();
  });
});
