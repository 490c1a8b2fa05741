import { describe, expect, it, vi } from 'vitest';
import { caller, useAdminDatabase } from '#test/admin-actions';
import { testDatabases } from '#test/databases';
import { auditLog } from '@/server/db/schema';
import { parseActivityFilter, type ActivityFilter } from './filter';

// The Activity screen's data: for admins only, newest first, filtered by kind,
// person and UK days, and paged by keyset so every entry stays reachable.

vi.mock('@/server/db', async () => (await import('#test/admin-actions')).mockDb());
vi.mock('@/server/auth/guard', async () => (await import('#test/admin-actions')).mockGuard());

const { getActivity, PAGE_SIZE } = await import('./queries');

const filter = (params: Record<string, string> = {}): ActivityFilter => parseActivityFilter(params);

describe.each(testDatabases())('the activity log on $name', ({ open }) => {
  const conn = useAdminDatabase(open);

  it('is not readable by visitors or non-admins', async () => {
    await conn.db
      .insert(auditLog)
      .values({ action: 'project.update', actorEmail: 'a@example.com' });
    for (const who of ['visitor', 'member'] as const) {
      caller.who = who;
      await expect(getActivity(filter())).rejects.toMatchObject({
        status: who === 'visitor' ? 401 : 403,
      });
    }
  });

  it('filters by kind, person and UK days', async () => {
    await conn.db.insert(auditLog).values([
      // 23:30 UTC on 30 June is 00:30 on 1 July in London (summer time)
      {
        action: 'project.update',
        actorEmail: 'ada@example.com',
        occurredAt: new Date('2026-06-30T23:30:00Z'),
      },
      {
        action: 'auth.sign-in',
        actorEmail: 'ada@example.com',
        occurredAt: new Date('2026-07-01T08:00:00Z'),
      },
      {
        action: 'auth.sign-in-failed',
        actorEmail: 'eve@example.com',
        occurredAt: new Date('2026-07-01T09:00:00Z'),
      },
      { action: 'role.grant', actorEmail: null, occurredAt: new Date('2026-07-02T09:00:00Z') },
      {
        action: 'auth.sign-out',
        actorEmail: 'bo@example.com',
        occurredAt: new Date('2026-06-30T22:30:00Z'),
      },
    ]);
    const actions = async (params: Record<string, string>) =>
      (await getActivity(filter(params))).entries.map((e) => e.action);

    expect(await actions({})).toEqual([
      'role.grant',
      'auth.sign-in-failed',
      'auth.sign-in',
      'project.update',
      'auth.sign-out',
    ]);
    expect(await actions({ kind: 'edits' })).toEqual(['project.update']);
    expect(await actions({ kind: 'sign-ins' })).toEqual(['auth.sign-in']);
    expect(await actions({ kind: 'failed' })).toEqual(['auth.sign-in-failed']);
    expect(await actions({ kind: 'roles' })).toEqual(['role.grant']);
    expect(await actions({ person: 'ADA@example.com' })).toEqual([
      'auth.sign-in',
      'project.update',
    ]);
    expect(await actions({ from: '2026-07-01', to: '2026-07-01' })).toEqual([
      'auth.sign-in-failed',
      'auth.sign-in',
      'project.update',
    ]);
    expect(await actions({ kind: 'edits', person: 'bo@example.com' })).toEqual([]);
    // addresses typed at failed sign-ins are no suggestions
    expect((await getActivity(filter())).people.sort()).toEqual([
      'ada@example.com',
      'bo@example.com',
    ]);
  });

  it('pages through every entry, older and back newer, entries in the same millisecond included', async () => {
    const same = new Date('2026-05-01T12:00:00.000Z');
    const total = PAGE_SIZE * 2 + 7;
    await conn.db.insert(auditLog).values(
      Array.from({ length: total }, (_, i) => ({
        action: 'project.update',
        entityId: String(i),
        // a run of entries share one timestamp: the id breaks the tie
        occurredAt: i % 3 === 0 ? same : new Date(same.getTime() + i * 1000),
      })),
    );
    const seen: string[] = [];
    let page = await getActivity(filter());
    expect(page.newer).toBeNull();
    const pages = [page];
    while (page.older) {
      seen.push(...page.entries.map((e) => e.entityId!));
      page = await getActivity({ ...filter(), before: page.older });
      pages.push(page);
    }
    seen.push(...page.entries.map((e) => e.entityId!));
    expect(pages).toHaveLength(3);
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
    expect(page.entries).toHaveLength(7);

    // and back: 'Newer' from the last page shows the middle page again
    const back = await getActivity({ ...filter(), after: page.newer });
    expect(back.entries.map((e) => e.id)).toEqual(pages[1]!.entries.map((e) => e.id));
    const first = await getActivity({ ...filter(), after: back.newer });
    expect(first.entries.map((e) => e.id)).toEqual(pages[0]!.entries.map((e) => e.id));
    expect(first.newer).toBeNull();
  });
});
