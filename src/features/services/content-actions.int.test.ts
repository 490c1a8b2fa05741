import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { asc, eq, getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { testDatabases } from '#test/databases';
import type { Connection } from '@/server/db/connect';
import * as schema from '@/server/db/schema';

// The content managers' actions (issue 6, part 1) against a real database:
// visitors and non-admins are refused and nothing changes; the admin's writes
// follow the documented ordering rules and defaults. (The guard test signs in for
// real against every action module; this one fixes the caller to test the writes.)

const current: { db?: Connection['db']; caller: 'visitor' | 'member' | 'admin' } = {
  caller: 'visitor',
};

vi.mock('@/server/db', () => ({
  getDb: async () => {
    if (!current.db) throw new Error('no test database');
    return current.db;
  },
}));
vi.mock('@/server/auth/guard', async () => {
  class AuthorizationError extends Error {
    constructor(public readonly status: 401 | 403) {
      super(
        status === 401 ? 'Please sign in to continue.' : 'This needs an administrator account.',
      );
    }
  }
  return {
    AuthorizationError,
    requireAdmin: async () => {
      if (current.caller === 'visitor') throw new AuthorizationError(401);
      if (current.caller === 'member') throw new AuthorizationError(403);
      return {
        user: { id: 'owner', email: 'owner@example.com', role: 'admin' },
        session: { id: 's' },
      };
    },
  };
});

const modules = {
  about: () => import('@/features/about/actions'),
  awards: () => import('@/features/awards/actions'),
  clients: () => import('@/features/clients/actions'),
  hero: () => import('@/features/hero/actions'),
  press: () => import('@/features/press/actions'),
  pricing: () => import('@/features/pricing/actions'),
  services: () => import('@/features/services/actions'),
  settings: () => import('@/features/settings/actions'),
  videos: () => import('@/features/videos/actions'),
};

async function snapshot(db: Connection['db']): Promise<string> {
  const parts: string[] = [];
  for (const value of Object.values(schema)) {
    if (!is(value, PgTable)) continue;
    const result = await db.execute(
      sql`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as h from ${sql.identifier(getTableName(value))} t`,
    );
    parts.push(String((result.rows[0] as { h: string }).h));
  }
  return parts.join(',');
}

type Action = (input: unknown) => Promise<{
  ok: boolean;
  data?: unknown;
  message?: string;
  fieldErrors?: Record<string, string>;
}>;

describe.each(testDatabases())('content manager actions on $name', ({ open }) => {
  let conn: Connection;
  beforeEach(async () => {
    conn = await open();
    current.db = conn.db;
    current.caller = 'admin';
  });
  afterEach(async () => {
    current.db = undefined;
    await conn.close();
  });

  it('refuses every action to visitors and non-admins, changing nothing', async () => {
    const inputs = [{ id: 1, title: 'x', name: 'x', direction: 'up', value: true }, {}, undefined];
    for (const [name, load] of Object.entries(modules)) {
      const actions = Object.entries(await load()).filter(([, v]) => typeof v === 'function') as [
        string,
        Action,
      ][];
      expect(actions.length, name).toBeGreaterThan(0);
      for (const caller of ['visitor', 'member'] as const) {
        current.caller = caller;
        for (const [actionName, action] of actions) {
          for (const input of inputs) {
            const before = await snapshot(conn.db);
            const result = await action(input);
            expect(result.ok, `${name}.${actionName} by ${caller}`).toBe(false);
            expect(result.message).toMatch(caller === 'visitor' ? /sign in/ : /administrator/);
            expect(await snapshot(conn.db)).toBe(before);
          }
        }
      }
    }
  });

  it('services: new ones go last, move swaps neighbours, toggles and deletes', async () => {
    const { createService, moveService, setServiceActive, deleteService } =
      await modules.services();
    const a = await createService({ title: 'Alpha', bullets: ['  One ', ''] });
    const b = await createService({ title: 'Beta', iconName: 'Lightbulb' });
    expect(a.ok && b.ok).toBe(true);
    const order = async () =>
      (await conn.db.select().from(schema.services).orderBy(asc(schema.services.displayOrder))).map(
        (s) => s.title,
      );
    expect(await order()).toEqual(['Alpha', 'Beta']);
    const [alpha] = await conn.db
      .select()
      .from(schema.services)
      .where(eq(schema.services.title, 'Alpha'));
    expect(alpha!.bullets).toEqual(['One']);
    expect(alpha!.isActive).toBe(true);
    const betaId = (b as { data: { id: number } }).data.id;
    expect((await moveService({ id: betaId, direction: 'up' })).ok).toBe(true);
    expect(await order()).toEqual(['Beta', 'Alpha']);
    // at the top already: nothing to do
    expect((await moveService({ id: betaId, direction: 'up' })).ok).toBe(true);
    expect(await order()).toEqual(['Beta', 'Alpha']);
    await setServiceActive({ id: betaId, value: false });
    const [beta] = await conn.db
      .select()
      .from(schema.services)
      .where(eq(schema.services.id, betaId));
    expect(beta!.isActive).toBe(false);
    expect(await createService({ title: '   ' })).toMatchObject({
      ok: false,
      fieldErrors: { title: 'Title is required' },
    });
    expect((await deleteService({ id: betaId })).ok).toBe(true);
    expect(await deleteService({ id: betaId })).toEqual({
      ok: false,
      message: 'That service no longer exists.',
    });
  });

  it('awards, press, videos and pricing keep the documented defaults', async () => {
    const { saveAward } = await modules.awards();
    expect((await saveAward({ title: 'Shortlisted', displayOrder: 'abc', year: '' })).ok).toBe(
      true,
    );
    const [award] = await conn.db.select().from(schema.awards);
    expect(award).toMatchObject({
      status: 'Winner',
      displayOrder: 0,
      year: new Date().getFullYear(),
    });

    const { savePressArticle } = await modules.press();
    expect((await savePressArticle({ title: 'Feature', date: '' })).ok).toBe(true);
    const [article] = await conn.db.select().from(schema.pressArticles);
    expect(article!.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const { createVideo } = await modules.videos();
    await createVideo({
      title: 'One',
      youtubeUrl: 'https://youtu.be/o_2Q5y1AXVI',
      serviceCategory: '',
    });
    await createVideo({ title: 'Two', youtubeUrl: 'https://youtu.be/o_2Q5y1AXVI' });
    const videos = await conn.db
      .select()
      .from(schema.videoShowcases)
      .orderBy(asc(schema.videoShowcases.id));
    expect(videos.map((v) => [v.serviceCategory, v.displayOrder])).toEqual([
      ['General', 1],
      ['General', 2],
    ]);

    const { savePricingPackage } = await modules.pricing();
    expect((await savePricingPackage({ priceRange: '£1' })).ok).toBe(true);
    const [pkg] = await conn.db.select().from(schema.pricingPackages);
    expect(pkg).toMatchObject({ serviceType: 'archviz', tier: 'basic', region: 'UK' });
  });

  it('about content and settings are updated if present, otherwise created', async () => {
    const { saveAboutContent } = await modules.about();
    await saveAboutContent({
      mainTitle: '',
      notableProjects: ['A', ' '],
      stats: [
        { label: 'Years', value: '18+' },
        { label: '', value: '1' },
      ],
    });
    await saveAboutContent({ mainTitle: 'About Elena', notableProjects: ['B'] });
    const about = await conn.db.select().from(schema.aboutContent);
    expect(about).toHaveLength(1);
    expect(about[0]).toMatchObject({ mainTitle: 'About Elena', notableProjects: ['B'], stats: [] });

    const { saveSiteSettings } = await modules.settings();
    expect((await saveSiteSettings({ siteTitle: 'Studio', twitterHandle: 'elena' })).ok).toBe(true);
    expect(await saveSiteSettings({ googleAnalyticsId: 'nope' })).toMatchObject({ ok: false });
    const settings = await conn.db.select().from(schema.siteSettings);
    expect(settings).toHaveLength(1);
    expect(settings[0]).toMatchObject({ siteTitle: 'Studio', twitterHandle: '@elena' });
  });
});
