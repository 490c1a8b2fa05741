import { beforeEach, describe, expect, it } from 'vitest';
import { testDatabases } from '#test/databases';
import { emptiedForEachTest } from '#test/emptied-database';
import type { Connection } from '@/server/db/connect';
import {
  consultationRequests,
  contactSubmissions,
  mediaLibrary,
  projectCategories,
  projects,
  videoShowcases,
} from '@/server/db/schema';
import { loadDashboard } from './queries';

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);

describe.each(testDatabases())('dashboard figures on $name', ({ open }) => {
  let conn: Connection;
  const fresh = emptiedForEachTest(open);
  beforeEach(async () => {
    conn = await fresh();
  });

  it('is all zeros and empty lists on an empty site', async () => {
    expect(await loadDashboard(conn.db)).toEqual({
      totalProjects: 0,
      pendingSubmissions: 0,
      videoShowcases: 0,
      mediaFiles: 0,
      recentSubmissions: [],
      recentProjects: [],
    });
  });

  it("counts only 'new' requests of both kinds as pending and lists the latest five of both", async () => {
    const db = conn.db;
    await db.insert(contactSubmissions).values([
      {
        name: 'Ana',
        email: 'ana@example.com',
        subject: 'Kitchen',
        message: 'A kitchen for a listed house.',
        status: 'new',
        createdAt: minutesAgo(50),
      },
      {
        name: 'Ben',
        email: 'ben@example.com',
        message: 'A question about fees.',
        status: 'read',
        createdAt: minutesAgo(40),
      },
      {
        name: 'Spam',
        email: 'spam@example.com',
        message: 'Cheap pills',
        status: 'spam',
        createdAt: minutesAgo(1),
      },
      {
        name: 'Cleo',
        email: 'cleo@example.com',
        message: 'Archived thank-you note.',
        status: 'archived',
        createdAt: minutesAgo(30),
      },
    ]);
    await db.insert(consultationRequests).values([
      {
        name: 'Dev',
        email: 'dev@example.com',
        message: 'A VR walkthrough of a hotel lobby.',
        selectedService: 'unreal-engine',
        status: 'new',
        createdAt: minutesAgo(5),
      },
      {
        name: 'Eve',
        email: 'eve@example.com',
        message: 'Renders for a mixed-use scheme.',
        status: 'new',
        createdAt: minutesAgo(20),
      },
      {
        name: 'Fay',
        email: 'fay@example.com',
        message: 'Brand refresh for a studio.',
        status: 'read',
        createdAt: minutesAgo(60),
      },
    ]);

    const data = await loadDashboard(db);
    expect(data.pendingSubmissions).toBe(3);
    expect(data.recentSubmissions.map((s) => [s.kind, s.name, s.status])).toEqual([
      ['consultation', 'Dev', 'new'],
      ['consultation', 'Eve', 'new'],
      ['contact', 'Cleo', 'archived'],
      ['contact', 'Ben', 'read'],
      ['contact', 'Ana', 'new'],
    ]);
    expect(data.recentSubmissions[0]).toMatchObject({
      topic: 'unreal-engine',
      email: 'dev@example.com',
    });
    expect(data.recentSubmissions[4]).toMatchObject({ topic: 'Kitchen' });
    expect(data.recentSubmissions[0]!.createdAt).toBeInstanceOf(Date);
  });

  it('counts projects, videos and media and lists the latest projects with their category', async () => {
    const db = conn.db;
    const [category] = await db
      .insert(projectCategories)
      .values({ name: 'Product Design' })
      .returning();
    await db.insert(projects).values(
      Array.from({ length: 7 }, (_, i) => ({
        title: `Project ${i + 1}`,
        categoryId: i % 2 === 0 ? category!.id : null,
        createdAt: minutesAgo(100 - i),
      })),
    );
    await db.insert(videoShowcases).values([
      { title: 'Reel', youtubeUrl: 'https://www.youtube.com/embed/aaaaaaaaaaa' },
      {
        title: 'Walkthrough',
        youtubeUrl: 'https://www.youtube.com/embed/bbbbbbbbbbb',
        isActive: false,
      },
    ]);
    await db.insert(mediaLibrary).values([
      { filename: 'a.jpg', fileType: 'image', fileUrl: '/media/a.jpg', fileSize: 1000 },
      { filename: 'b.mp4', fileType: 'video', fileUrl: '/media/b.mp4', fileSize: 2000 },
      { filename: 'c.jpg', fileType: 'image', fileUrl: '/media/c.jpg', fileSize: 3000 },
    ]);

    const data = await loadDashboard(db);
    expect(data).toMatchObject({
      totalProjects: 7,
      videoShowcases: 2,
      mediaFiles: 3,
      pendingSubmissions: 0,
    });
    expect(data.recentProjects.map((p) => [p.title, p.category])).toEqual([
      ['Project 7', 'Product Design'],
      ['Project 6', null],
      ['Project 5', 'Product Design'],
      ['Project 4', null],
      ['Project 3', 'Product Design'],
    ]);
  });
});
