import { beforeEach, describe, expect, it } from 'vitest';
import { testDatabases } from '#test/databases';
import { emptiedForEachTest } from '#test/emptied-database';
import type { Connection } from '@/server/db/connect';
import { blogPosts } from '@/server/db/schema';
import { loadPostCandidates } from './queries';

const days = (n: number) => new Date(Date.now() + n * 86_400_000);

describe.each(testDatabases())('post reads on $name', ({ open }) => {
  let conn: Connection;
  const fresh = emptiedForEachTest(open);
  beforeEach(async () => {
    conn = await fresh();
  });

  it('reads published and scheduled posts newest first, never drafts', async () => {
    await conn.db.insert(blogPosts).values([
      {
        title: 'Older',
        status: 'published',
        publishedAt: days(-30),
        tags: ['A'],
        content: '<p>Body</p>',
      },
      { title: 'Draft', status: 'draft' },
      { title: 'Soon', status: 'scheduled', publishedAt: days(2) },
      { title: 'Newer', status: 'published', publishedAt: days(-1), imageAlt: 'A studio desk' },
    ]);
    const rows = await loadPostCandidates(conn.db);
    expect(rows.map((r) => r.title)).toEqual(['Soon', 'Newer', 'Older']);
    const older = rows[2]!;
    expect(older).toEqual({
      id: expect.any(Number),
      slug: 'older',
      title: 'Older',
      excerpt: '',
      category: 'Architecture',
      tags: ['A'],
      imageUrl: null,
      imageAlt: 'Older',
      readTime: '1 min read',
      featured: false,
      publishedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      publishedMs: expect.any(Number),
    });
    // the list never carries bodies
    expect(older).not.toHaveProperty('content');
    expect(rows[1]!.imageAlt).toBe('A studio desk');
  });
});
