import 'server-only';
import { sanitizeArticleHtml } from '@/lib/sanitize-html';
import { textOfHtml } from './schemas';

/**
 * A post body as it is stored: cleaned with the same allow-list the article page
 * renders through (src/lib/sanitize-html.ts), and empty when the editor held
 * nothing but an empty paragraph.
 */
export function cleanPostHtml(html: string): string {
  const clean = sanitizeArticleHtml(html).trim();
  if (textOfHtml(clean) === '' && !/<img\b/i.test(clean)) return '';
  return clean;
}
