import { createAuthClient } from 'better-auth/client';
import { inferAdditionalFields, twoFactorClient } from 'better-auth/client/plugins';
import type { Auth } from '@/server/auth/config';

// The browser's way to the auth endpoints under /api/auth (same origin, cookies
// only; nothing is kept in storage that a script could read).
export const authClient = createAuthClient({
  basePath: '/api/auth',
  plugins: [inferAdditionalFields<Auth>(), twoFactorClient()],
});

export type ClientSession = typeof authClient.$Infer.Session;
export type ClientUser = ClientSession['user'];
