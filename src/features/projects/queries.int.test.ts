import { beforeEach, describe, expect, it } from 'vitest';
import { testDatabases } from '#test/databases';
import { emptiedForEachTest } from '#test/emptied-database';
import type { Connection } from '@/server/db/connect';
import { projectCategories, projects } from '@/server/db/schema';
import { loadProjectDetail, loadPublicProjects } from './queries';

describe.each(testDatabases())('project reads on $name', ({ open }) => {
  let conn: Connection;
  const fresh = emptiedForEachTest(open);
  beforeEach(async () => {
    conn = await fresh();
  });

  it('lists projects in display order with the card fields and the cover fallback', async () => {
    const db = conn.db;
    const [cat] = await db
      .insert(projectCategories)
      .values({ name: 'Spatial Design', displayOrder: 1 })
      .returning();
    await db.insert(projects).values([
      {
        title: 'Gallery first image',
        categoryId: cat!.id,
        images: [
          { type: 'video', url: '/media/walk.mp4', alt: 'Walkthrough' },
          { type: 'image', url: '/media/room.jpg', alt: 'The reading room' },
        ],
        displayOrder: 2,
      },
      {
        title: 'Own cover',
        description: 'Has a cover.',
        client: 'Kiln & Co.',
        coverImage: '/media/cover.jpg',
        coverAlt: 'Vessels on a plinth',
        featured: true,
        displayOrder: 1,
        details: 'Long text the list never carries.',
      },
      { title: 'Nothing to show', displayOrder: 3 },
    ]);

    const list = await loadPublicProjects(db);
    expect(list).toEqual([
      {
        id: expect.any(Number),
        slug: 'own-cover',
        title: 'Own cover',
        coverImage: '/media/cover.jpg',
        coverAlt: 'Vessels on a plinth',
        featured: true,
        category: null,
        description: 'Has a cover.',
        client: 'Kiln & Co.',
      },
      {
        id: expect.any(Number),
        slug: 'gallery-first-image',
        title: 'Gallery first image',
        coverImage: '/media/room.jpg',
        coverAlt: 'The reading room',
        featured: false,
        category: 'Spatial Design',
        description: null,
        client: null,
      },
      {
        id: expect.any(Number),
        slug: 'nothing-to-show',
        title: 'Nothing to show',
        coverImage: null,
        coverAlt: 'Nothing to show',
        featured: false,
        category: null,
        description: null,
        client: null,
      },
    ]);
  });

  it('reads one project with its details, or null', async () => {
    const db = conn.db;
    const [row] = await db
      .insert(projects)
      .values({
        title: 'Karoo Observatory Lodge',
        details: 'First.\n\nSecond.',
        year: '2024',
        location: 'Sutherland, South Africa',
        website: 'https://example.com',
        projectDate: '2024-03-01',
        images: [{ type: 'image', url: '/media/lodge.jpg', alt: 'The lodge at night' }],
        youtubeVideos: ['https://www.youtube.com/embed/dQw4w9WgXcQ'],
      })
      .returning({ id: projects.id });
    const detail = await loadProjectDetail(db, row!.id);
    expect(detail).toMatchObject({
      title: 'Karoo Observatory Lodge',
      details: 'First.\n\nSecond.',
      year: '2024',
      location: 'Sutherland, South Africa',
      projectDate: '2024-03-01',
      coverImage: '/media/lodge.jpg',
      coverAlt: 'The lodge at night',
      youtubeVideos: ['https://www.youtube.com/embed/dQw4w9WgXcQ'],
    });
    expect(typeof detail!.createdAt).toBe('string');
    expect(await loadProjectDetail(db, row!.id + 1000)).toBeNull();
  });
});
