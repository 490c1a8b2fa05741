import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { Analytics } from './analytics';
import { isAnalyticsId } from './analytics-id';

describe('isAnalyticsId', () => {
  it('accepts Google tag ids', () => {
    expect(isAnalyticsId('G-ABC123XYZ9')).toBe(true);
    expect(isAnalyticsId(' G-ABC123XYZ9 ')).toBe(true);
    expect(isAnalyticsId('UA-12345678-1')).toBe(true);
  });

  it('rejects empty and unsafe values', () => {
    expect(isAnalyticsId(null)).toBe(false);
    expect(isAnalyticsId('')).toBe(false);
    expect(isAnalyticsId("G-1');alert(1);//")).toBe(false);
    expect(isAnalyticsId('something')).toBe(false);
  });
});

describe('Analytics', () => {
  it('writes nothing without a valid measurement id', () => {
    expect(renderToStaticMarkup(<Analytics id={null} />)).toBe('');
    expect(renderToStaticMarkup(<Analytics id="G-1');alert(1);//" />)).toBe('');
  });

  it('puts no Google script in the page, even with an id: only the banner decides', () => {
    // server-rendered, the banner waits for the browser (its answer lives there)
    const html = renderToStaticMarkup(<Analytics id=" G-ABC123XYZ9 " />);
    expect(html).not.toContain('googletagmanager');
    expect(html).not.toContain('gtag(');
  });
});
