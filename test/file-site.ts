import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * The settings of a test file that stores files: a data folder of its own (DATA_DIR), the
 * site's address, and PGlite with local storage unless a test sets others. `signsIn` adds an
 * AUTH_SECRET and leaves the first admin to the test. `remove` deletes the folder.
 */
export function fileTestSite(name: string, site: string, { signsIn = false } = {}) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `${name}-`));
  process.env.DATA_DIR = dataDir;
  process.env.SITE_URL = site;
  if (signsIn) {
    process.env.AUTH_SECRET = `${name}-test-secret-`.padEnd(48, 'x');
    delete process.env.ADMIN_EMAIL;
    delete process.env.ADMIN_PASSWORD;
  }
  delete process.env.DATABASE_URL;
  delete process.env.STORAGE;
  return {
    dataDir,
    uploads: path.join(dataDir, 'uploads'),
    remove: () => rmSync(dataDir, { recursive: true, force: true }),
  };
}
