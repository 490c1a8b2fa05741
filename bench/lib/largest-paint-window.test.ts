import { describe, expect, it } from 'vitest';
import { beforeLargestPaint } from './largest-paint-window.mjs';

/** A Lighthouse result with the two audits the window is read from. */
function result(observed: number | undefined, requests: object[] | undefined) {
  return {
    audits: {
      metrics: { details: { items: [{ observedLargestContentfulPaint: observed }] } },
      'network-requests': requests && { details: { items: requests } },
    },
  };
}

const request = (resourceType: string, networkEndTime: number, transferSize: number) => ({
  resourceType,
  networkEndTime,
  transferSize,
  finished: true,
});

describe('beforeLargestPaint', () => {
  it('adds up, by kind, the requests that had finished when the largest element was painted', () => {
    const lhr = result(153.4, [
      request('Document', 10, 13_000),
      request('Font', 68, 22_000),
      request('Font', 72, 33_000),
      request('Stylesheet', 66, 8_000),
      request('Script', 100, 60_000),
      request('Script', 153.4, 5_000),
      request('Image', 144, 8_000),
      request('Fetch', 120, 500),
    ]);
    expect(beforeLargestPaint(lhr)).toEqual({
      observedMs: 153,
      requests: 8,
      bytes: {
        document: 13_000,
        stylesheets: 8_000,
        fonts: 55_000,
        images: 8_000,
        scripts: 65_000,
        other: 500,
      },
    });
  });

  it('leaves out what arrived after the paint and what never finished', () => {
    const lhr = result(99, [
      request('Document', 15, 2_400),
      request('Script', 75, 6_400),
      request('Script', 110, 71_000),
      { ...request('Image', 50, 9_000), finished: false },
    ]);
    expect(beforeLargestPaint(lhr)).toMatchObject({
      requests: 2,
      bytes: { document: 2_400, scripts: 6_400, images: 0 },
    });
  });

  it('is null for a result without an observed paint or a request list', () => {
    expect(beforeLargestPaint(result(undefined, []))).toBeNull();
    expect(beforeLargestPaint(result(120, undefined))).toBeNull();
    expect(beforeLargestPaint({})).toBeNull();
  });
});
