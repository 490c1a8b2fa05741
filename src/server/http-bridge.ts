import 'server-only';
import bridge from '@studio/http-bridge';
import { env } from '@/env';

// The app's half of the link with server.mjs (src/server/http), through the one module both
// load (packages/http-bridge): what the HTTP layer needs to know and can only learn from here.

export type {
  MissCounter,
  MissingContentProbe,
  PrivatePageProbe,
  Redirect,
  RedirectProbe,
} from '@studio/http-bridge';

/** Called at boot: the site's address and media origins, for headers and the policy. */
export function registerSite(): void {
  const config = env();
  bridge.setSiteSecurity({
    siteUrl: config.SITE_URL,
    mediaOrigins: config.S3_PUBLIC_URL ? [new URL(config.S3_PUBLIC_URL).origin] : [],
    analytics: bridge.siteSecurity()?.analytics ?? false,
    trustedIpHeader: config.TRUSTED_IP_HEADER,
  });
}

/** Whether the Google tag is on: its hosts join the policy only then. */
export function setAnalyticsEnabled(enabled: boolean): void {
  const current = bridge.siteSecurity();
  if (current && current.analytics !== enabled)
    bridge.setSiteSecurity({ ...current, analytics: enabled });
}

export const registerMissingContentProbe = bridge.setMissingContentProbe;
export const registerPrivatePageProbe = bridge.setPrivatePageProbe;
export const registerRedirectProbe = bridge.setRedirectProbe;
export const registerMissCounter = bridge.setMissCounter;

/** Public page data changed here: whole pages kept by the HTTP layer are dropped. */
export const pageDataChanged = bridge.pageDataChanged;
