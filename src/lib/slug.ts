// The readable part of a post's or a project's address (/blog/{slug}, /projects/{slug}): made
// from the title, checked the same way in the admin's field and in the server action.
// Isomorphic and dependency-free: the dialogs suggest a slug as the title is typed.

/** The longest slug the owner may type; one made from a title stops sooner, at a word. */
export const SLUG_MAX = 80;
const MADE_MAX = 60;

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * Words a slug may not be: what the site's own routes, the framework and the usual tools
 * expect at the top of an address, so that no post or project can ever stand for one.
 */
export const RESERVED_SLUGS: ReadonlySet<string> = new Set([
  '_next',
  'admin',
  'api',
  'assets',
  'auth',
  'cards',
  'category',
  'edit',
  'feed',
  'login',
  'media',
  'new',
  'page',
  'preview',
  'rss',
  'search',
  'sitemap',
  'static',
  'tag',
  'wp-admin',
]);

// letters NFKD does not take apart into a base letter and marks
const LETTERS: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
  ħ: 'h',
  ŋ: 'ng',
  '&': ' and ',
  '@': ' at ',
  '+': ' plus ',
};

// Cyrillic and Greek, as the usual passport-style romanisations write them
const SCRIPTS: Record<string, string> = Object.fromEntries(
  [
    'а a|б b|в v|г g|д d|е e|ё yo|ж zh|з z|и i|й y|к k|л l|м m|н n|о o|п p|р r|с s|т t|у u|ф f',
    'х kh|ц ts|ч ch|ш sh|щ shch|ъ |ы y|ь |э e|ю yu|я ya|є ye|і i|ї yi|ґ g',
    'α a|β v|γ g|δ d|ε e|ζ z|η i|θ th|ι i|κ k|λ l|μ m|ν n|ξ x|ο o|π p|ρ r|σ s|ς s|τ t|υ y',
    'φ f|χ ch|ψ ps|ω o',
  ]
    .join('|')
    .split('|')
    .map((pair) => [pair.slice(0, 1), pair.slice(2)]),
);

/** Lower-case ASCII letters and digits joined by single hyphens: 'Café Nørd & Co' -> 'cafe-nord-and-co'. */
export function slugify(text: string, max = SLUG_MAX): string {
  const letter = (c: string) => LETTERS[c] ?? SCRIPTS[c] ?? c;
  // mapped whole first (й is not и with a mark), then again once marks are taken off (ή is η)
  const plain = [...[...text.normalize('NFC').toLowerCase()].map(letter).join('').normalize('NFKD')]
    .map(letter)
    .join('')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/['’`]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max + 1);
  const atWord = cut.lastIndexOf('-');
  return (atWord > max / 2 ? cut.slice(0, atWord) : plain.slice(0, max)).replace(/-+$/, '');
}

/** The slug a new post or project is offered for its title ('post' or 'project' when nothing is left). */
export function slugFromTitle(title: string, fallback: 'post' | 'project'): string {
  const made = slugify(title, MADE_MAX);
  if (made === '') return fallback;
  if (/^\d+$/.test(made) || RESERVED_SLUGS.has(made)) return `${fallback}-${made}`;
  return made;
}

/** What is wrong with a slug as the owner typed it, or null when it may be used (if no other item has it). */
export function slugProblem(slug: string): string | null {
  if (slug === '') return 'Enter the address: lower-case letters, digits and hyphens.';
  if (slug.length > SLUG_MAX) return `Keep the address under ${SLUG_MAX} characters.`;
  if (!SLUG_PATTERN.test(slug))
    return 'Use lower-case letters, digits and single hyphens only, such as kitchen-renovation.';
  if (/^\d+$/.test(slug))
    return 'An address cannot be only digits: those lead to the numbered links.';
  if (RESERVED_SLUGS.has(slug))
    return `"${slug}" is kept for the site itself. Choose another address.`;
  return null;
}
