import { vi } from 'vitest';
import { describeAdminActions } from '#test/admin-actions';

// The clients manager's actions against a real database.

vi.mock('@/server/db', async () => (await import('#test/admin-actions')).mockDb());
vi.mock('@/server/auth/guard', async () => (await import('#test/admin-actions')).mockGuard());

const actions = await import('./actions');

describeAdminActions('clients', actions);
