// What a redirect's two ends may be, read the same way in the Redirects dialog, the CSV import
// and the server: the address it answers (a path on this site, as an old site's link would
// have it) and where it sends the visitor (a path here or a full http(s) address elsewhere).
// Isomorphic: no server code.

export const REDIRECT_STATUSES = [301, 308, 302, 307] as const;
export type RedirectStatus = (typeof REDIRECT_STATUSES)[number];

export const STATUS_LABELS: Record<RedirectStatus, string> = {
  301: 'Permanent (301)',
  308: 'Permanent (308)',
  302: 'Temporary (302)',
  307: 'Temporary (307)',
};

export const isPermanent = (status: number) => status === 301 || status === 308;

const MAX_ADDRESS = 1000;
// the back office, the API, the build's files and the media: never an old page's address
const SITE_OWN = /^\/(?:_next|admin|api|auth|media|__)(?:\/|$)/i;
const CONTROL = /[\u0000-\u001f\u007f]/;

export type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

/** The path as written, its percent-encoding undone where it is valid. */
function decoded(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

/**
 * A path as redirects match it: percent-encoding undone, lower case, no trailing slash (but the
 * root's), the query kept as given. `/Old-Page/`, `/old-page` and `/old%2Dpage` are one address.
 */
export function addressKey(path: string, query = ''): string {
  const bare = decoded(path).toLowerCase().replace(/\/+$/, '') || '/';
  return query ? `${bare}?${query}` : bare;
}

/** A path (and query) as a Location header can carry it: non-ASCII percent-encoded. */
function encodedPath(value: string): string {
  return encodeURI(decoded(value)).replace(/%25([0-9A-Fa-f]{2})/g, '%$1');
}

/** Reads the address a redirect answers: a path on this site, with a query if the old link had one. */
export function parseSource(raw: string): Parsed<{ source: string; key: string }> {
  const value = raw.trim();
  if (value === '') return { ok: false, message: 'Enter the old address, starting with /.' };
  if (value.length > MAX_ADDRESS) return { ok: false, message: 'This address is too long.' };
  let path = value;
  if (/^https?:\/\//i.test(value)) {
    // a whole link copied from the old site: its path is what arrives here
    if (!URL.canParse(value)) return { ok: false, message: 'This address cannot be read.' };
    const url = new URL(value);
    path = `${url.pathname}${url.search}`;
  }
  if (!path.startsWith('/') || /^\/[/\\]/.test(path))
    return { ok: false, message: 'The old address must be a path on this site, starting with /.' };
  if (/\s/.test(path) || CONTROL.test(decoded(path)) || path.includes('#'))
    return { ok: false, message: 'The old address cannot hold spaces, # or control characters.' };
  const [pathname = '/', query = ''] = path.split('?', 2);
  if (pathname === '/' || addressKey(pathname) === '/')
    return { ok: false, message: 'The home page cannot be redirected.' };
  if (SITE_OWN.test(decoded(pathname)))
    return {
      ok: false,
      message: 'Addresses of the back office, the API and media cannot be redirected.',
    };
  const source = encodedPath(query ? `${pathname}?${query}` : pathname);
  return { ok: true, value: { source, key: addressKey(pathname, query) } };
}

/**
 * Reads where a redirect sends the visitor: a path on this site, or a full http(s) address. A
 * full address on this very site (`siteUrl`) is kept as its path, so that loops are seen.
 */
export function parseTarget(
  raw: string,
  siteUrl: string,
): Parsed<{ target: string; key: string | null }> {
  const value = raw.trim();
  if (value === '') return { ok: false, message: 'Enter where the address should lead.' };
  if (value.length > MAX_ADDRESS) return { ok: false, message: 'This address is too long.' };
  if (CONTROL.test(value) || /\s/.test(value))
    return { ok: false, message: 'The new address cannot hold spaces or control characters.' };
  if (/^https?:\/\//i.test(value)) {
    if (!URL.canParse(value)) return { ok: false, message: 'This web address cannot be read.' };
    const url = new URL(value);
    if (!URL.canParse(siteUrl) || url.origin !== new URL(siteUrl).origin)
      return { ok: true, value: { target: url.href, key: null } };
    return parseTarget(`${url.pathname}${url.search}${url.hash}`, siteUrl);
  }
  if (value.startsWith('/') && !/^\/[/\\]/.test(value)) {
    const [beforeHash = value] = value.split('#', 1);
    const [pathname = '/', query = ''] = beforeHash.split('?', 2);
    return { ok: true, value: { target: encodedPath(value), key: addressKey(pathname, query) } };
  }
  return {
    ok: false,
    message:
      'Use a path on this site starting with / (such as /projects), or a full address starting with https:// for another site.',
  };
}
