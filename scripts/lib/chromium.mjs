// The system Chromium (browsers cannot be downloaded here), launched the same way by the
// end-to-end tests (e2e/fixtures/config.ts) and the bench (Playwright and Lighthouse).
export const CHROMIUM_PATH = process.env.PLAYWRIGHT_CHROMIUM_PATH || '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
];

/** The Accept-Encoding Chromium sends (to http://localhost too): the page cache keeps one copy per answer encoding. */
export const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';
