// A legal page's text cut at its headings: each second-level heading opens a numbered section
// that the list at the top links to, and what comes before the first one leads the page.

export type LegalSection = { id: string; title: string; html: string };

const HEADING = /<h2>([\s\S]*?)<\/h2>/g;

/** The visible text of a heading's markup: tags dropped, the sanitiser's entities read. */
function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/** An anchor for a heading: its words, lower case, joined by hyphens. */
function anchorOf(title: string): string {
  return title
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
}

/** The lead (before the first heading) and the sections of sanitised HTML. */
export function legalSections(html: string): { lead: string; sections: LegalSection[] } {
  const marks = [...html.matchAll(HEADING)];
  const used = new Set<string>();
  const sections = marks.map((match, i) => {
    const title = plainText(match[1] ?? '') || `Section ${i + 1}`;
    const base = anchorOf(title) || `section-${i + 1}`;
    let id = base;
    for (let n = 2; used.has(id); n++) id = `${base}-${n}`;
    used.add(id);
    const start = match.index + match[0].length;
    const end = marks[i + 1]?.index ?? html.length;
    return { id, title, html: html.slice(start, end).trim() };
  });
  return { lead: html.slice(0, marks[0]?.index ?? html.length).trim(), sections };
}
