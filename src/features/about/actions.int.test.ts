import { expect, it, vi } from 'vitest';
import { describeAdminActions } from '#test/admin-actions';
import { aboutContent } from '@/server/db/schema';

// The about manager's actions against a real database.

vi.mock('@/server/db', async () => (await import('#test/admin-actions')).mockDb());
vi.mock('@/server/auth/guard', async () => (await import('#test/admin-actions')).mockGuard());

const actions = await import('./actions');

describeAdminActions('about', actions, (conn) => {
  it('updates the about content if present, otherwise creates it', async () => {
    await actions.saveAboutContent({
      mainTitle: '',
      notableProjects: ['A', ' '],
      stats: [
        { label: 'Years', value: '18+' },
        { label: '', value: '1' },
      ],
    });
    await actions.saveAboutContent({ mainTitle: 'About Elena', notableProjects: ['B'] });
    const about = await conn.db.select().from(aboutContent);
    expect(about).toHaveLength(1);
    expect(about[0]).toMatchObject({ mainTitle: 'About Elena', notableProjects: ['B'], stats: [] });
  });
});
