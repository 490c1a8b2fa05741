import 'server-only';
import { headers } from 'next/headers';
import { env } from '@/env';
import { clientIp } from '@/server/auth/client-ip';

/**
 * The current request's client address for an audit entry: only from the
 * operator's trusted header (TRUSTED_IP_HEADER), never from X-Forwarded-For as
 * the client sent it; null outside a request or without that header.
 */
export async function requestIp(): Promise<string | null> {
  let requestHeaders: Headers;
  try {
    requestHeaders = await headers();
  } catch {
    return null;
  }
  return clientIp(requestHeaders, env().TRUSTED_IP_HEADER);
}
