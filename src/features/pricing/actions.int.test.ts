import { expect, it, vi } from 'vitest';
import { describeAdminActions } from '#test/admin-actions';
import { pricingPackages } from '@/server/db/schema';

// The pricing manager's actions against a real database.

vi.mock('@/server/db', async () => (await import('#test/admin-actions')).mockDb());
vi.mock('@/server/auth/guard', async () => (await import('#test/admin-actions')).mockGuard());

const actions = await import('./actions');

describeAdminActions('pricing', actions, (conn) => {
  it('keeps the documented defaults', async () => {
    expect((await actions.savePricingPackage({ priceRange: '£1' })).ok).toBe(true);
    const [pkg] = await conn.db.select().from(pricingPackages);
    expect(pkg).toMatchObject({ serviceType: 'archviz', tier: 'basic', region: 'UK' });
  });
});
