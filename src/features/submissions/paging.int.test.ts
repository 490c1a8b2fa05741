import { beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { testDatabases } from '#test/databases';
import { emptiedForEachTest } from '#test/emptied-database';
import type { Connection, Db } from '@/server/db/connect';
import { consultationRequests, contactSubmissions } from '@/server/db/schema';
import { decodeCursor, encodeCursor } from './cursor';
import { eachKeyBatch, loadInbox, parsePage, where, type InboxFilter } from './queries';

// Keyset paging of the inbox: every item once, in order, whichever way one
// walks, with items arriving meanwhile; the count of what the filter matches;
// the trigram-backed search.

const filter = (over: Partial<InboxFilter> = {}): InboxFilter => ({
  tab: 'contact',
  status: 'all',
  q: '',
  ...over,
});

/** n contact messages; every three share one instant, so ties are the rule. */
async function seedContacts(db: Db, n: number, status = 'new', from = 0) {
  await db.execute(sql`
    insert into contact_submissions (name, email, message, status, created_at)
    select 'Person ' || g, 'p' || g || '@example.com', 'Message number ' || g, ${status}::submission_status,
           timestamptz '2026-01-01 00:00:00+00' + ((g / 3) * interval '1 minute')
      from generate_series(${from + 1}::int, ${from + n}::int) g`);
}

async function seedConsultations(db: Db, n: number, status = 'new') {
  await db.execute(sql`
    insert into consultation_requests (name, email, company, message, status, created_at)
    select 'Client ' || g, 'c' || g || '@example.com', 'Company ' || g, 'Brief number ' || g,
           ${status}::submission_status,
           timestamptz '2026-01-01 00:00:00+00' + ((g / 2) * interval '1 minute')
      from generate_series(1, ${n}::int) g`);
}

type Page = Awaited<ReturnType<typeof loadInbox>>;
const keysOf = (page: Page) => page.items.map((i) => `${i.kind}:${i.id}`);

async function walkOlder(db: Db, f: InboxFilter, size: number) {
  const pages: Page[] = [];
  let page = await loadInbox(db, f, { cursor: null, direction: 'older', size });
  pages.push(page);
  while (page.older) {
    page = await loadInbox(db, f, { ...parsePage({ before: page.older }), size });
    pages.push(page);
  }
  return pages;
}

/** The order the inbox promises: newest first, then kind, then id, all descending. */
async function expectedOrder(db: Db, f: InboxFilter): Promise<string[]> {
  const out: string[] = [];
  for await (const keys of eachKeyBatch(db, f, 7))
    out.push(...keys.map((k) => `${k.kind}:${k.id}`));
  return out;
}

describe.each(testDatabases())('inbox paging on $name', ({ open }) => {
  let conn: Connection;
  const fresh = emptiedForEachTest(open);
  beforeEach(async () => {
    conn = await fresh();
  });

  it('walks every item once, in order, older and back newer, with ties on the timestamp', async () => {
    const db = conn.db;
    await seedContacts(db, 95);
    const pages = await walkOlder(db, filter(), 20);
    expect(pages.map((p) => p.items.length)).toEqual([20, 20, 20, 20, 15]);
    const all = pages.flatMap(keysOf);
    expect(new Set(all).size).toBe(95);
    // newest first, ties broken by id descending
    const ids = all.map((k) => Number(k.split(':')[1]));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(pages[0]!.newer).toBeNull();
    expect(pages.at(-1)!.older).toBeNull();
    expect(pages.every((p) => p.total === 95)).toBe(true);

    // back from the last page by 'Newer' gives the same pages
    let page = pages.at(-1)!;
    for (let i = pages.length - 2; i >= 0; i--) {
      page = await loadInbox(db, filter(), { ...parsePage({ after: page.newer! }), size: 20 });
      expect(keysOf(page)).toEqual(keysOf(pages[i]!));
    }
    expect(page.newer).toBeNull();
  });

  it('merges both kinds on the Spam tab, with ties across kinds, without gaps either way', async () => {
    const db = conn.db;
    await seedContacts(db, 40, 'spam');
    await seedConsultations(db, 33, 'spam');
    await seedContacts(db, 5, 'new', 40);
    const f = filter({ tab: 'spam' });
    const pages = await walkOlder(db, f, 9);
    const all = pages.flatMap(keysOf);
    expect(all).toHaveLength(73);
    expect(new Set(all).size).toBe(73);
    expect(all).toEqual(await expectedOrder(db, f));
    expect(pages[0]!.total).toBe(73);
    expect(pages[0]!.counts).toEqual({ contact: 5, consultation: 0, spam: 73 });

    let page = pages.at(-1)!;
    const back: string[][] = [keysOf(page)];
    while (page.newer) {
      page = await loadInbox(db, f, { ...parsePage({ after: page.newer }), size: 9 });
      back.unshift(keysOf(page));
    }
    expect(back.flat()).toEqual(all);
  });

  it('neither repeats nor skips an item when new ones arrive between pages', async () => {
    const db = conn.db;
    await seedContacts(db, 30);
    const before = await expectedOrder(db, filter());
    // a page size the owner can choose in the URL
    const first = await loadInbox(db, filter(), parsePage({ per: '10' }));
    expect(first.size).toBe(10);
    // five new messages arrive, newer than everything
    await db.insert(contactSubmissions).values(
      Array.from({ length: 5 }, (_, i) => ({
        name: `Late ${i}`,
        email: `late${i}@example.com`,
        message: 'Arrived while paging',
        createdAt: new Date('2027-01-01T00:00:00Z'),
      })),
    );
    const seen = keysOf(first);
    let page = first;
    while (page.older) {
      page = await loadInbox(db, filter(), { ...parsePage({ before: page.older }), size: 10 });
      seen.push(...keysOf(page));
    }
    expect(seen).toEqual(before);
    // and from the first page of the old walk, 'Newer' now exists and holds the new five
    const second = await loadInbox(db, filter(), {
      ...parsePage({ before: first.older! }),
      size: 10,
    });
    const newer = await loadInbox(db, filter(), {
      ...parsePage({ after: second.newer! }),
      size: 10,
    });
    expect(keysOf(newer)).toEqual(keysOf(first));
    expect(newer.newer).not.toBeNull();
    expect(newer.total).toBe(35);
  });

  it('counts what the status filter and the search match, and searches company and message', async () => {
    const db = conn.db;
    await seedConsultations(db, 20);
    await db.insert(consultationRequests).values([
      { name: 'Dora', email: 'dora@example.com', company: 'Kiln & Co', message: 'A showroom' },
      { name: 'Eli', email: 'eli@example.com', message: 'Unreal walkthrough for 100% of the site' },
    ]);
    await db
      .update(consultationRequests)
      .set({ status: 'read' })
      .where(sql`id <= 4`);
    const tab = { tab: 'consultation' as const };
    expect((await loadInbox(db, filter({ ...tab, status: 'read' }))).total).toBe(4);
    expect((await loadInbox(db, filter({ ...tab, status: 'new' }))).total).toBe(18);
    const kiln = await loadInbox(db, filter({ ...tab, q: 'kiln &' }));
    expect(kiln.total).toBe(1);
    expect(kiln.items.map((i) => i.name)).toEqual(['Dora']);
    expect((await loadInbox(db, filter({ ...tab, q: 'WALKTHROUGH' }))).total).toBe(1);
    // LIKE's wildcards are plain characters in a search
    expect((await loadInbox(db, filter({ ...tab, q: '100%' }))).total).toBe(1);
    expect((await loadInbox(db, filter({ ...tab, q: '_' }))).total).toBe(0);
    expect((await loadInbox(db, filter({ ...tab, q: 'company 1' }))).total).toBe(11);
    const paged = await loadInbox(db, filter({ ...tab, q: 'company 1' }), {
      cursor: null,
      direction: 'older',
      size: 4,
    });
    expect(paged.items).toHaveLength(4);
    expect(paged.older).not.toBeNull();
  });

  it('ignores a cursor that is not one, and shows the first page for one past the end', async () => {
    const db = conn.db;
    await seedContacts(db, 12);
    const first = await loadInbox(db, filter(), { cursor: null, direction: 'older', size: 5 });
    for (const bad of [
      'x',
      'bm90IGEgY3Vyc29y',
      encodeCursor({ at: 'now', kind: 'contact', id: 1 }),
    ]) {
      expect(parsePage({ before: bad }).cursor).toBeNull();
    }
    expect(
      decodeCursor(encodeCursor({ at: '2026-01-01 00:00:00.5+00', kind: 'contact', id: 3 })),
    ).toEqual({ at: '2026-01-01 00:00:00.5+00', kind: 'contact', id: 3 });
    const stale = encodeCursor({ at: '2030-01-01 00:00:00+00', kind: 'contact', id: 1 });
    const page = await loadInbox(db, filter(), { ...parsePage({ after: stale }), size: 5 });
    expect(keysOf(page)).toEqual(keysOf(first));
    expect(page.newer).toBeNull();
  });

  it('answers a search from the trigram index', async () => {
    const db = conn.db;
    await seedContacts(db, 2000);
    await db.execute(sql`analyze contact_submissions`);
    await db.execute(sql`set enable_seqscan = off`);
    const search = where('contact', filter({ q: 'number 1999' }));
    const plan = await db.execute(
      sql`explain select count(*) from contact_submissions where ${search}`,
    );
    expect(JSON.stringify(plan.rows)).toContain('contact_search_idx');
  });
});
