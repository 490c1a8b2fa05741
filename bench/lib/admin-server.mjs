// A production server (server.mjs) with an admin account, on a given DATA_DIR, for the benches
// that measure the back office.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { root, served } from './server.mjs';

export const ADMIN = { email: 'bench-admin@elenamarsh.studio', password: 'bench-Admin-passw0rd' };

/** @param {{ port: number, dataDir: string, distDir: string }} o */
export async function startAdminServer({ port, dataDir, distDir }) {
  const child = spawn(process.execPath, [path.join(root, 'server.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      PORT: String(port),
      SITE_URL: `http://localhost:${port}`,
      DATA_DIR: dataDir,
      NEXT_DIST_DIR: distDir,
      DATABASE_URL: '',
      STORAGE: 'local',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return { ...(await served(child, port, () => {})), pid: /** @type {number} */ (child.pid) };
}

/** Signs the bench's admin in; returns the Cookie header value. */
export async function signIn(origin) {
  const response = await fetch(`${origin}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify(ADMIN),
  });
  if (!response.ok) throw new Error(`signing in failed: HTTP ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}
