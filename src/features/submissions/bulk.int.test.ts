import { describe, expect, it, vi } from 'vitest';
import { asc, desc, eq } from 'drizzle-orm';
import { expectRefusedToNonAdmins, useAdminDatabase } from '#test/admin-actions';
import { testDatabases } from '#test/databases';
import { snapshot } from '#test/snapshot';
import { auditLog, consultationRequests, contactSubmissions, mailOutbox } from '@/server/db/schema';

// The inbox's bulk actions (ticked items, or every item a filter matches) and
// Empty spam: what each one changes, how many it says it changed, the e-mails
// Not spam sends and the ones a delete drops, and the audit entry of each.

vi.mock('@/server/db', async () => (await import('#test/admin-actions')).mockDb());
vi.mock('@/server/auth/guard', async () => (await import('#test/admin-actions')).mockGuard());

const actions = await import('./actions');

const visitor = (name: string) => ({
  name,
  email: `${name.toLowerCase().replace(/\W/g, '')}@example.com`,
  message: `A message from ${name}`,
});

describe.each(testDatabases())('inbox bulk actions on $name', ({ open }) => {
  const conn = useAdminDatabase(open);

  async function seed() {
    const db = conn.db;
    await db.insert(contactSubmissions).values([
      { ...visitor('Ana'), status: 'new' },
      { ...visitor('Ben'), status: 'new' },
      { ...visitor('Cleo'), status: 'read' },
      { ...visitor('Bot one'), status: 'spam' },
      { ...visitor('Bot two'), status: 'spam' },
    ]);
    await db.insert(consultationRequests).values([
      { ...visitor('Dara'), company: 'Kiln Studio', status: 'new' },
      { ...visitor('Eli'), status: 'archived' },
      { ...visitor('Bot three'), status: 'spam' },
    ]);
    await db.insert(mailOutbox).values([
      { kind: 'contact-owner', to: 'o@example.com', subject: 's', text: 't', ref: 'contact:1' },
      {
        kind: 'contact-owner',
        to: 'o@example.com',
        subject: 's',
        text: 't',
        ref: 'contact:2',
        status: 'sent',
      },
    ]);
  }
  const statuses = async () => ({
    contact: (
      await conn.db
        .select({ name: contactSubmissions.name, status: contactSubmissions.status })
        .from(contactSubmissions)
        .orderBy(asc(contactSubmissions.id))
    ).map((r) => `${r.name}:${r.status}`),
    consultation: (
      await conn.db
        .select({ name: consultationRequests.name, status: consultationRequests.status })
        .from(consultationRequests)
        .orderBy(asc(consultationRequests.id))
    ).map((r) => `${r.name}:${r.status}`),
  });
  const lastNote = async () =>
    (await conn.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0]?.changes?.note;

  it('refuses visitors and non-admins and changes nothing', async () => {
    await seed();
    const before = await snapshot(conn.db);
    await expectRefusedToNonAdmins(actions, [
      ['bulkSubmissionsAction', { operation: 'delete', keys: ['contact:1'] }],
      ['bulkMatchingAction', { operation: 'delete', tab: 'contact', status: 'all', q: '' }],
      ['emptySpamAction', { confirm: true }],
    ]);
    expect(await snapshot(conn.db)).toEqual(before);
  });

  it('marks ticked items of both kinds as read, counting only those that changed and leaving spam', async () => {
    await seed();
    const result = await actions.bulkSubmissionsAction({
      operation: 'read',
      keys: ['contact:1', 'contact:3', 'contact:4', 'consultation:1'],
    });
    expect(result).toEqual({ ok: true, data: { changed: 2 } });
    expect(await statuses()).toEqual({
      contact: ['Ana:read', 'Ben:new', 'Cleo:read', 'Bot one:spam', 'Bot two:spam'],
      consultation: ['Dara:read', 'Eli:archived', 'Bot three:spam'],
    });
    expect(await lastNote()).toBe(
      '2 item(s) marked as read: contact:1, contact:3, contact:4, consultation:1',
    );
  });

  it('archives every item a filter matches, search included', async () => {
    await seed();
    const all = await actions.bulkMatchingAction({
      operation: 'archive',
      tab: 'consultation',
      status: 'all',
      q: 'kiln',
    });
    expect(all).toEqual({ ok: true, data: { changed: 1 } });
    const news = await actions.bulkMatchingAction({
      operation: 'archive',
      tab: 'contact',
      status: 'new',
      q: '',
    });
    expect(news).toEqual({ ok: true, data: { changed: 2 } });
    expect(await statuses()).toEqual({
      contact: ['Ana:archived', 'Ben:archived', 'Cleo:read', 'Bot one:spam', 'Bot two:spam'],
      consultation: ['Dara:archived', 'Eli:archived', 'Bot three:spam'],
    });
    expect(await lastNote()).toBe('2 item(s) archived: every contact item with status new');
  });

  it('moves every spam item to the inbox with Not spam, queueing the e-mails each never had', async () => {
    await seed();
    const result = await actions.bulkMatchingAction({
      operation: 'not-spam',
      tab: 'spam',
      status: 'all',
      q: '',
    });
    expect(result).toEqual({ ok: true, data: { changed: 3 } });
    const s = await statuses();
    expect(s.contact.slice(3)).toEqual(['Bot one:new', 'Bot two:new']);
    expect(s.consultation[2]).toBe('Bot three:new');
    const refs = (await conn.db.select({ ref: mailOutbox.ref }).from(mailOutbox)).map((r) => r.ref);
    for (const ref of ['contact:4', 'contact:5', 'consultation:3'])
      expect(refs.filter((r) => r === ref).length, ref).toBeGreaterThanOrEqual(1);
    // on ticked items that are not spam, it changes nothing
    const again = await actions.bulkSubmissionsAction({
      operation: 'not-spam',
      keys: ['contact:1'],
    });
    expect(again).toEqual({ ok: true, data: { changed: 0 } });
  });

  it('deletes ticked and matching items, and drops their unsent e-mails only', async () => {
    await seed();
    const ticked = await actions.bulkSubmissionsAction({
      operation: 'delete',
      keys: ['contact:1', 'contact:2', 'consultation:99'],
    });
    expect(ticked).toEqual({ ok: true, data: { changed: 2 } });
    const mails = await conn.db.select({ ref: mailOutbox.ref }).from(mailOutbox);
    // the pending one for contact:1 is gone; the one already sent for contact:2 stays on record
    expect(mails.map((m) => m.ref)).toEqual(['contact:2']);
    const matching = await actions.bulkMatchingAction({
      operation: 'delete',
      tab: 'consultation',
      status: 'archived',
      q: '',
    });
    expect(matching).toEqual({ ok: true, data: { changed: 1 } });
    expect(await statuses()).toEqual({
      contact: ['Cleo:read', 'Bot one:spam', 'Bot two:spam'],
      consultation: ['Dara:new', 'Bot three:spam'],
    });
  });

  it('empties Spam of both kinds, and only Spam, when confirmed', async () => {
    await seed();
    const refused = await actions.emptySpamAction({});
    expect(refused.ok).toBe(false);
    expect(await conn.db.$count(contactSubmissions, eq(contactSubmissions.status, 'spam'))).toBe(2);
    const result = await actions.emptySpamAction({ confirm: true });
    expect(result).toEqual({ ok: true, data: { changed: 3 } });
    expect(await statuses()).toEqual({
      contact: ['Ana:new', 'Ben:new', 'Cleo:read'],
      consultation: ['Dara:new', 'Eli:archived'],
    });
    expect(await lastNote()).toBe('3 spam item(s) deleted');
  });

  it('refuses a bad selection with a message and changes nothing', async () => {
    await seed();
    const before = await snapshot(conn.db);
    for (const input of [
      { operation: 'delete', keys: [] },
      { operation: 'delete', keys: ['users:1'] },
      { operation: 'delete', keys: ['contact:0'] },
      { operation: 'explode', keys: ['contact:1'] },
      { operation: 'delete', keys: Array.from({ length: 501 }, (_, i) => `contact:${i + 1}`) },
    ]) {
      const result = await actions.bulkSubmissionsAction(input);
      expect(result.ok, JSON.stringify(input).slice(0, 80)).toBe(false);
      expect(result.ok === false && result.message).toBeTruthy();
    }
    const badTab = await actions.bulkMatchingAction({
      operation: 'delete',
      tab: 'users',
      status: 'all',
      q: '',
    });
    expect(badTab.ok).toBe(false);
    expect(await snapshot(conn.db)).toEqual(before);
  });
});
