// HTTP Range handling for the /media route (RFC 9110 section 14), kept pure for unit tests.

export type ByteRange = { start: number; end: number }; // inclusive

export type RangeResult =
  | { kind: 'none' } // no usable Range header: send the whole object
  | { kind: 'partial'; range: ByteRange }
  | { kind: 'unsatisfiable' };

/**
 * Reads a Range header for an object of `size` bytes. Only single byte ranges
 * are served; other units and multi-range requests get the whole object,
 * which the RFC allows. A byte range that is malformed, inverted or starts
 * past the end is unsatisfiable (416).
 */
export function parseRange(header: string | null | undefined, size: number): RangeResult {
  if (!header) return { kind: 'none' };
  const match = /^\s*bytes\s*=\s*(.+)$/i.exec(header);
  if (!match) return { kind: 'none' };
  const spec = match[1]!.trim();
  if (spec.includes(',')) return { kind: 'none' };
  const parts = /^(\d*)\s*-\s*(\d*)$/.exec(spec);
  if (!parts) return { kind: 'unsatisfiable' };
  const [, first, last] = parts as unknown as [string, string, string];
  if (first === '' && last === '') return { kind: 'unsatisfiable' };
  if (first === '') {
    // suffix range: the last N bytes
    const suffix = Number(last);
    if (!Number.isSafeInteger(suffix) || suffix === 0 || size === 0)
      return { kind: 'unsatisfiable' };
    return { kind: 'partial', range: { start: Math.max(0, size - suffix), end: size - 1 } };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end)) return { kind: 'unsatisfiable' };
  if (start >= size || (last !== '' && Number(last) < start)) return { kind: 'unsatisfiable' };
  return { kind: 'partial', range: { start, end } };
}

export function contentRange(range: ByteRange, size: number): string {
  return `bytes ${range.start}-${range.end}/${size}`;
}
