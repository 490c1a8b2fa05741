/** Joins names the way a sentence does: 'A', 'A and B', 'A, B and C'. */
export function formatList(items: readonly string[]): string {
  const clean = items.map((i) => i.trim()).filter(Boolean);
  if (clean.length <= 1) return clean.join('');
  return `${clean.slice(0, -1).join(', ')} and ${clean.at(-1)}`;
}

/** Splits stored plain text into paragraphs at blank lines. */
export function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}

/** A URL fragment from a heading: 'Process & Pricing' becomes 'process-pricing'. */
export function slugify(text: string): string {
  return (
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'section'
  );
}

/** The place name of a location such as 'London, United Kingdom'. */
export function cityOf(location: string): string {
  return location.split(',')[0]!.trim();
}
