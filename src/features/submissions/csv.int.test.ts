import { beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { testDatabases } from '#test/databases';
import { emptiedForEachTest } from '#test/emptied-database';
import type { Connection } from '@/server/db/connect';
import type { Db } from '@/server/db/connect';
import { consultationRequests, contactSubmissions } from '@/server/db/schema';
import {
  BUDGETS,
  CURRENCIES,
  PROJECT_TYPES,
  SERVICE_KEYS,
  budgetLabel,
  projectTypeLabel,
  serviceTitle,
} from '@/features/consultation/options';
import { csvHead, csvLines } from './csv';
import type { Key } from './queries';

// The export's lines, written by the database: every cell quoted, quotes
// doubled, never a formula a spreadsheet would run (OWASP's CSV injection
// advice), and the consultation options shown by their labels, as in the inbox.

const key = (kind: Key['kind'], id: number): Key => ({ kind, id, at: '' });

/** The cells of a CSV text (quoted cells only, as the export writes them). */
function parse(csv: string): string[][] {
  const rows: string[][] = [];
  const re = /"((?:[^"]|"")*)"(,|\r\n)/g;
  let row: string[] = [];
  for (const m of csv.matchAll(re)) {
    row.push(m[1]!.replace(/""/g, '"'));
    if (m[2] === '\r\n') {
      rows.push(row);
      row = [];
    }
  }
  return rows;
}

async function contact(db: Db, values: Partial<typeof contactSubmissions.$inferInsert>) {
  const [row] = await db
    .insert(contactSubmissions)
    .values({ name: 'Ana', email: 'ana@example.com', message: 'Hello', ...values })
    .returning({ id: contactSubmissions.id });
  return row!.id;
}

