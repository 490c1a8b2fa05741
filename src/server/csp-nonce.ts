import 'server-only';
import { headers } from 'next/headers';
import { nonceOf } from './http/csp.mjs';
import { NONCE_REQUEST_HEADER } from './http/next-internals.mjs';

/**
 * The nonce server.mjs gave this request, for the app's own inline scripts (Next puts it on its
 * scripts from the same request header). Undefined where no server.mjs stands in front.
 */
export async function cspNonce(): Promise<string | undefined> {
  return nonceOf((await headers()).get(NONCE_REQUEST_HEADER));
}
