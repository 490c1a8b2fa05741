import { describe, expect, it } from 'vitest';
import { sanitizeArticleHtml } from './sanitize-html';

describe('sanitizeArticleHtml', () => {
  it('removes script elements together with their code', () => {
    const out = sanitizeArticleHtml('<p>Before</p><script>alert("x")</script><p>After</p>');
    expect(out).toBe('<p>Before</p><p>After</p>');
    expect(out).not.toContain('alert');
  });

  it('removes style, iframe and svg payloads', () => {
    const out = sanitizeArticleHtml(
      '<style>body{display:none}</style><iframe src="https://evil.example"></iframe><svg onload="alert(1)"><circle/></svg><p>Text</p>',
    );
    expect(out).toBe('<p>Text</p>');
  });

  it('strips inline event handlers', () => {
    const out = sanitizeArticleHtml(
      '<p onclick="steal()">Hi <img src="https://example.com/a.jpg" alt="A" onerror="steal()"></p>',
    );
    expect(out).not.toMatch(/onclick|onerror|steal/);
    expect(out).toContain('<p>Hi ');
    expect(out).toContain('src="https://example.com/a.jpg"');
  });

  it('removes javascript: and data: links but keeps the text', () => {
    expect(sanitizeArticleHtml('<a href="javascript:alert(1)">click</a>')).toBe('<a>click</a>');
    expect(sanitizeArticleHtml('<a href="JaVaScRiPt:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeArticleHtml('<a href="&#106;avascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeArticleHtml('<a href="data:text/html,<script>alert(1)</script>">x</a>')).toBe(
      '<a>x</a>',
    );
  });

  it('drops style and class attributes', () => {
    expect(sanitizeArticleHtml('<p style="position:fixed" class="x">Body</p>')).toBe('<p>Body</p>');
  });

  it('keeps the markup an article needs', () => {
    const html =
      '<h2>Light first</h2><p>We <strong>start</strong> with <em>daylight</em>.</p>' +
      '<ul><li>One</li><li>Two</li></ul><ol><li>First</li></ol>' +
      '<blockquote><p>Material is memory.</p></blockquote><h3>Detail</h3>' +
      '<figure><img src="/media/a.jpg" alt="Atrium"><figcaption>The atrium</figcaption></figure>' +
      '<table><thead><tr><th scope="col">Phase</th></tr></thead><tbody><tr><td>Brief</td></tr></tbody></table>';
    const out = sanitizeArticleHtml(html);
    for (const fragment of [
      '<h2>Light first</h2>',
      '<strong>start</strong>',
      '<em>daylight</em>',
      '<ul><li>One</li><li>Two</li></ul>',
      '<ol><li>First</li></ol>',
      '<blockquote><p>Material is memory.</p></blockquote>',
      '<h3>Detail</h3>',
      '<figcaption>The atrium</figcaption>',
      '<th scope="col">Phase</th>',
      '<td>Brief</td>',
    ]) {
      expect(out).toContain(fragment);
    }
    expect(out).toContain('src="/media/a.jpg"');
    expect(out).toContain('alt="Atrium"');
  });

  it('opens external links safely in a new tab and leaves internal links alone', () => {
    expect(sanitizeArticleHtml('<a href="https://example.com">Out</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">Out</a>',
    );
    expect(sanitizeArticleHtml('<a href="/projects/3" target="_blank">In</a>')).toBe(
      '<a href="/projects/3">In</a>',
    );
    expect(sanitizeArticleHtml('<a href="mailto:hello@example.com">Mail</a>')).toBe(
      '<a href="mailto:hello@example.com">Mail</a>',
    );
  });

  it('demotes h1 to h2 and lazy-loads images', () => {
    expect(sanitizeArticleHtml('<h1>Title</h1>')).toBe('<h2>Title</h2>');
    expect(sanitizeArticleHtml('<img src="https://example.com/a.jpg" alt="A">')).toContain(
      'loading="lazy"',
    );
  });

  it('escapes stray angle brackets in text', () => {
    expect(sanitizeArticleHtml('<p>1 < 2 & 3 > 2</p>')).toBe('<p>1 &lt; 2 &amp; 3 &gt; 2</p>');
  });
});
