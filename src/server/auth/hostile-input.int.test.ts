import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { testDatabases } from '#test/databases';
import {
  CONTROL,
  HUGE,
  JS_URL,
  SCRIPT,
  SQL_OR,
  SQLISH,
  WRONG_TYPES,
  expectNoLeak,
  expectPrototypesClean,
  pollutingKeys,
} from '#test/hostile';
import { current } from '#test/request-context';
import { freshAuth } from '#test/sign-in';
import { snapshot } from '#test/snapshot';
import type { Connection } from '@/server/db/connect';
import { users } from '@/server/db/schema';

// Sign-up and sign-in over HTTP with what anyone can post to them: every
// malformed body or value is refused with a 4xx and a message (never a 500,
// a stack trace or a path) and creates no account, session or mail; what a
// visitor may not set (the role, a verified address) is ignored. Through the
// app's route handler, as a browser or a script reaches them.

const SITE = 'http://localhost:3366';
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'auth-hostile-'));
process.env.DATA_DIR = dataDir;
process.env.SITE_URL = SITE;
process.env.AUTH_SECRET = 'auth-hostile-test-secret-'.padEnd(48, 'x');
delete process.env.ADMIN_EMAIL;
delete process.env.ADMIN_PASSWORD;
delete process.env.DATABASE_URL;
delete process.env.TRUSTED_IP_HEADER;

vi.mock('@/server/db', async () => (await import('#test/request-context')).mockDb());
vi.mock('next/headers', async () => (await import('#test/request-context')).mockHeaders());
vi.mock('next/cache', async () => (await import('#test/request-context')).mockCache());
// the tables an accepted sign-up or sign-in writes (counters of attempts aside)
const ACCOUNT_TABLES = ['users', 'accounts', 'sessions', 'verifications', 'mail_outbox'];

const signUp = { email: 'ada@example.com', password: 'password-1', name: 'Ada' };
const signIn = { email: 'owner@example.com', password: 'password-1' };

type Case = { label: string; body: string };
const json = (value: unknown) => JSON.stringify(value);

function cases(valid: Record<string, unknown>, fields: string[]): Case[] {
  const out: Case[] = [
    { label: 'an empty body', body: '' },
    { label: 'a body that is not JSON', body: 'email=ada@example.com&password=x' },
    { label: 'truncated JSON', body: '{"email": "ada@exa' },
    { label: 'JSON null', body: 'null' },
    { label: 'a JSON array', body: json([valid]) },
    { label: 'a JSON string', body: json('ada@example.com') },
  ];
  for (const field of fields) {
    const { [field]: _, ...rest } = valid;
    out.push({ label: `${field} missing`, body: json(rest) });
    out.push({ label: `${field} oversized`, body: json({ ...valid, [field]: HUGE }) });
    for (const [label, value] of WRONG_TYPES) {
      out.push({ label: `${field}: ${label}`, body: json({ ...valid, [field]: value }) });
    }
  }
  for (const [label, email] of [
    ['SQL', SQLISH],
    ['an always-true condition', `${SQL_OR}@example.com`],
    ['a header injection', 'ada@example.com\r\nBcc: victim@example.com'],
    ['a NUL', 'ada\u0000@example.com'],
    ['a script', `${SCRIPT}@example.com`],
  ]) {
    out.push({ label: `email: ${label}`, body: json({ ...valid, email }) });
  }
  return out;
}

