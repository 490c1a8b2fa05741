import { beforeEach, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { expectRefusedToNonAdmins, useAdminDatabase } from '#test/admin-actions';
import { testDatabases } from '#test/databases';
import { legalPages, siteSettings } from '@/server/db/schema';

// The legal pages on both engines: the first text written for the site until the owner saves
// hers, hostile markup cleaned before it is kept, 'Last updated' moved only by a real change.

vi.mock('@/server/db', async () => (await import('#test/admin-actions')).mockDb());
vi.mock('@/server/auth/guard', async () => (await import('#test/admin-actions')).mockGuard());

const { dropLocal, TAGS } = await import('@/server/cache');
const actions = await import('./actions');
const { getLegalPage } = await import('./queries');

const ok = <T>(result: { ok: true; data: T } | { ok: false; message: string }): T => {
  if (!result.ok) throw new Error(result.message);
  return result.data;
};

describe.each(testDatabases())('legal pages on $name', ({ open }) => {
  const conn = useAdminDatabase(open);
  beforeEach(() => dropLocal([...TAGS]));

  it('shows the first text, written for the site, until the owner saves hers', async () => {
    await conn.db.insert(siteSettings).values({
      id: 1,
      siteTitle: 'Studio <North>',
      ownerName: 'Ada Lovelace',
      contactEmail: 'ada@example.com',
      googleAnalyticsId: 'G-ABC1234567',
    });
    const page = await getLegalPage('privacy');
    expect(page.firstText).toBe(true);
    expect(page.updatedAt.slice(0, 10)).toBe('2026-11-22');
    expect(page.content).toContain('run by Ada Lovelace');
    expect(page.content).toContain('under the name Studio &lt;North&gt;');
    expect(page.content).toContain('<a href="mailto:ada@example.com">ada@example.com</a>');
    expect(page.content).toContain('Google Analytics is also used');
    expect(page.content).not.toMatch(/@@/);
    expect((await getLegalPage('terms')).content).toContain('50% deposit');
  });

  it('keeps what the owner saves, cleaned, and dates it by real changes only', async () => {
    const hostile =
      '<h2>Who I am</h2><p onclick="alert(1)">Me.</p><script>alert(2)</script>' +
      '<a href="javascript:alert(3)">x</a><iframe src="https://evil.example"></iframe>';
    const first = ok(
      await actions.saveLegalPage({
        key: 'privacy',
        title: 'Privacy',
        intro: 'Short.',
        content: hostile,
      }),
    );
    const [row] = await conn.db.select().from(legalPages).where(eq(legalPages.id, 'privacy'));
    expect(row!.content).toContain('<h2>Who I am</h2>');
    expect(row!.content).not.toMatch(/onclick|<script|javascript:|<iframe/i);
    dropLocal([...TAGS]);
    const page = await getLegalPage('privacy');
    expect(page).toMatchObject({ title: 'Privacy', intro: 'Short.', firstText: false });

    await conn.db.update(legalPages).set({ updatedAt: new Date('2026-01-01T00:00:00Z') });
    ok(
      await actions.saveLegalPage({
        key: 'privacy',
        title: 'Privacy',
        intro: 'Short.',
        content: row!.content,
      }),
    );
    const [same] = await conn.db.select().from(legalPages);
    expect(same!.updatedAt.toISOString()).toBe('2026-01-01T00:00:00.000Z');
    ok(
      await actions.saveLegalPage({
        key: 'privacy',
        title: 'Privacy',
        intro: 'Longer.',
        content: row!.content,
      }),
    );
    const [moved] = await conn.db.select().from(legalPages);
    expect(moved!.updatedAt.getTime()).toBeGreaterThan(Date.parse(first.updatedAt) - 60_000);
  });

  it('refuses an empty text, a missing title, an unknown page and non-admins, changing nothing', async () => {
    const refused = [
      { key: 'privacy', title: 'Privacy', content: '<p>   </p><script>x</script>' },
      { key: 'privacy', title: '   ', content: '<p>Text</p>' },
      { key: 'cookies', title: 'Cookies', content: '<p>Text</p>' },
    ];
    for (const input of refused) expect((await actions.saveLegalPage(input)).ok).toBe(false);
    await expectRefusedToNonAdmins(actions, [
      ['saveLegalPage', { key: 'terms', title: 'Terms', content: '<p>Mine</p>' }],
    ]);
    expect(await conn.db.select().from(legalPages)).toEqual([]);
  });
});
