import { describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { caller, useAdminDatabase } from '#test/admin-actions';
import { testDatabases } from '#test/databases';
import { auditLog, projects, siteSettings } from '@/server/db/schema';
import { captureLog } from '#test/log-lines';

// Every admin action is recorded by adminAction in the action's own transaction:
// who, what, which record and only the fields that changed. A refused or failed
// action leaves no entry, and a write whose entry cannot be written is undone.

vi.mock('@/server/db', async () => (await import('#test/admin-actions')).mockDb());
vi.mock('@/server/auth/guard', async () => (await import('#test/admin-actions')).mockGuard());

const projectActions = await import('@/features/projects/actions');
const settingsActions = await import('@/features/settings/actions');

describe.each(testDatabases())('the audit of admin actions on $name', ({ open }) => {
  const conn = useAdminDatabase(open);

  const entries = () =>
    conn.db
      .select({
        action: auditLog.action,
        actorUserId: auditLog.actorUserId,
        actorEmail: auditLog.actorEmail,
        entityType: auditLog.entityType,
        entityId: auditLog.entityId,
        changes: auditLog.changes,
        ipAddress: auditLog.ipAddress,
      })
      .from(auditLog)
      .orderBy(auditLog.id);

  const actor = { actorUserId: 'owner', actorEmail: 'owner@example.com', ipAddress: null };

  it('records a create, an update and a delete with what changed', async () => {
    const created = await projectActions.createProject({
      title: 'Harbour Pavilion',
      description: 'A timber pavilion.',
      year: '2024',
    });
    expect(created.ok).toBe(true);
    const id = (created as { data: { id: number } }).data.id;

    const long = 'A long description. '.repeat(30);
    const updated = await projectActions.updateProject({
      id,
      title: 'Harbour Pavilion II',
      description: long,
      year: '2024',
    });
    expect(updated.ok).toBe(true);
    expect((await projectActions.deleteProject({ id })).ok).toBe(true);

    const [create, update, remove] = await entries();
    expect(create).toMatchObject({
      ...actor,
      action: 'project.create',
      entityType: 'projects',
      entityId: String(id),
      changes: {
        before: null,
        after: { title: 'Harbour Pavilion', description: 'A timber pavilion.', year: '2024' },
        label: 'Harbour Pavilion',
      },
    });
    // only the changed fields, long text cut, bookkeeping (updated_at) left out
    expect(update).toMatchObject({ ...actor, action: 'project.update', entityId: String(id) });
    expect(Object.keys(update!.changes!.before!).sort()).toEqual(['description', 'title']);
    expect(update!.changes!.before).toEqual({
      title: 'Harbour Pavilion',
      description: 'A timber pavilion.',
    });
    expect(update!.changes!.after!.title).toBe('Harbour Pavilion II');
    expect(String(update!.changes!.after!.description)).toHaveLength(200);
    expect(String(update!.changes!.after!.description).endsWith('…')).toBe(true);
    expect(remove).toMatchObject({
      action: 'project.delete',
      entityId: String(id),
      changes: { after: null, label: 'Harbour Pavilion II' },
    });
    expect(remove!.changes!.before).toMatchObject({ title: 'Harbour Pavilion II', year: '2024' });
  });

  it('names an insert-or-update form by what it did, on a one-row table', async () => {
    const base = {
      siteTitle: 'Studio',
      contactEmail: 'studio@example.com',
    };
    const first = await settingsActions.saveSiteSettings(base);
    expect(first).toMatchObject({ ok: true });
    expect(
      await settingsActions.saveSiteSettings({ ...base, siteTitle: 'Elena Marsh Studio' }),
    ).toMatchObject({ ok: true });
    const [create, update] = await entries();
    expect(create).toMatchObject({ action: 'settings.create', entityType: 'site_settings' });
    expect(update).toMatchObject({
      action: 'settings.update',
      entityId: '1',
      changes: { before: { siteTitle: 'Studio' }, after: { siteTitle: 'Elena Marsh Studio' } },
    });
    expect(await conn.db.$count(siteSettings)).toBe(1);
  });

  it('records nothing for a refused or failed action', async () => {
    caller.who = 'member';
    expect((await projectActions.createProject({ title: 'Nope' })).ok).toBe(false);
    caller.who = 'admin';
    expect((await projectActions.updateProject({ id: 999, title: 'Gone' })).ok).toBe(false);
    expect((await projectActions.createProject({ title: '' })).ok).toBe(false);
    expect(await entries()).toEqual([]);
  });

  it('undoes the write when its entry cannot be written', async () => {
    const [row] = await conn.db
      .insert(projects)
      .values({ title: 'Kept as it was', displayOrder: 1 })
      .returning();
    // a constraint that refuses the entry stands in for any failure to write it
    await conn.db.execute(
      sql`alter table audit_log add constraint audit_log_test_refuses check (action <> 'project.update')`,
    );
    const log = captureLog('error');
    const result = await projectActions.updateProject({ id: row!.id, title: 'Changed' });
    log.restore();
    // the failure is the server's to look into: logged, with what failed
    expect(log.lines).toMatchObject([{ component: 'admin', msg: 'an action failed' }]);
    expect(result).toEqual({
      ok: false,
      message: 'Something went wrong on the server. Please try again.',
    });
    const [after] = await conn.db.select().from(projects).where(eq(projects.id, row!.id));
    expect(after!.title).toBe('Kept as it was');
  });
});
