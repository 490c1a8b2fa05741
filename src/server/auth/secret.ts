import 'server-only';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * AUTH_SECRET when configured; otherwise a secret generated on first start and
 * kept in DATA_DIR/auth-secret (mode 600), so sessions and encrypted two-factor
 * secrets survive restarts.
 */
export function resolveAuthSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = path.resolve(dataDir, 'auth-secret');
  let exists = false;
  try {
    const existing = readFileSync(file, 'utf8').trim();
    exists = true;
    if (existing.length >= 32) {
      if ((statSync(file).mode & 0o077) !== 0) chmodSync(file, 0o600);
      return existing;
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  try {
    // 'wx': if two processes race, the first file wins and both read it back
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: exists ? 'w' : 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return readFileSync(file, 'utf8').trim();
}

/** The secret the site signs with, without creating one: AUTH_SECRET, else DATA_DIR/auth-secret if there is one. */
export function existingAuthSecret(
  configured: string | undefined,
  dataDir: string,
): string | undefined {
  if (configured) return configured;
  try {
    const existing = readFileSync(path.resolve(dataDir, 'auth-secret'), 'utf8').trim();
    return existing.length >= 32 ? existing : undefined;
  } catch {
    return undefined;
  }
}
