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
/** @type {Set<() => void>} */
const pageDataListeners = new Set();
/** @type {(() => Promise<void>) | null} */
let shutdownTask = null;
/** @type {readonly string[] | null} */
let configNames = null;

module.exports = {
  setSiteSecurity(value) {
    security = Object.freeze({ ...value });
  },
  siteSecurity() {
    return security;
  },
  setMissingContentProbe(value) {
    probe = value;
  },
  missingContentProbe() {
    return probe;
  },
  setPrivatePageProbe(value) {
    privateProbe = value;
  },
  privatePageProbe() {
    return privateProbe;
  },
  onPageDataChange(listener) {
    pageDataListeners.add(listener);
    return () => pageDataListeners.delete(listener);
  },
  pageDataChanged() {
    for (const listener of pageDataListeners) listener();
  },
  setViewCounter(value) {
    viewCounter = value;
  },
  viewCounter() {
    return viewCounter;
  },
  setConfigNames(names) {
    configNames = Object.freeze([...names]);
  },
  configNames() {
    return configNames;
  },
  setShutdown(task) {
    shutdownTask = task;
  },
  shutdown() {
    return shutdownTask ? shutdownTask() : Promise.resolve();
  },
};
