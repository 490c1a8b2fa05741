import { expect, it, vi } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { describeAdminActions } from '#test/admin-actions';
import { services } from '@/server/db/schema';

// The services manager's actions against a real database.

vi.mock('@/server/db', async () => (await import('#test/admin-actions')).mockDb());
vi.mock('@/server/auth/guard', async () => (await import('#test/admin-actions')).mockGuard());

const actions = await import('./actions');

describeAdminActions('services', actions, (conn) => {
  it('puts new ones last, swaps neighbours on a move, toggles and deletes', async () => {
    const { createService, moveService, setServiceActive, deleteService } = actions;
    const a = await createService({ title: 'Alpha', bullets: ['  One ', ''] });
    const b = await createService({ title: 'Beta', iconName: 'Lightbulb' });
    expect(a.ok && b.ok).toBe(true);
    const order = async () =>
      (await conn.db.select().from(services).orderBy(asc(services.displayOrder))).map(
        (s) => s.title,
      );
    expect(await order()).toEqual(['Alpha', 'Beta']);
    const [alpha] = await conn.db.select().from(services).where(eq(services.title, 'Alpha'));
    expect(alpha!.bullets).toEqual(['One']);
    expect(alpha!.isActive).toBe(true);
    const betaId = (b as { data: { id: number } }).data.id;
    expect((await moveService({ id: betaId, direction: 'up' })).ok).toBe(true);
    expect(await order()).toEqual(['Beta', 'Alpha']);
    // at the top already: nothing to do
    expect((await moveService({ id: betaId, direction: 'up' })).ok).toBe(true);
    expect(await order()).toEqual(['Beta', 'Alpha']);
    await setServiceActive({ id: betaId, value: false });
    const [beta] = await conn.db.select().from(services).where(eq(services.id, betaId));
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
});
