import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { useAdminDatabase } from '#test/admin-actions';
import { testDatabases } from '#test/databases';
import {
  blogPosts,
  missedAddresses,
  postOldSlugs,
  projectOldSlugs,
  projects,
  redirects,
} from '@/server/db/schema';

// Addresses against a real database, on both engines: slugs made, kept unique and remembered
// when they change; which answer an address gets (a page, its number or an old slug, a redirect
// of the owner's, nothing); redirects that would loop or chain refused; a CSV import that takes
// the good rows and names the bad ones; missed addresses counted per day.

process.env.SITE_URL = 'https://studio.example';

vi.mock('@/server/db', async () => (await import('#test/admin-actions')).mockDb());
vi.mock('@/server/auth/guard', async () => (await import('#test/admin-actions')).mockGuard());

const { dropLocal, TAGS } = await import('@/server/cache');
const blog = await import('@/features/blog/actions');
const projectActions = await import('@/features/projects/actions');
const actions = await import('./actions');
const { redirectFor } = await import('./redirect-probe');
const { AddressTally, addressCounter, writeTallies, pruneMissed } = await import('./tallies');
const { mostMissed } = await import('./queries');

const ok = <T>(result: { ok: true; data: T } | { ok: false; message: string }): T => {
  if (!result.ok) throw new Error(result.message);
  return result.data;
};