describe.each(testDatabases())('CSV lines on $name', ({ open }) => {
  let conn: Connection;
  const fresh = emptiedForEachTest(open);
  beforeEach(async () => {
    conn = await fresh();
  });

  it('writes every cell safely: quoted, quotes doubled, formulas made text', async () => {
    const cases = [
      [
        '=HYPERLINK("http://evil.example","click")',
        `"'=HYPERLINK(""http://evil.example"",""click"")"`,
      ],
      ['+1+1', `"'+1+1"`],
      ['-2+3', `"'-2+3"`],
      ['@SUM(A1:A2)', `"'@SUM(A1:A2)"`],
      ['\t=1+1', `"'\t=1+1"`],
      ['\r=1+1', `"'\r=1+1"`],
      ['Ana "the architect"', '"Ana ""the architect"""'],
      ['line one\nline two', '"line one\nline two"'],
      ['a = b', '"a = b"'],
    ];
    const keys: Key[] = [];
    for (const [name] of cases) keys.push(key('contact', await contact(conn.db, { name })));
    const csv = await csvLines(conn.db, 'contact', keys);
    // the fifth cell of each line (the name), as written
    const written = [...csv.matchAll(/^(?:"(?:[^"]|"")*",){4}("(?:[^"]|"")*")/gm)].map((m) => m[1]);
    expect(written).toEqual(cases.map(([, expected]) => expected));
  });

  it('makes one CRLF-terminated line per item under the tab header', async () => {
    const id = await contact(conn.db, {
      name: '=cmd|"/c calc"!A1',
      subject: null,
      source: { utm_source: '-newsletter', page: 42 } as never,
    });
    await conn.db.execute(
      sql`update contact_submissions set created_at = '2026-01-01 00:00:00.123999+00' where id = ${id}`,
    );
    expect(csvHead('contact')).toBe(
      '"id","received","status","first_answered","name","email","subject","message","attachments","page","referrer","utm_source","utm_medium","utm_campaign","utm_term","utm_content"\r\n',
    );
    expect(await csvLines(conn.db, 'contact', [key('contact', id)])).toBe(
      `"${id}","2026-01-01T00:00:00.123Z","new","","'=cmd|""/c calc""!A1","ana@example.com","","Hello","","","","'-newsletter","","","",""\r\n`,
    );
  });

  it('shows every service, project type and budget by the label the inbox shows', async () => {
    const db = conn.db;
    const cases = [
      ...SERVICE_KEYS.flatMap((service) =>
        [...PROJECT_TYPES[service].map((o) => o.value), 'unlisted', null].map((projectType) => ({
          service,
          projectType,
          currency: 'GBP' as const,
          budget: null as string | null,
        })),
      ),
      ...CURRENCIES.flatMap((currency) =>
        [...BUDGETS[currency].map((o) => o.value), 'unlisted', ''].map((budget) => ({
          service: 'old-service',
          projectType: 'kept',
          currency,
          budget,
        })),
      ),
      { service: '', projectType: null, currency: 'ZAR' as const, budget: null },
    ];
    const rows = await db
      .insert(consultationRequests)
      .values(
        cases.map((c) => ({
          name: 'Ben',
          email: 'ben@example.com',
          message: 'Brief',
          selectedService: c.service,
          projectType: c.projectType,
          preferredCurrency: c.currency,
          budget: c.budget,
        })),
      )
      .returning({ id: consultationRequests.id });
    const head = parse(csvHead('consultation'))[0]!;
    const at = (name: string) => head.indexOf(name);
    const lines = parse(
      await csvLines(
        db,
        'consultation',
        rows.map((r) => key('consultation', r.id)),
      ),
    );
    expect(lines).toHaveLength(cases.length);
    lines.forEach((cells, i) => {
      const c = cases[i]!;
      expect(cells[at('id')]).toBe(String(rows[i]!.id));
      expect(cells[at('service')]).toBe(serviceTitle(c.service));
      expect(cells[at('project_type')]).toBe(projectTypeLabel(c.service, c.projectType) ?? '');
      expect(cells[at('budget')]).toBe(budgetLabel(c.currency, c.budget) ?? '');
      expect(cells[at('currency')]).toBe(c.currency);
    });
  });

  it('says when each item was first answered', async () => {
    const answered = await contact(conn.db, {});
    const waiting = await contact(conn.db, {});
    await conn.db.execute(
      sql`update contact_submissions set first_response_at = '2026-02-03 04:05:06.789+00' where id = ${answered}`,
    );
    const head = parse(csvHead('contact'))[0]!;
    const lines = parse(
      await csvLines(conn.db, 'contact', [key('contact', answered), key('contact', waiting)]),
    );
    expect(lines.map((l) => l[head.indexOf('first_answered')])).toEqual([
      '2026-02-03T04:05:06.789Z',
      '',
    ]);
  });

  it('mixes both kinds in the spam tab, in the keys order, and leaves out deleted items', async () => {
    const db = conn.db;
    const a = await contact(db, { subject: 'Cheap pills', status: 'spam' });
    const [r] = await db
      .insert(consultationRequests)
      .values({ name: 'Bot', email: 'bot@example.com', message: 'Buy', status: 'spam' })
      .returning({ id: consultationRequests.id });
    const gone = await contact(db, { status: 'spam' });
    await db.execute(sql`delete from contact_submissions where id = ${gone}`);
    const lines = parse(
      await csvLines(db, 'spam', [
        key('consultation', r!.id),
        key('contact', gone),
        key('contact', a),
      ]),
    );
    const head = parse(csvHead('spam'))[0]!;
    expect(head.slice(0, 8)).toEqual([
      'type',
      'id',
      'received',
      'status',
      'first_answered',
      'name',
      'email',
      'subject',
    ]);
    expect(lines.map((l) => [l[0], l[1], l[7], l[head.indexOf('service')]])).toEqual([
      ['consultation', String(r!.id), '', 'Architectural Visualization'],
      ['contact', String(a), 'Cheap pills', ''],
    ]);
    expect(await csvLines(db, 'spam', [])).toBe('');
  });
});
