import { expect, it, vi } from 'vitest';
import { describeAdminActions } from '#test/admin-actions';
import { siteSettings } from '@/server/db/schema';

// Site settings' actions against a real database.

vi.mock('@/server/db', async () => (await import('#test/admin-actions')).mockDb());
vi.mock('@/server/auth/guard', async () => (await import('#test/admin-actions')).mockGuard());

const actions = await import('./actions');

describeAdminActions('settings', actions, (conn) => {
  it('updates the settings if present, otherwise creates them', async () => {
    expect(
      (await actions.saveSiteSettings({ siteTitle: 'Studio', twitterHandle: 'elena' })).ok,
    ).toBe(true);
    expect(await actions.saveSiteSettings({ googleAnalyticsId: 'nope' })).toMatchObject({
      ok: false,
    });
    const settings = await conn.db.select().from(siteSettings);
    expect(settings).toHaveLength(1);
    expect(settings[0]).toMatchObject({ siteTitle: 'Studio', twitterHandle: '@elena' });
  });
});
