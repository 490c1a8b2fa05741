import 'server-only';
import { registerPrivatePageProbe, type PrivatePageProbe } from '@/server/http-bridge';
import { resolveProjectAddress } from './queries';

// Tells server.mjs which addresses are pages for those given their link only:
// an unlisted or password-protected project's page. It answers them
// `private, no-store` and `noindex`, and its page cache never keeps them.

const PATTERN = /^\/projects\/([^/]+)$/;

export const isPrivatePage: PrivatePageProbe = async (pathname) => {
  const match = PATTERN.exec(pathname);
  if (!match) return false;
  let segment: string;
  try {
    segment = decodeURIComponent(match[1]!);
  } catch {
    return false;
  }
  // its page, or an old address of it (whose redirect names its current one)
  const found = await resolveProjectAddress(segment);
  return found !== null && found.gate.visibility !== 'public';
};

/** Called at boot: hands the probe to server.mjs, which runs outside the app's bundles. */
export function registerPrivatePages(): void {
  registerPrivatePageProbe(isPrivatePage);
}
