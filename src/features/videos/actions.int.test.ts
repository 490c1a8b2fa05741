import { expect, it, vi } from 'vitest';
import { asc } from 'drizzle-orm';
import { describeAdminActions } from '#test/admin-actions';
import { videoShowcases } from '@/server/db/schema';

// The videos manager's actions against a real database.

vi.mock('@/server/db', async () => (await import('#test/admin-actions')).mockDb());
vi.mock('@/server/auth/guard', async () => (await import('#test/admin-actions')).mockGuard());

const actions = await import('./actions');

describeAdminActions('videos', actions, (conn) => {
  it('files a video under General by default and puts new ones last', async () => {
    await actions.createVideo({
      title: 'One',
      youtubeUrl: 'https://youtu.be/o_2Q5y1AXVI',
      serviceCategory: '',
    });
    await actions.createVideo({ title: 'Two', youtubeUrl: 'https://youtu.be/o_2Q5y1AXVI' });
    const videos = await conn.db.select().from(videoShowcases).orderBy(asc(videoShowcases.id));
    expect(videos.map((v) => [v.serviceCategory, v.displayOrder])).toEqual([
      ['General', 1],
      ['General', 2],
    ]);
  });
});