describe.each(testDatabases())('addresses on $name', ({ open }) => {
  const conn = useAdminDatabase(open);
  beforeEach(() => dropLocal([...TAGS]));
  // the process's counter (started by the probe) would write one test's hits into the next's
  // database, whose redirects have the same ids
  afterEach(() => addressCounter().stop());

  const publish = async (title: string, slug?: string) =>
    ok(await blog.createPost({ title, slug, category: 'Technology', status: 'published' })).id;
  const slugOf = async (id: number) =>
    (await conn.db.select({ slug: blogPosts.slug }).from(blogPosts).where(eq(blogPosts.id, id)))[0]!
      .slug;

  it('makes a slug from the title, transliterated and numbered when taken', async () => {
    const first = await publish('Café Nørd & the Straße');
    const second = await publish('Café Nørd & the Straße');
    expect(await slugOf(first)).toBe('cafe-nord-and-the-strasse');
    expect(await slugOf(second)).toBe('cafe-nord-and-the-strasse-2');
    // a row written without one (first-start content, older backups) gets one from the database
    const [raw] = await conn.db
      .insert(blogPosts)
      .values({ title: 'Café Nørd & the Straße' })
      .returning({ slug: blogPosts.slug });
    expect(raw!.slug).toBe('cafe-nord-and-the-strasse-3');
  });

  it('refuses duplicate, empty, reserved and malformed slugs, changing nothing', async () => {
    const id = await publish('Light studies', 'light-studies');
    const other = await publish('Other post', 'other-post');
    const cases: [string, RegExp][] = [
      ['light-studies', /already uses this address: "Light studies"/],
      ['', /Enter the address/],
      ['admin', /kept for the site itself/],
      ['media', /kept for the site itself/],
      ['_next', /lower-case letters/],
      ['Light Studies', /lower-case letters/],
      ['light--studies', /lower-case letters/],
      ['../admin', /lower-case letters/],
      ['<script>', /lower-case letters/],
      ['2024', /only digits/],
      ['a'.repeat(81), /under 80 characters/],
    ];
    for (const [slug, message] of cases) {
      const result = await blog.updatePost({
        id: other,
        title: 'Other post',
        slug,
        category: 'Technology',
        status: 'published',
      });
      expect(result.ok, slug).toBe(false);
      if (!result.ok) expect(result.fieldErrors?.slug ?? result.message, slug).toMatch(message);
      const check = await actions.checkSlugAction({ kind: 'post', slug, id: other });
      expect(check.ok, `check ${slug}`).toBe(false);
    }
    expect(await slugOf(other)).toBe('other-post');
    expect(await slugOf(id)).toBe('light-studies');
    expect(await conn.db.select().from(postOldSlugs)).toEqual([]);
    expect(
      ok(await actions.checkSlugAction({ kind: 'post', slug: 'fresh-name', id: other })),
    ).toEqual({
      slug: 'fresh-name',
    });
  });

  it('keeps every earlier slug, redirecting it to the current one, and never lends it out', async () => {
    const id = await publish('Kitchen', 'kitchen');
    const rename = (slug: string) =>
      blog.updatePost({ id, title: 'Kitchen', slug, category: 'Technology', status: 'published' });
    ok(await rename('kitchen-2024'));
    ok(await rename('kitchen-renovation'));
    dropLocal([...TAGS]);
    for (const old of [`/blog/${id}`, '/blog/kitchen', '/blog/kitchen-2024'])
      expect(await redirectFor(old, ''), old).toMatchObject({
        status: 308,
        location: '/blog/kitchen-renovation',
      });
    expect(await redirectFor('/blog/kitchen', 'utm_source=x')).toMatchObject({
      location: '/blog/kitchen-renovation?utm_source=x',
    });
    expect(await redirectFor('/blog/kitchen-renovation', '')).toBeNull();
    // another post may not take an address that still leads to this one
    const other = await blog.createPost({
      title: 'New kitchen',
      slug: 'kitchen',
      category: 'Technology',
    });
    expect(other.ok).toBe(false);
    if (!other.ok) expect(other.message).toMatch(/still leads to "Kitchen"/);
    // going back to an earlier slug makes it current again
    ok(await rename('kitchen'));
    const history = await conn.db.select({ slug: postOldSlugs.slug }).from(postOldSlugs);
    expect(history.map((h) => h.slug).sort()).toEqual(['kitchen-2024', 'kitchen-renovation']);
    // deleting the post ends its old addresses too
    ok(await blog.deletePost({ id }));
    dropLocal([...TAGS]);
    expect(await redirectFor('/blog/kitchen-2024', '')).toBeNull();
    expect(await conn.db.select().from(postOldSlugs)).toEqual([]);
  });

  it('keeps a project’s old addresses, private projects answered privately', async () => {
    const made = ok(
      await projectActions.createProject({ title: 'Quarry Hotel', visibility: 'unlisted' }),
    );
    ok(
      await projectActions.updateProject({
        id: made.id,
        title: 'Quarry Hotel',
        slug: 'quarry-hotel-proofs',
        visibility: 'unlisted',
      }),
    );
    dropLocal([...TAGS]);
    expect(await redirectFor('/projects/quarry-hotel', '')).toEqual({
      status: 308,
      location: '/projects/quarry-hotel-proofs',
      private: true,
    });
    expect(await redirectFor(`/projects/${made.id}`, '')).toMatchObject({
      status: 308,
      private: true,
    });
    expect((await conn.db.select().from(projectOldSlugs)).map((r) => r.slug)).toEqual([
      'quarry-hotel',
    ]);
    const [row] = await conn.db.select({ slug: projects.slug }).from(projects);
    expect(row!.slug).toBe('quarry-hotel-proofs');
  });

  it('answers an address with its page first, then an old slug, then the owner’s redirect', async () => {
    await publish('About light', 'about-light');
    ok(
      await actions.saveRedirect({
        source: '/old-page.html',
        target: '/blog/about-light',
        status: 301,
      }),
    );
    ok(
      await actions.saveRedirect({
        source: '/Portfolio/Kitchen/',
        target: 'https://elsewhere.example/k',
        status: 302,
      }),
    );
    // a redirect saved for an address that later becomes a post's gives way to the post
    ok(await actions.saveRedirect({ source: '/blog/coming-soon', target: '/blog', status: 307 }));
    await publish('Coming soon', 'coming-soon');
    dropLocal([...TAGS]);
    expect(await redirectFor('/old-page.html', '')).toEqual({
      status: 301,
      location: '/blog/about-light',
    });
    expect(await redirectFor('/portfolio/kitchen', '')).toEqual({
      status: 302,
      location: 'https://elsewhere.example/k',
    });
    expect(await redirectFor('/PORTFOLIO/kitchen/', 'ref=a')).toMatchObject({
      location: 'https://elsewhere.example/k',
    });
    expect(await redirectFor('/blog/coming-soon', '')).toBeNull();
    expect(await redirectFor('/nowhere', '')).toBeNull();
    // a post renamed after a redirect pointed at it: the redirect follows it in one step
    const [post] = await conn.db
      .select({ id: blogPosts.id })
      .from(blogPosts)
      .where(eq(blogPosts.slug, 'about-light'));
    ok(
      await blog.updatePost({
        id: post!.id,
        title: 'About light',
        slug: 'on-light',
        category: 'Technology',
        status: 'published',
      }),
    );
    dropLocal([...TAGS]);
    expect(await redirectFor('/old-page.html', '')).toEqual({
      status: 301,
      location: '/blog/on-light',
    });
  });

  it('refuses loops, chains, pages and hostile targets, changing nothing', async () => {
    ok(await actions.saveRedirect({ source: '/a', target: '/projects', status: 301 }));
    const before = await conn.db.select().from(redirects);
    const refused: [string, string, RegExp][] = [
      ['/b', '/b/', /cannot lead to itself/],
      ['/b', 'https://studio.example/B', /cannot lead to itself/],
      ['/b', '/a', /itself redirected/],
      ['/projects', '/a', /page of this site|itself redirected/],
      ['/about', '/projects', /page of this site/],
      ['/', '/projects', /home page/],
      ['/a/', '/faq', /already exists/],
      ['/admin/x', '/faq', /back office/],
      ['/_next/static/x', '/faq', /back office/],
      ['/c', 'evil.com/page', /starting with \//],
      ['/c', '//evil.com', /starting with \//],
      ['/c', '/\\evil.com', /starting with \//],
      ['/c', 'javascript:alert(1)', /starting with \//],
      ['/c', 'data:text/html,hi', /starting with \//],
      ['/c', '/no-such-page', /no page at/],
      ['//evil.com', '/faq', /path on this site/],
      ['no-slash', '/faq', /path on this site/],
      ['/has space', '/faq', /spaces/],
    ];
    for (const [source, target, message] of refused) {
      const result = await actions.saveRedirect({ source, target, status: 301 });
      expect(result.ok, `${source} -> ${target}`).toBe(false);
      if (!result.ok) expect(result.message, `${source} -> ${target}`).toMatch(message);
    }
    // a chain into an existing source: /x -> /a would send /x on twice
    const into = await actions.saveRedirect({ source: '/x', target: '/a', status: 301 });
    expect(into.ok).toBe(false);
    // and the other way: /a -> /projects exists, so /z -> /a is refused, and /a cannot point at /z's source
    ok(await actions.saveRedirect({ source: '/z', target: '/faq', status: 308 }));
    const loop = await actions.saveRedirect({
      id: before[0]!.id,
      source: '/a',
      target: '/z',
      status: 301,
    });
    expect(loop.ok).toBe(false);
    expect((await conn.db.select().from(redirects)).filter((r) => r.id === before[0]!.id)).toEqual(
      before,
    );
  });

  it('imports the good rows of a CSV file and reports each bad one by its line', async () => {
    ok(await actions.saveRedirect({ source: '/taken', target: '/faq', status: 301 }));
    const csv = [
      'Old address,New address,Type',
      '/old/about.html,/about,301',
      '"/old/work,archive",/projects,permanent',
      '/old/contact,https://elsewhere.example/contact,temporary',
      '/old/loop,/old/loop',
      '/old/bad-type,/faq,304',
      ',/faq',
      '/taken,/projects',
      '/old/chain,/old/about.html',
      '/old/js,javascript:alert(1)',
      '/old/extra,/faq,301,surplus',
      '/old/about.html,/faq',
    ].join('\r\n');
    const outcome = ok(await actions.importRedirects({ csv }));
    expect(outcome.imported).toBe(3);
    expect(outcome.refused.map((r) => r.line)).toEqual([5, 6, 7, 8, 9, 10, 11, 12]);
    expect(outcome.refused.find((r) => r.line === 6)?.message).toMatch(/not a redirect type/);
    expect(outcome.refused.find((r) => r.line === 9)?.message).toMatch(/itself redirected/);
    const rows = await conn.db
      .select({ source: redirects.source, status: redirects.status })
      .from(redirects);
    expect(rows.map((r) => r.source).sort()).toEqual(
      ['/old/about.html', '/old/contact', '/old/work,archive', '/taken'].sort(),
    );
    expect(rows.find((r) => r.source === '/old/contact')?.status).toBe(302);

    const broken = await actions.importRedirects({ csv: '/a,"/b\n' });
    expect(broken.ok && broken.data.refused[0]?.message).toMatch(/quote is never closed/);
    const empty = await actions.importRedirects({ csv: '   ' });
    expect(empty.ok).toBe(false);
  });

  it('counts missed addresses per day, leaves out redirected ones, and forgets old days', async () => {
    let now = new Date('2026-11-20T10:00:00Z');
    const tally = new AddressTally(() => now);
    for (let i = 0; i < 3; i++) tally.miss('/Old-Page/');
    tally.miss('/old-page');
    tally.miss('/gone');
    now = new Date('2026-11-21T09:00:00Z');
    tally.miss('/old-page');
    await writeTallies(conn.db, tally.take());
    const rows = await conn.db
      .select()
      .from(missedAddresses)
      .orderBy(missedAddresses.day, missedAddresses.path);
    expect(rows).toEqual([
      { day: '2026-11-20', path: '/gone', hits: 1 },
      { day: '2026-11-20', path: '/old-page', hits: 4 },
      { day: '2026-11-21', path: '/old-page', hits: 1 },
    ]);
    const today = new Date('2026-11-21T12:00:00Z');
    expect(await mostMissed(conn.db, { today })).toEqual([
      { path: '/old-page', hits: 5, days: 2, lastDay: '2026-11-21' },
      { path: '/gone', hits: 1, days: 1, lastDay: '2026-11-20' },
    ]);
    ok(await actions.saveRedirect({ source: '/old-page', target: '/faq', status: 301 }));
    expect((await mostMissed(conn.db, { today })).map((m) => m.path)).toEqual(['/gone']);
    // a month on, they are out of the list; after 90 days, out of the table
    expect(await mostMissed(conn.db, { today: new Date('2026-12-25T00:00:00Z') })).toEqual([]);
    await pruneMissed(conn.db, new Date('2027-02-20T00:00:00Z'));
    expect(await conn.db.select().from(missedAddresses)).toEqual([]);
  });

  it('counts a redirect’s hits and its last hit', async () => {
    const { id } = ok(await actions.saveRedirect({ source: '/old', target: '/faq', status: 301 }));
    const tally = new AddressTally(() => new Date('2026-11-20T10:00:00Z'));
    tally.hit(id);
    tally.hit(id);
    await writeTallies(conn.db, tally.take());
    const [row] = await conn.db
      .execute<{ hits: number; last: string }>(
        sql`select hits, last_hit_at::text as last from redirects where id = ${id}`,
      )
      .then((r) => r.rows);
    expect(Number(row!.hits)).toBe(2);
    expect(row!.last).toMatch(/^2026-11-20 10:00:00/);
  });
});
