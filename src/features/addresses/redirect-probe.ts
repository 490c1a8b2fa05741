import 'server-only';
import { registerRedirectProbe, type Redirect, type RedirectProbe } from '@/server/http-bridge';
import { addressKey } from './paths';
import { getRedirectRules } from './queries';
import { siteAddress } from './site-addresses';
import { addressCounter } from './tallies';

// Tells server.mjs where an address that names no page of its own leads, before Next renders
// anything (src/server/http/redirects.mjs). In order: the site's own pages and the posts and
// projects at their addresses are never redirected; a post's or project's number or earlier
// slug goes to its current address (308); then the owner's redirects; anything else is left
// to its 404.

const CONTENT = /^\/(?:blog|projects)\/[^/]+$/;

/** `query` added to a site path that has none, so campaign tags survive the move. */
function withQuery(location: string, query: string): string {
  return query && location.startsWith('/') && !location.includes('?')
    ? `${location}?${query}`
    : location;
}

/** A site path's target through the post and project addresses: an old slug's current one. */
async function current(target: string): Promise<string> {
  if (!target.startsWith('/')) return target;
  const [path = target, query] = target.split('?', 2);
  if (!CONTENT.test(path)) return target;
  const found = await siteAddress(path);
  if (found.kind !== 'content') return target;
  return query ? `${found.canonical}?${query}` : found.canonical;
}

export const redirectFor: RedirectProbe = async (pathname, query) => {
  if (CONTENT.test(pathname)) {
    const found = await siteAddress(pathname);
    if (found.kind === 'content') {
      // its own address, or one only its letters' case set apart (slugs are lower case)
      if (found.canonical === pathname) return null;
      return { status: 308, location: withQuery(found.canonical, query), private: found.private };
    }
  }
  const rules = await getRedirectRules();
  if (rules.size === 0) return null;
  const rule =
    (query ? rules.get(addressKey(pathname, query)) : undefined) ?? rules.get(addressKey(pathname));
  if (!rule) return null;
  addressCounter().tally.hit(rule.id);
  const exact = query !== '' && rules.get(addressKey(pathname, query)) === rule;
  const location = await current(rule.target);
  const redirect: Redirect = {
    status: rule.status,
    location: exact ? location : withQuery(location, query),
  };
  return redirect;
};

/** Called at boot: hands the probe and the counter to server.mjs, which runs outside the app's bundles. */
export function registerRedirects(): void {
  addressCounter();
  registerRedirectProbe(redirectFor);
}
