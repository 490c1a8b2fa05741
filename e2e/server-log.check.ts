import { existsSync, readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { E2E_ADMIN, E2E_LOG_FILE, E2E_METRICS_TOKEN } from './fixtures/config';

// The e2e server's log of the whole run (its standard output, kept by scripts/e2e-server.mjs),
// read once every spec has run (the `server-log` project): its lines are JSON with the fields
// the log promises, every request has its line, and none holds what a log must never hold
// (docs/monitoring.md). The secrets and texts below are ones the specs type into the site.

const SECRETS = [
  E2E_ADMIN.password,
  E2E_METRICS_TOKEN,
  'secret-password',
  'a-good-password',
  'not-the-password',
  'a-new-password',
  'yet-another-one',
  'first secret',
  'not the password',
  'password-1',
];
const BODIES = ['A study of a small gallery extension, please.', 'Cheap offers'];
const NEVER_KEYS = [
  'cookie',
  'authorization',
  'password',
  'token',
  'ip',
  'remoteAddress',
  'text',
  'html',
];

type Line = Record<string, unknown>;

/** Every key of a line, nested ones included, with its value. */
function* entries(value: unknown, prefix = ''): Generator<[string, unknown]> {
  if (!value || typeof value !== 'object') return;
  for (const [key, inner] of Object.entries(value)) {
    yield [prefix + key, inner];
    yield* entries(inner, `${prefix}${key}.`);
  }
}

test('the server log of the run is JSON lines, one per request, with nothing a log must not hold', () => {
  expect(existsSync(E2E_LOG_FILE), `no server log at ${E2E_LOG_FILE}`).toBe(true);
  const text = readFileSync(E2E_LOG_FILE, 'utf8');
  // Next's own start-up lines are text; every line of the site's logger is an object
  const lines: Line[] = text
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Line);
  expect(lines.length).toBeGreaterThan(100);
  // gathered, then compared once: an expect per line would be some thousands of them
  const problems: string[] = [];
  for (const line of lines) {
    const fields =
      typeof line.level === 'number' &&
      typeof line.time === 'number' &&
      typeof line.component === 'string' &&
      typeof line.msg === 'string';
    if (!fields) problems.push(`no level, time, component or message: ${JSON.stringify(line)}`);
    // no header, client address or secret under its name, unless redacted
    for (const [key, value] of entries(line)) {
      const name = key.split('.').at(-1) ?? '';
      if (NEVER_KEYS.includes(name) && value !== '[redacted]')
        problems.push(`${key} in ${JSON.stringify(line)}`);
    }
  }
  const requests = lines.filter((line) => line.msg === 'request');
  expect(requests.length).toBeGreaterThan(100);
  for (const request of requests) {
    const { path } = request;
    const fields =
      request.component === 'http' &&
      typeof request.reqId === 'string' &&
      typeof request.method === 'string' &&
      typeof path === 'string' &&
      path.startsWith('/') &&
      !path.includes('?') &&
      typeof request.status === 'number' &&
      typeof request.ms === 'number';
    if (!fields) problems.push(`a request line without its fields: ${JSON.stringify(request)}`);
  }
  for (const secret of [...SECRETS, ...BODIES])
    if (text.includes(secret)) problems.push(`"${secret}" is in the log`);
  if (text.includes('better-auth.session_token')) problems.push('a session cookie is in the log');
  // an address appears only masked: its first letter and its domain
  for (const [address, local = ''] of text.matchAll(
    /([^\s"'<>(),]+)@[A-Za-z0-9-]+\.[A-Za-z0-9.-]+/g,
  ))
    if (!/^[A-Za-z0-9._%+-]?\*\*\*$/.test(local)) problems.push(`an e-mail address: ${address}`);
  // no client address: TRUSTED_IP_HEADER is not set here
  for (const [address] of text.matchAll(/::ffff:[0-9.]+|\b127\.0\.0\.1\b|"::1"/g))
    problems.push(`a client address: ${address}`);
  expect(problems.slice(0, 20)).toEqual([]);
});
