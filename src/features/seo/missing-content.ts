import 'server-only';
import { resolvePostAddress } from '@/features/blog/queries';
import { getPostByPreviewToken } from '@/features/blog/preview-queries';
import { resolveProjectAddress } from '@/features/projects/queries';
import { isUnknownLink } from '@/features/booking/manage-queries';
import { registerMissingContentProbe, type MissingContentProbe } from '@/server/http-bridge';

// The article, project and preview pages render their own 'Not Found' view instead of
// calling notFound(), whose production HTML is empty until script runs
// (vercel/next.js#98954). server.mjs asks this probe, before the page renders,
// whether the address names nothing, and then answers with HTTP 404.
// (docs/decisions/004-server-rendered-edge-cases.md)

const PATTERN = /^\/(blog|projects)\/([^/]+)$/;
const PREVIEW = /^\/blog\/preview\/([^/]+)$/;
const BOOKING = /^\/booking\/([^/]+)$/;

export const isMissingContent: MissingContentProbe = async (pathname) => {
  const booking = BOOKING.exec(pathname);
  // a manage link that names no call (forged, mistyped); a used-up one still names its call
  if (booking) return isUnknownLink(booking[1]!);
  const preview = PREVIEW.exec(pathname);
  if (preview) {
    // a token that names no post; a post gone live redirects to its article, which exists
    try {
      return (await getPostByPreviewToken(decodeURIComponent(preview[1]!))) === null;
    } catch {
      return true;
    }
  }
  const match = PATTERN.exec(pathname);
  if (!match) return false;
  const [, kind, raw] = match;
  let segment: string;
  try {
    segment = decodeURIComponent(raw!);
  } catch {
    return true;
  }
  // an old address of something that exists is a redirect, never missing
  if (kind === 'blog') return (await resolvePostAddress(segment)) === null;
  return (await resolveProjectAddress(segment)) === null;
};

/** Called at boot: hands the probe to server.mjs, which runs outside the app's bundles. */
export function registerProbe(): void {
  registerMissingContentProbe(isMissingContent);
}
