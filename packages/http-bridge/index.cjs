'use strict';
// server.mjs runs outside Next's bundles and the app runs inside them, so a module in src/
// would be loaded twice: once by each side. This package lives in node_modules and is listed
// in next.config.ts `serverExternalPackages`, so Node loads it once and both sides share it.
// The app registers what only it knows (from src/server/http-bridge.ts); the HTTP layer
// (src/server/http) asks.

/** @type {import('./index').SiteSecurity | null} */
let security = null;
/** @type {import('./index').MissingContentProbe | null} */
let probe = null;
/** @type {import('./index').ViewCounter | null} */
let viewCounter = null;
/** @type {import('./index').PrivatePageProbe | null} */
let privateProbe = null;
/** @type {import('./index').RedirectProbe | null} */
let redirectProbe = null;
/** @type {import('./index').MissCounter | null} */
let missCounter = null;
/** @type {Set<() => void>} */
const pageDataListeners = new Set();
/** @type {(() => Promise<void>) | null} */
let shutdownTask = null;
/** @type {import('./index').Logger | null} */
let rootLogger = null;
/** @type {import('./index').Operations | null} */
let operations = null;

// Date.now as Node made it: loaded before Next (server.mjs imports this first), this module
// keeps it before Next wraps it to watch whether a render reads the clock
const wallClock = Date.now;

module.exports = {
  wallClock,
  /** @param {import('./index').SiteSecurity} value */
  setSiteSecurity(value) {
    security = Object.freeze({ ...value });
  },
  siteSecurity() {
    return security;
  },
  /** @param {import('./index').MissingContentProbe} value */
  setMissingContentProbe(value) {
    probe = value;
  },
  missingContentProbe() {
    return probe;
  },
  /** @param {import('./index').PrivatePageProbe} value */
  setPrivatePageProbe(value) {
    privateProbe = value;
  },
  privatePageProbe() {
    return privateProbe;
  },
  /** @param {import('./index').RedirectProbe} value */
  setRedirectProbe(value) {
    redirectProbe = value;
  },
  redirectProbe() {
    return redirectProbe;
  },
  /** @param {import('./index').MissCounter} value */
  setMissCounter(value) {
    missCounter = value;
  },
  missCounter() {
    return missCounter;
  },
  /** @param {() => void} listener */
  onPageDataChange(listener) {
    pageDataListeners.add(listener);
    return () => pageDataListeners.delete(listener);
  },
  pageDataChanged() {
    for (const listener of pageDataListeners) listener();
  },
  /** @param {import('./index').ViewCounter} value */
  setViewCounter(value) {
    viewCounter = value;
  },
  viewCounter() {
    return viewCounter;
  },
  /** @param {() => Promise<void>} task */
  setShutdown(task) {
    shutdownTask = task;
  },
  shutdown() {
    return shutdownTask ? shutdownTask() : Promise.resolve();
  },
  /** @param {import('./index').Logger | null} value */
  setLogger(value) {
    rootLogger = value;
  },
  logger() {
    return rootLogger;
  },
  /** @param {import('./index').Operations} value */
  setOperations(value) {
    operations = value;
  },
  operations() {
    return operations;
  },
};
