declare namespace bridge {
  /** Whether an address under /blog or /projects names nothing (it then answers 404). */
  type MissingContentProbe = (pathname: string) => Promise<boolean>;

  /**
   * Whether a page is for those given its link only (an unlisted or password-protected
   * project): no cache may keep it and search engines must not index it.
   */
  type PrivatePageProbe = (pathname: string) => Promise<boolean>;

  /**
   * Where an address that names no page of its own is sent: a post's or project's number or
   * earlier slug to its current address, an address the owner redirected (Redirects) to its
   * target. Null for every other address, which goes on to its page or the 404.
   */
  type RedirectProbe = (pathname: string, query: string) => Promise<Redirect | null>;
  type Redirect = {
    status: 301 | 302 | 307 | 308;
    /** a path on this site ('/blog/new-name?x=1') or a full URL elsewhere */
    location: string;
    /** the address leads to a page for those given its link only: no cache may keep the answer */
    private?: boolean;
  };

  /** Counts an address a visitor (not a bot) asked for that named nothing (a 404 page). */
  type MissCounter = (path: string) => void;

  /** What the HTTP layer's headers and Content-Security-Policy need to know about the site. */
  type SiteSecurity = {
    /** the public origin (SITE_URL): links, canonical URLs and the Host the app sees come from it */
    siteUrl: string;
    /** origins media may come from besides the site itself (the S3 public URL, when set) */
    mediaOrigins: readonly string[];
    /** Google Analytics is configured: its hosts join the policy */
    analytics: boolean;
    /** the header the operator's proxy sets to the client's address (TRUSTED_IP_HEADER), lower case */
    trustedIpHeader?: string;
  };

  /** One public page view as the HTTP layer saw it (bots, prefetches and signed-in visits left out). */
  type PageView = {
    path: string;
    /** another site's host the visitor came from, or null */
    referrerHost: string | null;
    utmSource: string | null;
    /** used only to make the day's unique-visitor hash; never stored */
    address: string;
    userAgent: string;
  };
  type ViewCounter = (view: PageView) => void;

  /** The process's root logger (pino's), kept here so that server.mjs and the app share it. */
  type Logger = import('pino').Logger;

  /** One entry of a health check, in the health+json format (draft-inadarei-api-health-check). */
  type HealthCheck = {
    status: 'pass' | 'warn' | 'fail';
    observedValue?: number | string;
    observedUnit?: string;
    output?: string;
    time: string;
  };

  /** The figures /metrics shows of what the app holds, read at each scrape. */
  type AppGauges = {
    outbox: { depth: number; oldestUnsentSeconds: number; retrying: number; failed: number };
    /** the PostgreSQL pool's connections; null on the embedded database, which has none */
    pool: { total: number; idle: number; waiting: number } | null;
  };

  /** What the operations endpoints (/readyz, /metrics) ask the app, registered at boot. */
  type Operations = {
    /** the readiness checks by name, each within its own short time limit */
    readiness: () => Promise<Record<string, HealthCheck[]>>;
    gauges: () => Promise<AppGauges>;
  };
}

declare const bridge: {
  setSiteSecurity(value: bridge.SiteSecurity): void;
  siteSecurity(): Readonly<bridge.SiteSecurity> | null;
  setMissingContentProbe(value: bridge.MissingContentProbe): void;
  missingContentProbe(): bridge.MissingContentProbe | null;
  setPrivatePageProbe(value: bridge.PrivatePageProbe): void;
  privatePageProbe(): bridge.PrivatePageProbe | null;
  setRedirectProbe(value: bridge.RedirectProbe): void;
  redirectProbe(): bridge.RedirectProbe | null;
  /** The app's counter of missed addresses (Redirects' most-missed list), registered at boot. */
  setMissCounter(value: bridge.MissCounter): void;
  missCounter(): bridge.MissCounter | null;
  /** Listens for changes of the data public pages show (the page cache empties itself). */
  onPageDataChange(listener: () => void): () => void;
  /** Says that public page data changed in this process (called by the app's read cache). */
  pageDataChanged(): void;
  /** The app's counter of public page views (src/server/analytics), registered at boot. */
  setViewCounter(value: bridge.ViewCounter): void;
  viewCounter(): bridge.ViewCounter | null;
  /** What the app does when the server stops, registered at boot (src/server/shutdown.ts). */
  setShutdown(task: () => Promise<void>): void;
  /** Runs it: server.mjs calls this once the last request has been answered. */
  shutdown(): Promise<void>;
  /** Milliseconds since the epoch: Date.now as it was before Next wrapped it (for log lines). */
  wallClock(): number;
  /** The root logger, made by the first side that logs (src/server/log.mjs). */
  setLogger(value: bridge.Logger | null): void;
  logger(): bridge.Logger | null;
  /** The app's readiness checks and gauges (src/server/operations.ts). */
  setOperations(value: bridge.Operations): void;
  operations(): bridge.Operations | null;
};

export = bridge;
