// A production server (server.mjs) with an admin account, on a given DATA_DIR, for the benches
// that measure the back office.
import { startApp } from './server.mjs';

export const ADMIN = { email: 'bench-admin@elenamarsh.studio', password: 'bench-Admin-passw0rd' };

/**
 * @param {{ port: number, dataDir: string, distDir: string, databaseUrl?: string,
 *   admin?: { email: string, password: string } }} o
 */
export async function startAdminServer({
  port,
  dataDir,
  distDir,
  databaseUrl = '',
  admin = ADMIN,
}) {
  return startApp({
    port,
    dataDir,
    distDir,
    log: () => {},
    env: {
      SITE_URL: `http://localhost:${port}`,
      DATABASE_URL: databaseUrl,
      STORAGE: 'local',
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
    },
  });
}

/**
 * Signs the bench's admin in; returns the Cookie header value.
 * @param {string} origin @param {{ email: string, password: string }} [admin]
 */
export async function signIn(origin, admin = ADMIN) {
  const response = await fetch(`${origin}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify(admin),
  });
  if (!response.ok) throw new Error(`signing in failed: HTTP ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}
