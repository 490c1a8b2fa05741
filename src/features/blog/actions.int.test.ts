import { describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { expectRefusedToNonAdmins, useAdminDatabase } from '#test/admin-actions';
import { testDatabases } from '#test/databases';
import { blogPosts } from '@/server/db/schema';
import { loadPostCandidates } from './queries';

// The Blog Posts manager's actions against a real database: refused to visitors
// and non-admins, hostile HTML removed before storage, scheduled posts hidden
// until their time, and preview links that need their secret.

vi.mock('@/server/db', async () => (await import('#test/admin-actions')).mockDb());
vi.mock('@/server/auth/guard', async () => (await import('#test/admin-actions')).mockGuard());

const actions = await import('./actions');
const { getPostByPreviewToken } = await import('./preview-queries');

const HOSTILE = [
  '<p>Opening paragraph.</p>',
  '<script>document.title = "owned"</script>',
  '<p onclick="alert(1)" onmouseover="alert(2)">Hover me</p>',
  '<img src="/media/desk.jpg" alt="A desk" onerror="alert(3)">',
  '<a href="javascript:alert(4)">Bad link</a>',
  '<a href="JaVaScRiPt:alert(5)">Worse link</a>',
  '<iframe src="https://evil.example"></iframe>',
  '<a href="https://example.com/ok">Good link</a>',
].join('');

describe.each(testDatabases())('post actions on $name', ({ open }) => {
  const conn = useAdminDatabase(open);

  it('refuses visitors and non-admins and changes nothing', async () => {
    const [post] = await conn.db
      .insert(blogPosts)
      .values({ title: 'Kept', status: 'draft', previewToken: 'a'.repeat(43) })
      .returning();
    const calls: [keyof typeof actions, unknown][] = [
      ['createPost', { title: 'New', category: 'Technology' }],
      [
        'updatePost',
        { id: post!.id, title: 'Changed', category: 'Technology', status: 'published' },
      ],
      ['deletePost', { id: post!.id }],
      ['renewPreviewLink', { id: post!.id }],
    ];
    await expectRefusedToNonAdmins(actions, calls);
    expect(await conn.db.select().from(blogPosts)).toEqual([post]);
  });

  it('removes scripts, event handlers and javascript: links before storing a body', async () => {
    const created = await actions.createPost({
      title: 'Hostile',
      category: 'Technology',
      content: HOSTILE,
      status: 'published',
    });
    if (!created.ok) throw new Error(created.message);
    const [row] = await conn.db.select().from(blogPosts).where(eq(blogPosts.id, created.data.id));
    const html = row!.content;
    expect(html).not.toMatch(/<script|onclick|onmouseover|onerror|javascript:|<iframe/i);
    expect(html).not.toContain('owned');
    expect(html).toContain('<p>Opening paragraph.</p>');
    expect(html).toContain('<p>Hover me</p>');
    expect(html).toContain('<img src="/media/desk.jpg" alt="A desk"');
    expect(html).toContain('<a>Bad link</a>');
    expect(html).toContain('href="https://example.com/ok"');
    // the same on update
    const updated = await actions.updatePost({
      id: created.data.id,
      title: 'Hostile',
      category: 'Technology',
      content: '<p>Safe</p><svg onload="alert(1)"><script>x</script></svg>',
      status: 'published',
    });
    expect(updated.ok).toBe(true);
    const [after] = await conn.db.select().from(blogPosts).where(eq(blogPosts.id, created.data.id));
    expect(after!.content).toBe('<p>Safe</p>');
  });

  it('computes the read time and keeps a scheduled post hidden until its time', async () => {
    const words = Array.from({ length: 650 }, (_, i) => `word${i}`).join(' ');
    const soon = new Date(Date.now() + 2 * 3_600_000);
    const scheduled = await actions.createPost({
      title: 'Coming soon',
      category: 'Architecture',
      content: `<p>${words}</p>`,
      status: 'scheduled',
      publishedAt: soon.toISOString(),
    });
    if (!scheduled.ok) throw new Error(scheduled.message);
    const draft = await actions.createPost({ title: 'A draft', category: 'Architecture' });
    const live = await actions.createPost({
      title: 'Live now',
      category: 'Architecture',
      status: 'published',
    });
    expect(draft.ok && live.ok).toBe(true);

    const [row] = await conn.db.select().from(blogPosts).where(eq(blogPosts.id, scheduled.data.id));
    expect(row).toMatchObject({ status: 'scheduled', readTime: '4 min read' });
    expect(row!.publishedAt!.getTime()).toBe(soon.getTime());

    const visible = (now: number) =>
      loadPostCandidates(conn.db).then((c) =>
        c.filter((p) => p.publishedMs <= now).map((p) => p.title),
      );
    expect(await visible(Date.now())).toEqual(['Live now']);
    expect(await visible(soon.getTime() + 1000)).toEqual(['Coming soon', 'Live now']);

    // a past moment cannot be scheduled; a scheduled post needs a moment at all
    expect(
      await actions.createPost({
        title: 'Late',
        category: 'Architecture',
        status: 'scheduled',
        publishedAt: new Date(Date.now() - 60_000).toISOString(),
      }),
    ).toMatchObject({
      ok: false,
      fieldErrors: { publishedAt: 'Choose a date and time in the future' },
    });
    expect(
      await actions.createPost({ title: 'Late', category: 'Architecture', status: 'scheduled' }),
    ).toMatchObject({
      ok: false,
      fieldErrors: { publishedAt: 'Choose the date and time to publish' },
    });
  });

  it('opens a draft by its preview secret only, and renews the secret', async () => {
    const created = await actions.createPost({
      title: 'Work in progress',
      category: 'Residential',
      content: '<p>Not ready yet.</p>',
    });
    if (!created.ok) throw new Error(created.message);
    const [row] = await conn.db.select().from(blogPosts).where(eq(blogPosts.id, created.data.id));
    const token = row!.previewToken!;
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(await getPostByPreviewToken(token)).toMatchObject({
      title: 'Work in progress',
      status: 'draft',
    });
    expect(await getPostByPreviewToken('x'.repeat(43))).toBeNull();
    expect(await getPostByPreviewToken(String(created.data.id))).toBeNull();

    const renewed = await actions.renewPreviewLink({ id: created.data.id });
    if (!renewed.ok) throw new Error(renewed.message);
    expect(renewed.data.token).not.toBe(token);
    expect(await getPostByPreviewToken(token)).toBeNull();
    expect(await getPostByPreviewToken(renewed.data.token)).toMatchObject({ id: created.data.id });

    expect(await actions.deletePost({ id: created.data.id })).toMatchObject({ ok: true });
    expect(await getPostByPreviewToken(renewed.data.token)).toBeNull();
  });
});
