import { defineConfig, devices } from '@playwright/test';
import {
  CHROMIUM_LAUNCH,
  CONSENT_ANSWERED,
  E2E_ADMIN,
  E2E_BASE_URL,
  E2E_DATA_DIR,
  E2E_LOG_FILE,
  E2E_METRICS_TOKEN,
  E2E_PORT,
} from './e2e/fixtures/config';

const CI = !!process.env.CI;

// the specs run in the first-start project (below), and only there
const FIRST_START = ['admin-dashboard.spec.ts', 'analytics-consent.spec.ts', 'shutdown.spec.ts'];

// Which project runs what (e2e/README.md): desktop runs every test except those
// tagged @mobile-only; mobile runs only tests tagged @mobile or @mobile-only.
export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results',
  fullyParallel: false,
  forbidOnly: CI,
  // the server and the browsers keep both cores busy, but each test also waits on the network,
  // the database and the browser's frames: a third worker fills those gaps (bench/history.md,
  // figures that were in comments)
  workers: 3,
  // Locally a test gets one try. On CI, a test that fails is tried once more, so that one slow
  // moment of a shared machine does not hold back a landing; `npm test` then names it as flaky
  // in its summary: a test that passes only on its second try is a bug to fix, not a pass.
  retries: CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ...(CI ? [['html', { open: 'never' }] as const] : []),
    // scripts/test-all.mjs reads the counts from here
    ...(process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['json'] as const] : []),
  ],
  use: {
    baseURL: E2E_BASE_URL,
    browserName: 'chromium',
    launchOptions: CHROMIUM_LAUNCH,
    // a trace of every test (screencast and snapshots, kept only when it fails) took much of the
    // browser's CPU time; CI's second try of a failed test records one (e2e/README.md)
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    locale: 'en-GB',
    timezoneId: 'Europe/London',
    // the landing page moves all the time (slideshow, progress line, rising copy) and so do dialogs
    // and drawers as they open and close: in software rendering that took CPU from the server and
    // left clicks racing closing dialogs. Under it the slideshow also waits for Play: a running
    // one kept the CPU busy while `/` stayed open. The specs about motion turn it back on for
    // their page.
    reducedMotion: 'reduce',
    storageState: CONSENT_ANSWERED,
  },
  projects: [
    // signs the admin in once and saves the session that specs working as the admin start from
    // (e2e/admin.setup.ts); the @solo specs end it, so they run after everything that uses it
    {
      name: 'setup',
      testMatch: 'admin.setup.ts',
      use: { viewport: { width: 1440, height: 900 } },
    },
    // the dashboard's figures are checked against the first-start content, before
    // any other spec adds projects, files or requests. The analytics spec runs beside it, before
    // the others too: it saves the whole settings form, which would undo another spec's settings
    // saved in the meantime (the dashboard's spec writes none). The stop's spec, which runs
    // servers of its own, takes the third worker, idle in this phase (it was the run's tail)
    {
      name: 'first-start',
      testMatch: FIRST_START,
      grepInvert: /@mobile-only/,
      dependencies: ['setup'],
      use: { viewport: { width: 1440, height: 900 } },
    },
    // mobile before desktop: both start once first-start is done, and Playwright hands out files
    // in the order of their projects. Mobile's few long files (the phone and menu specs) then run
    // beside desktop's first ones instead of after its last, when the other workers had nothing
    // left to take.
    {
      name: 'mobile',
      grep: /@mobile/,
      dependencies: ['first-start'],
      use: {
        userAgent: devices['iPhone 13'].userAgent,
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 3,
        isMobile: true,
        hasTouch: true,
      },
    },
    {
      name: 'desktop',
      testIgnore: FIRST_START,
      grepInvert: /@mobile-only|@solo/,
      dependencies: ['first-start'],
      use: { viewport: { width: 1440, height: 900 } },
    },
    // tests that sign the shared admin out of its other sessions (two-factor off, 'Sign out
    // everywhere else') would end the sessions of specs running beside them: they run last, alone
    {
      name: 'solo',
      grep: /@solo/,
      dependencies: ['desktop', 'mobile'],
      use: { viewport: { width: 1440, height: 900 } },
    },
    // last: the server's log of the whole run, read for what it must never hold
    {
      name: 'server-log',
      testMatch: 'server-log.check.ts',
      dependencies: ['solo'],
    },
  ],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `${E2E_BASE_URL}/`,
    // covers a cold build (unless `npm test` built first), boot and first-start seeding on a busy machine
    timeout: 900_000,
    reuseExistingServer: !CI,
    stdout: 'pipe',
    stderr: 'pipe',
    // SIGTERM lets the script remove its DATA_DIR before it exits
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    env: {
      E2E_PORT: String(E2E_PORT),
      E2E_DATA_DIR,
      E2E_LOG_FILE,
      METRICS_TOKEN: E2E_METRICS_TOKEN,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
    },
  },
});
