import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { desc } from 'drizzle-orm';
import { testDatabases } from '#test/databases';
import { current } from '#test/request-context';
import {
  CONTROL,
  HUGE,
  LONE_SURROGATE,
  SCRIPT,
  SQLISH,
  WRONG_TYPES,
  expectNoLeak,
  expectPrototypesClean,
  pollutingKeys,
} from '#test/hostile';
import { snapshot } from '#test/snapshot';
import type { Connection } from '@/server/db/connect';
import { consultationRequests, contactSubmissions, mailOutbox } from '@/server/db/schema';

// The public forms (the consultation request, the landing page's quick
// consultation form, the contact form) through their server actions, with what
// anyone on the internet can post: each hostile value is refused with the
// form's own message and stores nothing, or is stored in its cleaned form,
// and the visitor never sees the server fail.

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'forms-hostile-'));
process.env.DATA_DIR = dataDir;
process.env.SITE_URL = 'http://localhost:3363';
process.env.AUTH_SECRET = 'forms-hostile-test-secret-'.padEnd(48, 'x');
delete process.env.DATABASE_URL;
delete process.env.TRUSTED_IP_HEADER;

vi.mock('@/server/db', async () => (await import('#test/request-context')).mockDb());
vi.mock('next/headers', async () => (await import('#test/request-context')).mockHeaders());
vi.mock('next/cache', async () => (await import('#test/request-context')).mockCache());

const human = { honeypot: '', elapsedMs: 12_000, source: { page: '/' } };
const message = 'Six exterior views of a mixed-use scheme in Bristol, for planning.';

type Form = {
  name: string;
  action: () => Promise<(payload: unknown) => Promise<Result>>;
  valid: Record<string, unknown>;
  required: string[];
  optional: string[];
  choices: string[];
  table: typeof contactSubmissions | typeof consultationRequests;
};
type Result =
  | { ok: true }
  | { ok: false; reason: 'invalid'; fieldErrors: Record<string, string> }
  | { ok: false; reason: 'error'; message: string };

const consultationAction = async () =>
  (await import('@/features/consultation/actions')).submitConsultationAction;
const FORMS: Form[] = [
  {
    name: 'the consultation request',
    action: consultationAction,
    valid: {
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      phone: '+44 7700 900123',
      company: 'Analytical Engines',
      projectType: 'commercial',
      budget: '15k-30k',
      timeline: 'March',
      message,
      selectedService: 'architectural-visualization',
      preferredCurrency: 'GBP',
    },
    required: ['name', 'email', 'message'],
    optional: ['phone', 'company', 'timeline'],
    choices: ['selectedService', 'preferredCurrency', 'projectType', 'budget'],
    table: consultationRequests,
  },
  {
    name: "the landing page's quick consultation form",
    action: consultationAction,
    valid: {
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      message,
      selectedService: 'web-development',
    },
    required: ['name', 'email', 'message'],
    optional: [],
    choices: ['selectedService'],
    table: consultationRequests,
  },
  {
    name: 'the contact form',
    action: async () => (await import('@/features/contact/actions')).submitContactAction,
    valid: { name: 'Ada Lovelace', email: 'ada@example.com', subject: 'Hello', message },
    required: ['name', 'email', 'message'],
    optional: ['subject'],
    choices: [],
    table: contactSubmissions,
  },
];

type Case = { label: string; payload: unknown };

/** Hostile posts each form must refuse, storing nothing. */
function refused(form: Form): Case[] {
  const values = (patch: Record<string, unknown>) => ({
    values: { ...form.valid, ...patch },
    meta: human,
  });
  const cases: Case[] = [
    { label: 'no payload', payload: undefined },
    { label: 'null', payload: null },
    { label: 'a string', payload: 'name=Ada' },
    { label: 'a number', payload: 42 },
    { label: 'an array of the form', payload: [{ values: form.valid, meta: human }] },
    { label: 'values that are an array', payload: { values: [form.valid], meta: human } },
  ];
  for (const field of form.required) {
    const { [field]: _, ...rest } = form.valid;
    cases.push({ label: `${field} missing`, payload: { values: rest, meta: human } });
    cases.push({ label: `${field} blank`, payload: values({ [field]: ' \t\n ' }) });
    cases.push({ label: `${field} only angle brackets`, payload: values({ [field]: '<<>>' }) });
    cases.push({ label: `${field} oversized`, payload: values({ [field]: HUGE }) });
    for (const [label, value] of WRONG_TYPES) {
      cases.push({ label: `${field}: ${label}`, payload: values({ [field]: value }) });
    }
  }
  if (form.optional.includes('subject')) {
    cases.push({ label: 'subject oversized', payload: values({ subject: HUGE }) });
  }
  for (const field of form.optional) {
    for (const [label, value] of WRONG_TYPES) {
      cases.push({ label: `${field}: ${label}`, payload: values({ [field]: value }) });
    }
  }
  for (const [label, email] of [
    ['a header injection', 'ada@example.com\r\nBcc: victim@example.com'],
    ['no domain', 'ada@'],
    ['a space', 'ada lovelace@example.com'],
    ['SQL', SQLISH],
  ]) {
    cases.push({ label: `email: ${label}`, payload: values({ email }) });
  }
  for (const field of form.choices) {
    for (const [label, value] of [
      ['something not offered', 'bogus'],
      ['SQL', SQLISH],
      ['an array', [form.valid[field]]],
      ['an object', { value: form.valid[field] }],
    ] as const) {
      cases.push({ label: `${field}: ${label}`, payload: values({ [field]: value }) });
    }
  }
  return cases;
}

