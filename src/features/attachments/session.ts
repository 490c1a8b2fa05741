import 'server-only';
import { createHash, randomBytes } from 'node:crypto';

// The form session a visitor's staged files belong to: a random token the server hands the
// browser with its first upload, which the browser sends back with each later upload, each
// removal and the request itself. Only its hash is stored, so the database alone cannot be used
// to attach someone else's staged file, and without the token nobody can.

export { SESSION_HEADER } from './api-paths';

const TOKEN = /^[A-Za-z0-9_-]{32}$/;

export const isSessionToken = (value: unknown): value is string =>
  typeof value === 'string' && TOKEN.test(value);

export const newSessionToken = () => randomBytes(24).toString('base64url');

export const sessionHash = (token: string) => createHash('sha256').update(token).digest('hex');
