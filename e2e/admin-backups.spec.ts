import { execFile } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from './fixtures';
import { E2E_DATA_DIR } from './fixtures/config';
import { asAdmin } from './fixtures/login';
import { readArchive } from '../src/server/backup/read-archive';
import { archiveName } from '../src/server/backup/automatic';

// The owner downloads a backup of her running site from Site Settings; the automatic backups are
// listed there to download; `npm run backup` works while this server holds the embedded database.

const run = promisify(execFile);
let work: string;
test.beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'e2e-backups-'));
});
test.afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

test('the owner downloads a whole backup from Site Settings, and the automatic ones', async ({
  page,
}) => {
  test.slow();
  await asAdmin(page);
  await page.goto('/admin/settings');
  const panel = page.getByRole('region', { name: 'Backups' });
  await expect(panel.getByText(/Automatic backups run daily, keeping the last 7/)).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    panel.getByRole('link', { name: 'Download backup' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(
    /^site-backup-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z\.tar$/,
  );
  const file = path.join(work, 'download.tar');
  await download.saveAs(file);
  const manifest = await readArchive(file);
  expect(manifest.source).toEqual({ engine: 'pglite', storage: 'local' });
  expect(manifest.tables.find((t) => t.name === 'projects')?.rows).toBeGreaterThan(0);
  expect(manifest.files.filter((f) => f.path.startsWith('media/')).length).toBeGreaterThan(10);

  // an automatic backup as the job leaves it, listed with its size and downloadable
  const stored = archiveName(new Date(Date.now() - 3 * 60 * 60_000));
  await mkdir(path.join(E2E_DATA_DIR, 'backups'), { recursive: true });
  await copyFile(file, path.join(E2E_DATA_DIR, 'backups', stored));
  await page.reload();
  // the server's own automatic backup may be listed too (its first comes minutes after the start)
  const href = `a[href="/api/admin/backups/files/${stored}"]`;
  const link = panel.locator(href);
  await expect(link).toHaveAccessibleName(/^Download the backup of /);
  // the row is found by what it holds: the inner locator is relative to each row
  await expect(panel.getByRole('row').filter({ has: page.locator(href) })).toContainText(
    /\d+(\.\d)? (KB|MB)/,
  );
  const [again] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(again.suggestedFilename()).toBe(stored);

  await page.goto('/admin');
  const last = page.getByRole('region', { name: 'Last backup' });
  await expect(last).toContainText(/ago/);
});

test('npm run backup works while the server runs on the embedded database', async () => {
  test.slow();
  const file = path.join(work, 'cli.tar');
  const { stdout } = await run('npm', ['run', '--silent', 'backup', '--', file], {
    env: { ...process.env, DATA_DIR: E2E_DATA_DIR },
  });
  expect(stdout).toMatch(/^Backed up \d+ rows in \d+ tables and \d+ media files to /);
  await expect(readArchive(file)).resolves.toMatchObject({ source: { engine: 'pglite' } });
});

test('visitors and signed-out browsers get no backup', async ({ request }) => {
  const response = await request.get('/api/admin/backups/download');
  expect(response.status()).toBe(401);
  const stored = await request.get(`/api/admin/backups/files/${archiveName(new Date())}`);
  expect(stored.status()).toBe(401);
});