/** Hostile posts that are fine to keep once cleaned: [label, patch, what must hold of the stored row]. */
type Kept = [string, Record<string, unknown>, (row: Record<string, unknown>) => void];
function kept(form: Form): Kept[] {
  return [
    [
      'a script tag in the message',
      { message: `${SCRIPT} ${message}` },
      (row) => expect(row.message).toBe(`scriptalert(document.cookie)/script ${message}`),
    ],
    [
      'SQL in the message',
      { message: `${SQLISH} ${message}` },
      (row) => expect(row.message).toBe(`${SQLISH} ${message}`),
    ],
    [
      'control characters in the name',
      { name: CONTROL },
      (row) => expect(row.name).toBe('Evil[31m \u202Egnp.exe\u200D'),
    ],
    [
      'a header injection in the name',
      { name: 'Eve\r\nBcc: victim@example.com' },
      (row) => expect(row.name).toBe('Eve Bcc: victim@example.com'),
    ],
    [
      'a lone surrogate in the message',
      { message: `${LONE_SURROGATE} ${message}` },
      (row) => expect(String(row.message)).toContain('broken'),
    ],
    [
      'prototype-polluting keys',
      pollutingKeys(),
      (row) => expect(JSON.stringify(row)).not.toContain('polluted'),
    ],
    // the public forms cut every value without a rule of its own to 2000 characters
    ...form.optional
      .filter((field) => field !== 'subject')
      .map((field): Kept => [
        `an oversized ${field}`,
        { [field]: HUGE },
        (row) => expect(String(row[field]).length).toBe(2000),
      ]),
  ];
}

/** Spam signals in every wrong shape: the submission is judged, never a server error. */
const HOSTILE_META: [string, unknown][] = [
  ['meta that is a string', 'human'],
  ['a honeypot that is an object', { honeypot: { value: '' }, elapsedMs: 12_000 }],
  ['an elapsed time that is NaN', { honeypot: '', elapsedMs: Number.NaN }],
  ['an elapsed time of Infinity', { honeypot: '', elapsedMs: Number.POSITIVE_INFINITY }],
  [
    'a source full of hostile values',
    {
      honeypot: '',
      elapsedMs: 12_000,
      source: { page: HUGE, utm_source: CONTROL, ...pollutingKeys() },
    },
  ],
];

const COUNT = FORMS.reduce(
  (n, form) => n + refused(form).length + kept(form).length + HOSTILE_META.length,
  0,
);

it(`tries ${COUNT} hostile inputs on the public forms`, () => {
  console.log(`[hostile] public forms: ${COUNT} hostile inputs`);
  expect(COUNT).toBeGreaterThan(100);
});

describe.each(testDatabases())('the public forms under hostile input on $name', ({ open }) => {
  let conn: Connection;
  beforeAll(async () => {
    conn = await open();
    current.db = conn.db;
    current.headers = new Headers({ referer: 'http://localhost:3363/' });
  });
  afterAll(async () => {
    current.db = undefined;
    await conn?.close();
  });

  describe.each(FORMS)('$name', (form) => {
    it('refuses each hostile post with a message for the visitor, storing nothing', async () => {
      const action = await form.action();
      const before = await snapshot(conn.db);
      for (const { label, payload } of refused(form)) {
        const result = await action(payload);
        expect(result.ok, `${label} was accepted`).toBe(false);
        // 'invalid' with field messages, never the server's failure
        expect(result, label).toMatchObject({ reason: 'invalid' });
        const messages = Object.values(
          (result as { fieldErrors: Record<string, string> }).fieldErrors,
        );
        expect(messages.length, label).toBeGreaterThan(0);
        for (const m of messages) expect(m, label).toMatch(/^[A-Z][^<>{}]{3,80}$/);
        expectNoLeak(JSON.stringify(result), label);
        expect(await snapshot(conn.db), `${label} changed the database`).toEqual(before);
      }
    });

    it('keeps what is harmless once cleaned, in its cleaned form', async () => {
      const action = await form.action();
      for (const [label, patch, check] of kept(form)) {
        const result = await action({ values: { ...form.valid, ...patch }, meta: human });
        expect(result, label).toEqual({ ok: true });
        const [row] = await conn.db.select().from(form.table).orderBy(desc(form.table.id)).limit(1);
        check(row as Record<string, unknown>);
        const text = JSON.stringify(row);
        expect(text, label).not.toMatch(/[<>]|\\u0000|\\r/);
      }
      // nothing reaches a mail header with a line break
      const mails = await conn.db.select({ subject: mailOutbox.subject }).from(mailOutbox);
      for (const { subject } of mails) expect(subject).not.toMatch(/[\r\n]/);
      expectPrototypesClean();
    });

    it('judges malformed spam signals without failing', async () => {
      const action = await form.action();
      for (const [label, meta] of HOSTILE_META) {
        const result = await action({ values: form.valid, meta });
        expect(result, label).toEqual({ ok: true });
      }
      expectPrototypesClean();
    });
  });
});

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
