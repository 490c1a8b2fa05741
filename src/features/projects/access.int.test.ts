import { describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { useAdminDatabase } from '#test/admin-actions';
import { testDatabases } from '#test/databases';
import { auditLog, clients, projects } from '@/server/db/schema';

// A protected project's password, end to end below the browser: the owner sets it
// through the audited admin action (hashed, never stored, logged or audited as
// typed), a visitor's tries are limited in the database, and the cookie a right
// password earns opens that project only, until the password changes.

process.env.AUTH_SECRET = 'project-access-test-secret-'.padEnd(48, 'x');

const session: { role: string | null } = { role: null };

vi.mock('server-only', () => ({}));
vi.mock('@/server/db', async () => (await import('#test/admin-actions')).mockDb());
vi.mock('@/server/auth/guard', async () => (await import('#test/admin-actions')).mockGuard());
vi.mock('next/headers', async () => (await import('#test/request-context')).mockHeaders());
vi.mock('@/server/auth', () => {
  const current = () => (session.role ? { user: { id: 'u', role: session.role } } : null);
  return {
    getServerSession: async () => current(),
    getSessionFromHeaders: async () => current(),
    isAdminSession: (s: { user: { role: string } } | null) => s?.user.role === 'admin',
  };
});

const actions = await import('./actions');
const { unlockProjectAction } = await import('./unlock-action');
const { canSeeProject, unlockProject, unlockThrottleKey } = await import('./access');
const { mayFetchProtectedMedia } = await import('./media-access');
const { getProjectGate, loadProtectedMedia } = await import('./queries');
const { dropLocal, TAGS } = await import('@/server/cache');

type Cookie = { name: string; value: string };
const asHeaders = (...cookies: Cookie[]) =>
  new Headers({ cookie: cookies.map((c) => `${c.name}=${c.value}`).join('; ') });

describe.each(testDatabases())('protected projects on $name', ({ open }) => {
  const conn = useAdminDatabase(open);

  const create = async (title: string, extra: Record<string, unknown> = {}) => {
    const result = await actions.createProject({ title, ...extra });
    if (!result.ok) throw new Error(result.message);
    return result.data.id;
  };
  const stored = async (id: number) =>
    (await conn.db.select().from(projects).where(eq(projects.id, id)))[0]!;
  const gate = async (id: number) => {
    dropLocal([...TAGS]);
    return (await getProjectGate(id))!;
  };
  const unlock = async (projectId: number, password: string, ip: string | null = null) =>
    unlockProject(conn.db, { projectId, password, ip });

  it('stores only a scrypt hash of the password, and never audits it', async () => {
    const id = await create('Villa proofs', {
      visibility: 'password',
      password: 'harbour light',
    });
    const row = await stored(id);
    expect(row.visibility).toBe('password');
    expect(row.passwordHash).not.toContain('harbour light');
    // better-auth's scrypt format: hex salt and hex key
    expect(row.passwordHash).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    const entries = await conn.db.select().from(auditLog);
    expect(entries).toHaveLength(1);
    const logged = JSON.stringify(entries);
    expect(logged).not.toContain('harbour light');
    expect(logged).not.toContain(row.passwordHash);
    expect(entries[0]!.changes).toMatchObject({ hidden: ['passwordHash'] });

    expect((await unlock(id, 'harbour light')).ok).toBe(true);
    expect(await unlock(id, 'Harbour light')).toMatchObject({ ok: false, reason: 'wrong' });
  });

  it('asks for a password, keeps it when the field is left empty and drops it when made public', async () => {
    const refused = await actions.createProject({ title: 'No password', visibility: 'password' });
    expect(refused).toMatchObject({ ok: false, fieldErrors: { password: expect.any(String) } });
    expect(await conn.db.select().from(projects)).toEqual([]);
    const short = await actions.createProject({
      title: 'Short',
      visibility: 'password',
      password: 'abc',
    });
    expect(short).toMatchObject({ ok: false, fieldErrors: { password: expect.any(String) } });

    const id = await create('Keeps its password', {
      visibility: 'password',
      password: 'first one',
    });
    const first = (await stored(id)).passwordHash;
    const edit = await actions.updateProject({
      id,
      title: 'Keeps its password, renamed',
      visibility: 'password',
      password: '',
    });
    expect(edit.ok).toBe(true);
    expect((await stored(id)).passwordHash).toBe(first);

    expect(
      (await actions.updateProject({ id, title: 'Now unlisted', visibility: 'unlisted' })).ok,
    ).toBe(true);
    expect(await stored(id)).toMatchObject({ visibility: 'unlisted', passwordHash: null });
    // protected again: the old password is gone, so a new one is required
    const again = await actions.updateProject({ id, title: 'Again', visibility: 'password' });
    expect(again).toMatchObject({ ok: false, fieldErrors: { password: expect.any(String) } });
  });

  it('refuses the sixth try within 15 minutes, even with the right password', async () => {
    const id = await create('Throttled', { visibility: 'password', password: 'right password' });
    for (let i = 0; i < 5; i++)
      expect(await unlock(id, `wrong ${i}`)).toMatchObject({ ok: false, reason: 'wrong' });
    const sixth = await unlock(id, 'right password');
    expect(sixth).toMatchObject({ ok: false, reason: 'throttled' });
    expect(!sixth.ok && sixth.message).toMatch(
      /^Too many wrong passwords\. Please try again in 1[45] minutes\.$/,
    );
    // the count is per project without a trusted address: another project is not affected
    const other = await create('Other', { visibility: 'password', password: 'other password' });
    expect((await unlock(other, 'other password')).ok).toBe(true);
  });

  it('counts per visitor address when one is known, and a right password clears the count', async () => {
    const id = await create('Per address', { visibility: 'password', password: 'right password' });
    for (let i = 0; i < 5; i++) await unlock(id, 'wrong', '203.0.113.7');
    expect(await unlock(id, 'right password', '203.0.113.7')).toMatchObject({
      reason: 'throttled',
    });
    expect((await unlock(id, 'right password', '198.51.100.2')).ok).toBe(true);
    for (let i = 0; i < 4; i++) await unlock(id, 'wrong', '198.51.100.2');
    expect((await unlock(id, 'right password', '198.51.100.2')).ok).toBe(true);
    const { sql } = await import('drizzle-orm');
    const left = await conn.db.execute(
      sql`select key from auth_throttles where key = ${unlockThrottleKey(id, '198.51.100.2')}`,
    );
    expect(left.rows).toEqual([]);
  });

  it('gives a cookie that opens that project only, 30 days, http-only, until the password changes', async () => {
    const a = await create('Project A', { visibility: 'password', password: 'password a' });
    const b = await create('Project B', { visibility: 'password', password: 'password b' });
    const result = await unlock(a, 'password a');
    if (!result.ok) throw new Error(result.message);
    const { cookie } = result;
    expect(cookie.name).toBe(`project-access-${a}`);
    expect(cookie.options).toMatchObject({ httpOnly: true, path: '/', maxAge: 30 * 24 * 3600 });
    expect(cookie.value).not.toContain('password a');

    expect(canSeeProject(await gate(a), cookie.value)).toBe(true);
    expect(canSeeProject(await gate(b), cookie.value)).toBe(false);
    expect(canSeeProject(await gate(a), undefined)).toBe(false);

    // the owner changes A's password: the cookie no longer opens it
    const changed = await actions.updateProject({
      id: a,
      title: 'Project A',
      visibility: 'password',
      password: 'a new password',
    });
    expect(changed.ok).toBe(true);
    expect(canSeeProject(await gate(a), cookie.value)).toBe(false);
    expect(await unlock(a, 'password a')).toMatchObject({ ok: false, reason: 'wrong' });
    expect((await unlock(a, 'a new password')).ok).toBe(true);
  });

  it('answers hostile calls of the public unlock action with a message, counting nothing', async () => {
    const id = await create('Hostile', { visibility: 'password', password: 'right password' });
    const form = (password: unknown) => {
      const data = new FormData();
      if (password !== undefined) data.set('password', password as string);
      return data;
    };
    const calls: [unknown, unknown][] = [
      [id, null],
      [id, 'password=right password'],
      [id, { password: 'right password' }],
      [id, form(undefined)],
      [id, form('')],
      [id, form('x'.repeat(100_000))],
      ['1 or 1=1', form('right password')],
      [-1, form('right password')],
      [2 ** 40, form('right password')],
    ];
    for (const [projectId, data] of calls) {
      const state = await unlockProjectAction(
        projectId as number,
        { message: null },
        data as FormData,
      );
      expect(state.message, JSON.stringify([projectId, typeof data])).toEqual(expect.any(String));
    }
    const { sql } = await import('drizzle-orm');
    expect((await conn.db.execute(sql`select key from auth_throttles`)).rows).toEqual([]);
  });

  it("serves a protected project's media only with access or to the admin; shared media stay public", async () => {
    const secret = { type: 'image' as const, url: '/media/uploads/secret.jpg', alt: '' };
    const shared = { type: 'image' as const, url: '/media/uploads/shared.jpg', alt: '' };
    const a = await create('Protected', {
      visibility: 'password',
      password: 'password a',
      coverImage: '/media/uploads/cover.jpg',
      images: [secret, shared],
    });
    const b = await create('Also protected', {
      visibility: 'password',
      password: 'password b',
      images: [secret],
    });
    await create('Public', { images: [shared] });
    // a file a protected project shares with other public content stays public too
    const logo = '/media/uploads/logo.png';
    await create('Logo too', { visibility: 'password', password: 'password c', coverImage: logo });
    await conn.db.insert(clients).values({ name: 'Northlight', logoUrl: logo });
    const protectedMedia = await loadProtectedMedia(conn.db);
    expect([...protectedMedia.keys()].sort()).toEqual(['uploads/cover.jpg', 'uploads/secret.jpg']);
    expect(protectedMedia.get('uploads/secret.jpg')?.sort()).toEqual([a, b].sort());

    dropLocal([...TAGS]);
    expect(await mayFetchProtectedMedia('uploads/secret.jpg', new Headers())).toBe('denied');
    expect(await mayFetchProtectedMedia('uploads/cover.jpg', new Headers())).toBe('denied');
    expect(await mayFetchProtectedMedia('uploads/shared.jpg', new Headers())).toBe('public');
    expect(await mayFetchProtectedMedia('uploads/other.jpg', new Headers())).toBe('public');
    expect(await mayFetchProtectedMedia('uploads/logo.png', new Headers())).toBe('public');

    const opened = await unlock(b, 'password b');
    if (!opened.ok) throw new Error(opened.message);
    const withB = asHeaders(opened.cookie);
    expect(await mayFetchProtectedMedia('uploads/secret.jpg', withB)).toBe('granted');
    // B's cookie does not open A's cover, nor does it work under A's name
    expect(await mayFetchProtectedMedia('uploads/cover.jpg', withB)).toBe('denied');
    const renamed = { name: `project-access-${a}`, value: opened.cookie.value };
    expect(await mayFetchProtectedMedia('uploads/cover.jpg', asHeaders(renamed))).toBe('denied');

    session.role = 'user';
    expect(await mayFetchProtectedMedia('uploads/cover.jpg', new Headers())).toBe('denied');
    session.role = 'admin';
    expect(await mayFetchProtectedMedia('uploads/cover.jpg', new Headers())).toBe('granted');
    session.role = null;
  });
});
