import { longDate } from '@/lib/long-date';

/** Splits stored plain text into paragraphs at blank lines (or single line breaks). */
export function toParagraphs(text: string | null | undefined): string[] {
  if (!text) return [];
  const blocks = text.split(/\n\s*\n/);
  const parts = blocks.length > 1 ? blocks : text.split(/\n/);
  return parts.map((p) => p.replace(/\s+/g, ' ').trim()).filter(Boolean);
}

/** 'ABQ Breaking Bad Bar 2016' -> { name: 'ABQ Breaking Bad Bar', year: '2016' }. */
export function splitTrailingYear(item: string): { name: string; year: string | null } {
  const match = /^(.*?)[\s,–—-]*\(?((?:19|20)\d{2})\)?$/.exec(item.trim());
  if (!match || !match[1]) return { name: item.trim(), year: null };
  return { name: match[1].trim(), year: match[2]! };
}

/** '2024-03-18' -> '18 March 2024' (dates are calendar dates: no time zone shift). */
export function formatDate(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number);
  if (!y || !m || !d) return iso;
  return longDate(new Date(Date.UTC(y, m - 1, d)));
}
