import { expect, it, vi } from 'vitest';
import { describeAdminActions } from '#test/admin-actions';
import { pressArticles } from '@/server/db/schema';

// The press manager's actions against a real database.

vi.mock('@/server/db', async () => (await import('#test/admin-actions')).mockDb());
vi.mock('@/server/auth/guard', async () => (await import('#test/admin-actions')).mockGuard());

const actions = await import('./actions');

describeAdminActions('press', actions, (conn) => {
  it('dates an article today when no date is given', async () => {
    expect((await actions.savePressArticle({ title: 'Feature', date: '' })).ok).toBe(true);
    const [article] = await conn.db.select().from(pressArticles);
    expect(article!.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
