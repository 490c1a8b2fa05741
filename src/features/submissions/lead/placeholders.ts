// The placeholders of a reply or saved reply: '{name}' and the like, filled from the item when
// the owner uses a saved reply and again when she sends. Isomorphic: the composer fills and
// checks with the same rules as the server. Any '{words}' that is not one of these is refused,
// so a typo never reaches a client as '{nmae}'. '{{' writes a literal '{'.

export const PLACEHOLDERS = [
  { key: 'name', help: "the client's name as they gave it" },
  { key: 'first name', help: 'the first word of their name' },
  { key: 'service', help: 'the service a consultation request is about' },
  { key: 'booked time', help: 'the consultation time they booked, or that none is booked yet' },
  { key: 'received', help: 'the day the message arrived' },
  { key: 'my name', help: 'your name, from Site Settings' },
] as const;

export type PlaceholderKey = (typeof PLACEHOLDERS)[number]['key'];

/** What each placeholder says for one item; null when the item has no such thing (a contact message's service). */
export type PlaceholderValues = Record<PlaceholderKey, string | null>;

/** Brace-enclosed words: what a person means as a placeholder (JSON-like text is left alone). */
const TOKEN = /\{\{|\{([A-Za-z][A-Za-z ]{0,30})\}/g;

const KNOWN = new Set<string>(PLACEHOLDERS.map((p) => p.key));
const normal = (words: string) => words.trim().replace(/\s+/g, ' ').toLowerCase();

export const placeholderList = PLACEHOLDERS.map((p) => `{${p.key}}`).join(', ');

/** The placeholders in `text` that are not known, as written, each once. */
export function unknownPlaceholders(text: string): string[] {
  const out = new Set<string>();
  for (const match of text.matchAll(TOKEN)) {
    if (match[1] !== undefined && !KNOWN.has(normal(match[1]))) out.add(match[0]);
  }
  return [...out];
}

/** The refusal for unknown placeholders, or null when every one is known. */
export function placeholderProblem(text: string): string | null {
  const unknown = unknownPlaceholders(text);
  if (unknown.length === 0) return null;
  return `${unknown.join(', ')} ${unknown.length === 1 ? 'is not a placeholder' : 'are not placeholders'}. Use ${placeholderList}.`;
}

export type Filled = { ok: true; text: string } | { ok: false; message: string };

/**
 * `text` with every placeholder replaced by the item's value. Refused when one is unknown, or
 * when the item has no value for it (a contact message has no service): a client must never
 * read a gap.
 */
export function fillPlaceholders(text: string, values: PlaceholderValues): Filled {
  const problem = placeholderProblem(text);
  if (problem) return { ok: false, message: problem };
  const missing = new Set<string>();
  const filled = text.replace(TOKEN, (token, words: string | undefined) => {
    if (words === undefined) return '{';
    const value = values[normal(words) as PlaceholderKey];
    if (value === null) {
      missing.add(`{${normal(words)}}`);
      return token;
    }
    return value;
  });
  if (missing.size > 0) {
    return {
      ok: false,
      message: `This item has nothing for ${[...missing].join(', ')}: it came through the contact form. Write it out instead.`,
    };
  }
  return { ok: true, text: filled };
}
