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

  it('loads the Google tag for the id set in Site Settings', () => {
    const html = renderToStaticMarkup(<Analytics id=" G-ABC123XYZ9 " />);
    expect(html).toContain('src="https://www.googletagmanager.com/gtag/js?id=G-ABC123XYZ9"');
    expect(html).toContain(`gtag('config',"G-ABC123XYZ9",{anonymize_ip:true})`);
  });
});
