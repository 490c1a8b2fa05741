import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ArrowRight } from './arrow-right';

describe('SvgIcon', () => {
  it('draws its stroke with the icon class, not with attributes', () => {
    const html = renderToStaticMarkup(<ArrowRight className="size-4" />);
    expect(html).toMatch(/^<svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true"/);
    expect(html).toContain('class="icon size-4"');
    expect(html).not.toMatch(/stroke|fill|xmlns/);
  });

  it("keeps an icon's own stroke width, in its style", () => {
    const html = renderToStaticMarkup(<ArrowRight strokeWidth={1.5} />);
    expect(html).toContain('class="icon"');
    expect(html).toContain('style="stroke-width:1.5"');
  });

  it('is announced when it has a label', () => {
    const html = renderToStaticMarkup(<ArrowRight aria-label="Next" />);
    expect(html).toContain('aria-label="Next"');
    expect(html).not.toContain('aria-hidden');
  });
});
