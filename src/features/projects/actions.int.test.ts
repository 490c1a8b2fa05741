import { describe, expect, it, vi } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { expectRefusedToNonAdmins, useAdminDatabase } from '#test/admin-actions';
import { testDatabases } from '#test/databases';
import { projectCategories, projects } from '@/server/db/schema';

// The Projects and Project Categories managers' actions against a real database:
// refused to visitors and non-admins with nothing changed, and doing what
// the product sets for the owner. (src/server/auth/guard.int.test.ts
// also calls every action with real visitor and member sessions.)

vi.mock('@/server/db', async () => (await import('#test/admin-actions')).mockDb());
vi.mock('@/server/auth/guard', async () => (await import('#test/admin-actions')).mockGuard());

const actions = await import('./actions');

describe.each(testDatabases())('project actions on $name', ({ open }) => {
  const conn = useAdminDatabase(open);

  const orderOf = async () =>
    (
      await conn.db
        .select({ title: projects.title })
        .from(projects)
        .orderBy(asc(projects.displayOrder), asc(projects.id))
    ).map((r) => r.title);

  it('refuses visitors and non-admins and changes nothing', async () => {
    const [cat] = await conn.db
      .insert(projectCategories)
      .values({ name: 'Product Design', displayOrder: 1 })
      .returning();
    const [project] = await conn.db
      .insert(projects)
      .values({ title: 'Kept', categoryId: cat!.id, displayOrder: 1 })
      .returning();
    const calls: [keyof typeof actions, unknown][] = [
      ['createProject', { title: 'New' }],
      ['updateProject', { id: project!.id, title: 'Changed' }],
      ['deleteProject', { id: project!.id }],
      ['setProjectFeatured', { id: project!.id, featured: true }],
      ['moveProject', { id: project!.id, direction: 'down' }],
      ['createCategory', { name: 'New' }],
      ['renameCategory', { id: cat!.id, name: 'Changed' }],
      ['moveCategory', { id: cat!.id, direction: 'down' }],
      ['deleteCategory', { id: cat!.id }],
    ];
    await expectRefusedToNonAdmins(actions, calls);
    expect(await conn.db.select().from(projects)).toEqual([project]);
    expect(await conn.db.select().from(projectCategories)).toEqual([cat]);
  });

  it('creates, edits, features, reorders and deletes projects', async () => {
    const [cat] = await conn.db
      .insert(projectCategories)
      .values({ name: 'Architectural Visualization', displayOrder: 1 })
      .returning();
    const first = await actions.createProject({ title: 'First', categoryId: cat!.id });
    const second = await actions.createProject({
      title: '  Second  ',
      categoryId: cat!.id,
      description: '',
      website: 'https://example.com/work',
      projectDate: '2024-03-02',
      images: [
        { type: 'video', url: '/media/walkthrough.mp4', alt: 'Walkthrough' },
        { type: 'image', url: '/media/lobby.jpg', alt: 'The lobby at dusk' },
      ],
      youtubeVideos: ['https://youtu.be/dQw4w9WgXcQ', 'not a link'],
    });
    expect(first.ok && second.ok).toBe(true);
    if (!second.ok) return;
    const [row] = await conn.db.select().from(projects).where(eq(projects.id, second.data.id));
    expect(row).toMatchObject({
      title: 'Second',
      description: null,
      website: 'https://example.com/work',
      projectDate: '2024-03-02',
      // new projects get count + 1
      displayOrder: 2,
      youtubeVideos: ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'not a link'],
      coverImage: null,
    });

    expect(await actions.createProject({ title: '   ' })).toMatchObject({
      ok: false,
      fieldErrors: { title: 'Title is required' },
    });
    expect(await actions.createProject({ title: 'Bad site', website: 'example' })).toMatchObject({
      ok: false,
    });

    expect(
      await actions.updateProject({
        id: second.data.id,
        title: 'Second, renamed',
        categoryId: cat!.id,
      }),
    ).toMatchObject({ ok: true });
    expect(await actions.setProjectFeatured({ id: second.data.id, featured: true })).toMatchObject({
      ok: true,
      data: { featured: true },
    });

    expect(await orderOf()).toEqual(['First', 'Second, renamed']);
    await actions.moveProject({ id: second.data.id, direction: 'up' });
    expect(await orderOf()).toEqual(['Second, renamed', 'First']);
    // already first: nothing to swap with
    expect(await actions.moveProject({ id: second.data.id, direction: 'up' })).toEqual({
      ok: true,
      data: { moved: false },
    });

    expect(await actions.deleteProject({ id: second.data.id })).toMatchObject({ ok: true });
    expect(await orderOf()).toEqual(['First']);
    expect(await actions.deleteProject({ id: second.data.id })).toMatchObject({ ok: false });
  });

  it('manages categories and refuses to delete one still in use, saying how many use it', async () => {
    const a = await actions.createCategory({ name: 'Spatial Design' });
    const b = await actions.createCategory({ name: 'Product Design' });
    if (!a.ok || !b.ok) throw new Error('categories not created');
    expect(await actions.createCategory({ name: 'Spatial Design' })).toMatchObject({
      ok: false,
      message: 'A category called "Spatial Design" already exists.',
    });
    expect(await actions.createCategory({ name: '' })).toMatchObject({ ok: false });

    await conn.db.insert(projects).values([
      { title: 'One', categoryId: a.data.id },
      { title: 'Two', categoryId: a.data.id },
    ]);
    const refused = await actions.deleteCategory({ id: a.data.id });
    expect(refused).toEqual({
      ok: false,
      message:
        'This category is used by 2 projects. Move them to another category before deleting it.',
    });
    expect(await conn.db.$count(projectCategories)).toBe(2);

    expect(
      await actions.renameCategory({ id: a.data.id, name: 'Spatial & Interior' }),
    ).toMatchObject({
      ok: true,
    });
    await actions.moveCategory({ id: b.data.id, direction: 'up' });
    const names = await conn.db
      .select({ name: projectCategories.name })
      .from(projectCategories)
      .orderBy(asc(projectCategories.displayOrder));
    expect(names.map((n) => n.name)).toEqual(['Product Design', 'Spatial & Interior']);

    expect(await actions.deleteCategory({ id: b.data.id })).toMatchObject({ ok: true });
    expect(await conn.db.$count(projectCategories)).toBe(1);
  });
});
