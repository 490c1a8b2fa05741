import { existsSync } from 'node:fs';

// The system Chromium (browsers cannot be downloaded here), launched the same way by the
// end-to-end tests (e2e/fixtures/config.ts) and the bench (Playwright and Lighthouse).
export const CHROMIUM_PATH = process.env.PLAYWRIGHT_CHROMIUM_PATH || '/usr/bin/chromium';

// The end-to-end tests drive Debian's headless shell (package chromium-headless-shell: the same
// Chromium without the browser's own windows) when it is installed: the full browser, headless,
// still starts renderers for its own interface with every new context, and took far more CPU
// time for the same specs (ADR 017). The bench keeps the full browser: it measures what a
// visitor's browser does.
const HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell';
export const TEST_CHROMIUM_PATH =
  !process.env.PLAYWRIGHT_CHROMIUM_PATH && existsSync(HEADLESS_SHELL_PATH)
    ? HEADLESS_SHELL_PATH
    : CHROMIUM_PATH;

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
];

/** The Accept-Encoding Chromium sends (to http://localhost too): the page cache keeps one copy per answer encoding. */
export const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';
