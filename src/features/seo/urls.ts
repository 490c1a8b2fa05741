/** A site path as it appears in canonical URLs: trailing slashes removed unless it is the root. */
export function canonicalPath(path: string): string {
  const withoutQuery = path.split(/[?#]/)[0] ?? '';
  const leading = withoutQuery.startsWith('/') ? withoutQuery : `/${withoutQuery}`;
  const trimmed = leading.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** Makes a site-relative URL (such as /media/key) absolute against the site origin; absolute URLs pass through. */
export function absoluteUrl(src: string, siteUrl: string): string {
  if (/^https?:\/\//i.test(src)) return src;
  const base = siteUrl.replace(/\/+$/, '');
  return `${base}${src.startsWith('/') ? src : `/${src}`}`;
}

/** The feed link every page carries (a page's own `alternates` replaces the layout's, so both set it). */
export function rssAlternate(title: string, siteUrl?: string) {
  return {
    'application/rss+xml': [
      { url: siteUrl ? absoluteUrl('/rss.xml', siteUrl) : '/rss.xml', title },
    ],
  };
}
