import { describe, expect, it, vi } from 'vitest';
import { asc } from 'drizzle-orm';
import { expectRefusedToNonAdmins, useAdminDatabase } from '#test/admin-actions';
import { testDatabases } from '#test/databases';
import { faqCategories, faqEntries } from '@/server/db/schema';

// The FAQ manager's actions against a real database.

vi.mock('@/server/db', async () => (await import('#test/admin-actions')).mockDb());
vi.mock('@/server/auth/guard', async () => (await import('#test/admin-actions')).mockGuard());

const actions = await import('./actions');

describe.each(testDatabases())('FAQ actions on $name', ({ open }) => {
  const conn = useAdminDatabase(open);

  const questions = async () =>
    (
      await conn.db
        .select({ question: faqEntries.question })
        .from(faqEntries)
        .orderBy(asc(faqEntries.displayOrder), asc(faqEntries.id))
    ).map((r) => r.question);

  it('refuses visitors and non-admins and changes nothing', async () => {
    const [cat] = await conn.db
      .insert(faqCategories)
      .values({ name: 'General Services' })
      .returning();
    const [entry] = await conn.db
      .insert(faqEntries)
      .values({ categoryId: cat!.id, question: 'Q?', answer: 'A.' })
      .returning();
    const calls: [keyof typeof actions, unknown][] = [
      ['createFaqCategory', { name: 'New' }],
      ['renameFaqCategory', { id: cat!.id, name: 'Changed' }],
      ['moveFaqCategory', { id: cat!.id, direction: 'down' }],
      ['deleteFaqCategory', { id: cat!.id }],
      ['createFaqEntry', { categoryId: cat!.id, question: 'New?', answer: 'Yes.' }],
      [
        'updateFaqEntry',
        { id: entry!.id, categoryId: cat!.id, question: 'Changed?', answer: 'No.' },
      ],
      ['moveFaqEntry', { id: entry!.id, direction: 'down' }],
      ['deleteFaqEntry', { id: entry!.id }],
    ];
    await expectRefusedToNonAdmins(actions, calls);
    expect(await conn.db.select().from(faqCategories)).toEqual([cat]);
    expect(await conn.db.select().from(faqEntries)).toEqual([entry]);
  });

  it('adds, edits, reorders and deletes categories and questions', async () => {
    const general = await actions.createFaqCategory({ name: 'General Services' });
    const process = await actions.createFaqCategory({ name: 'Process & Pricing' });
    if (!general.ok || !process.ok) throw new Error('categories not created');
    expect(await actions.createFaqCategory({ name: 'General Services' })).toMatchObject({
      ok: false,
    });

    const q1 = await actions.createFaqEntry({
      categoryId: general.data.id,
      question: 'Do you work internationally?',
      answer: 'Yes, from London, Cape Town and Sydney.',
    });
    const q2 = await actions.createFaqEntry({
      categoryId: general.data.id,
      question: 'How many revision rounds are included?',
      answer: 'Two to three rounds.',
    });
    if (!q1.ok || !q2.ok) throw new Error('questions not created');
    expect(
      await actions.createFaqEntry({ categoryId: general.data.id, question: ' ', answer: 'x' }),
    ).toMatchObject({
      ok: false,
      fieldErrors: { question: 'Question is required' },
    });

    await actions.moveFaqEntry({ id: q2.data.id, direction: 'up' });
    expect(await questions()).toEqual([
      'How many revision rounds are included?',
      'Do you work internationally?',
    ]);

    expect(
      await actions.updateFaqEntry({
        id: q1.data.id,
        categoryId: process.data.id,
        question: 'Do you work with clients abroad?',
        answer: 'Yes, worldwide.',
      }),
    ).toMatchObject({ ok: true });

    await actions.moveFaqCategory({ id: process.data.id, direction: 'up' });
    const names = await conn.db
      .select({ name: faqCategories.name })
      .from(faqCategories)
      .orderBy(asc(faqCategories.displayOrder));
    expect(names.map((n) => n.name)).toEqual(['Process & Pricing', 'General Services']);

    expect(await actions.deleteFaqEntry({ id: q2.data.id })).toMatchObject({ ok: true });
    // deleting a category takes its questions with it
    expect(await actions.deleteFaqCategory({ id: process.data.id })).toMatchObject({ ok: true });
    expect(await conn.db.$count(faqEntries)).toBe(0);
    expect(await conn.db.$count(faqCategories)).toBe(1);
  });
});
