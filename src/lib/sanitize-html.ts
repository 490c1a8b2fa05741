import sanitize, { type IOptions } from 'sanitize-html';

// Post bodies are written by the owner in the admin, but they are still rendered
// with dangerouslySetInnerHTML: an allow-list keeps a pasted script, event handler
// attribute or javascript: link (from a compromised account or a copied snippet)
// from ever reaching a visitor's browser.

const ALLOWED_TAGS = [
  'p',
  'br',
  'hr',
  'h2',
  'h3',
  'h4',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'small',
  'sub',
  'sup',
  'mark',
  'abbr',
  'cite',
  'q',
  'code',
  'pre',
  'kbd',
  'blockquote',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'a',
  'img',
  'figure',
  'figcaption',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'caption',
  'span',
];

const OPTIONS: IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: {
    a: ['href', 'title', 'rel', 'target'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading', 'decoding'],
    abbr: ['title'],
    q: ['cite'],
    blockquote: ['cite'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    ol: ['start', 'reversed'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  // dropped with their text, not unwrapped: their content is code or chrome, not prose
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'iframe',
    'object',
    'embed',
    'svg',
    'math',
  ],
  disallowedTagsMode: 'discard',
  transformTags: {
    // an h1 in a body would compete with the article title: demote it
    h1: 'h2',
    // body images sit below the fold: never let them block the first paint
    img: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, loading: 'lazy', decoding: 'async' },
    }),
    a: (tagName, attribs) => {
      const href = attribs.href ?? '';
      // links leaving the site open safely in a new tab; internal ones stay put
      if (/^https?:\/\//i.test(href)) {
        return { tagName, attribs: { ...attribs, target: '_blank', rel: 'noopener noreferrer' } };
      }
      const rest = { ...attribs };
      delete rest.target;
      return { tagName, attribs: rest };
    },
  },
};

/** Cleans article HTML with an allow-list: prose markup stays, scripts, handlers and unsafe URLs go. */
export function sanitizeArticleHtml(html: string): string {
  return sanitize(html, OPTIONS);
}
