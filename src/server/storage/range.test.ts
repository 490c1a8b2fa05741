import { describe, expect, it } from 'vitest';
import { contentRange, parseRange } from './range';

describe('parseRange', () => {
  const size = 1000;

  it('ignores a missing header, other units and multiple ranges', () => {
    expect(parseRange(null, size)).toEqual({ kind: 'none' });
    expect(parseRange('', size)).toEqual({ kind: 'none' });
    expect(parseRange('items=0-5', size)).toEqual({ kind: 'none' });
    expect(parseRange('bytes=0-10, 20-30', size)).toEqual({ kind: 'none' });
  });

  it('reads closed, open-ended and suffix ranges', () => {
    expect(parseRange('bytes=0-499', size)).toEqual({
      kind: 'partial',
      range: { start: 0, end: 499 },
    });
    expect(parseRange('bytes=500-', size)).toEqual({
      kind: 'partial',
      range: { start: 500, end: 999 },
    });
    expect(parseRange('bytes=-200', size)).toEqual({
      kind: 'partial',
      range: { start: 800, end: 999 },
    });
    expect(parseRange('bytes=999-999', size)).toEqual({
      kind: 'partial',
      range: { start: 999, end: 999 },
    });
    expect(parseRange('Bytes = 10 - 19', size)).toEqual({
      kind: 'partial',
      range: { start: 10, end: 19 },
    });
  });

  it('clamps ranges that run past the end', () => {
    expect(parseRange('bytes=900-5000', size)).toEqual({
      kind: 'partial',
      range: { start: 900, end: 999 },
    });
    expect(parseRange('bytes=-5000', size)).toEqual({
      kind: 'partial',
      range: { start: 0, end: 999 },
    });
  });

  it('refuses unsatisfiable and malformed byte ranges', () => {
    expect(parseRange('bytes=1000-', size)).toEqual({ kind: 'unsatisfiable' });
    expect(parseRange('bytes=1000-1200', size)).toEqual({ kind: 'unsatisfiable' });
    expect(parseRange('bytes=500-400', size)).toEqual({ kind: 'unsatisfiable' });
    expect(parseRange('bytes=-0', size)).toEqual({ kind: 'unsatisfiable' });
    expect(parseRange('bytes=-', size)).toEqual({ kind: 'unsatisfiable' });
    expect(parseRange('bytes=abc-def', size)).toEqual({ kind: 'unsatisfiable' });
    expect(parseRange('bytes=0-10', 0)).toEqual({ kind: 'unsatisfiable' });
  });

  it('formats Content-Range', () => {
    expect(contentRange({ start: 0, end: 499 }, 1000)).toBe('bytes 0-499/1000');
  });
});
