import { expect, it, vi } from 'vitest';
import { describeAdminActions } from '#test/admin-actions';
import { awards } from '@/server/db/schema';

// The awards manager's actions against a real database.

vi.mock('@/server/db', async () => (await import('#test/admin-actions')).mockDb());
vi.mock('@/server/auth/guard', async () => (await import('#test/admin-actions')).mockGuard());

const actions = await import('./actions');

describeAdminActions('awards', actions, (conn) => {
  it('keeps the documented defaults', async () => {
    expect(
      (await actions.saveAward({ title: 'Shortlisted', displayOrder: 'abc', year: '' })).ok,
    ).toBe(true);
    const [award] = await conn.db.select().from(awards);
    expect(award).toMatchObject({
      status: 'Winner',
      displayOrder: 0,
      year: new Date().getFullYear(),
    });
  });
});