const SIGN_UP = [
  ...cases(signUp, ['email', 'password', 'name']),
  { label: 'a password past 128 characters', body: json({ ...signUp, password: 'p'.repeat(129) }) },
  { label: 'a password of 5 characters', body: json({ ...signUp, password: 'abcde' }) },
  {
    label: 'a name of control characters only',
    body: json({ ...signUp, name: '\u0000\u001b\u0007' }),
  },
  { label: 'a javascript: callback', body: json({ ...signUp, callbackURL: JS_URL }) },
  {
    label: 'an off-site callback',
    body: json({ ...signUp, callbackURL: 'https://evil.example/' }),
  },
];
const SIGN_IN = [
  ...cases(signIn, ['email', 'password']),
  { label: 'SQL for a password', body: json({ ...signIn, password: SQL_OR }) },
  { label: 'a javascript: callback', body: json({ ...signIn, callbackURL: JS_URL }) },
  { label: 'an off-site callback', body: json({ ...signIn, callbackURL: '//evil.example/' }) },
];
const KEPT = 4;
const COUNT = SIGN_UP.length + SIGN_IN.length + KEPT;

it(`tries ${COUNT} hostile sign-ups and sign-ins`, () => {
  console.log(`[hostile] sign-up and sign-in: ${COUNT} hostile inputs`);
  expect(COUNT).toBeGreaterThan(60);
});

describe.each(testDatabases())('sign-up and sign-in under hostile input on $name', ({ open }) => {
  let conn: Connection;
  beforeAll(async () => {
    conn = await open();
    current.db = conn.db;
    await freshAuth();
    const { getAuth } = await import('./index');
    await (await getAuth()).api.signUpEmail({ body: { ...signIn, name: 'Owner' } });
    await conn.db.update(users).set({ emailVerified: true });
    // let the delivery worker finish with the sign-up's mail, then stop it, so that a
    // delivery landing mid-test is never taken for a change made by a refused request
    await vi.waitFor(
      async () => {
        const result = await conn.db.execute(
          sql`select count(*)::int as n from mail_outbox where status in ('pending', 'sending')`,
        );
        expect((result.rows[0] as { n: number }).n).toBe(0);
      },
      { timeout: 15_000, interval: 100 },
    );
    const { startMailWorker } = await import('@/server/mail');
    await startMailWorker().stop();
  });
  afterAll(async () => {
    const { startMailWorker } = await import('@/server/mail');
    await startMailWorker().stop();
    current.db = undefined;
    await conn?.close();
  });

  const post = async (endpoint: string, body: string) =>
    (await import('@/app/api/auth/[...all]/route')).POST(
      new Request(`${SITE}/api/auth/${endpoint}`, {
        method: 'POST',
        headers: { origin: SITE, 'content-type': 'application/json' },
        body,
      }),
    );

  it.each([
    ...SIGN_UP.map((c) => ['sign-up/email', c] as const),
    ...SIGN_IN.map((c) => ['sign-in/email', c] as const),
  ])('%s refuses %o', async (endpoint, { label, body }) => {
    const before = await snapshot(conn.db, ACCOUNT_TABLES);
    const response = await post(endpoint, body);
    const text = await response.text();
    expect(response.status, `${label}: ${text}`).toBeGreaterThanOrEqual(400);
    expect(response.status, `${label}: ${text}`).toBeLessThan(500);
    expect(text, label).toMatch(/"message"\s*:\s*"[^"]+"/);
    expectNoLeak(text, label);
    expect(response.headers.get('set-cookie'), label).toBeNull();
    expect(await snapshot(conn.db, ACCOUNT_TABLES), `${label} changed accounts`).toEqual(before);
  });

  it('ignores what a visitor may not set, and stores a marked-up name as text', async () => {
    const response = await post(
      'sign-up/email',
      json({
        email: 'mallory@example.com',
        password: 'password-1',
        name: `${SCRIPT} ${CONTROL}`,
        role: 'admin',
        emailVerified: true,
        ...pollutingKeys(),
      }),
    );
    expect(response.status).toBeLessThan(500);
    const [user] = await conn.db.select().from(users).where(eq(users.email, 'mallory@example.com'));
    if (user) {
      expect(user).toMatchObject({ role: 'user', emailVerified: false });
      expect(user.name).not.toMatch(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/);
    }
    expectPrototypesClean();
  });
});

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
