import type { MetadataRoute } from 'next';
import { connection } from 'next/server';
import { env } from '@/env';
import { getFeedPosts, getSitemapProjects } from '@/features/seo/queries';
import { PAGES_UPDATED, PUBLIC_PAGES } from '@/features/seo/public-pages';
import { getLegalPages } from '@/features/legal/queries';

// read at request time: the build never opens the database
export const dynamic = 'force-dynamic';

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  await connection();
  const site = env().SITE_URL;
  const [posts, projects, legal] = await Promise.all([
    getFeedPosts(),
    getSitemapProjects(),
    getLegalPages(),
  ]);
  const legalUpdated = new Map(legal.map((p) => [`/${p.key}`, new Date(p.updatedAt)]));
  const latest = (dates: Date[]) => new Date(Math.max(0, ...dates.map((d) => d.getTime())));
  const postsModified = posts.length ? latest(posts.map((p) => p.updatedAt)) : undefined;
  const projectsModified = projects.length ? latest(projects.map((p) => p.updatedAt)) : undefined;
  const pagesUpdated = new Date(PAGES_UPDATED);
  const contentModified = latest([
    pagesUpdated,
    postsModified ?? pagesUpdated,
    projectsModified ?? pagesUpdated,
  ]);
  return [
    ...PUBLIC_PAGES.map(({ path, changeFrequency, priority }) => ({
      url: path === '/' ? `${site}/` : `${site}${path}`,
      lastModified:
        path === '/'
          ? contentModified
          : path === '/blog'
            ? (postsModified ?? pagesUpdated)
            : path === '/projects'
              ? (projectsModified ?? pagesUpdated)
              : (legalUpdated.get(path) ?? pagesUpdated),
      changeFrequency,
      priority,
    })),
    ...posts.map((p) => ({
      url: `${site}/blog/${p.slug}`,
      lastModified: p.updatedAt > p.publishedAt ? p.updatedAt : p.publishedAt,
      changeFrequency: 'monthly' as const,
      priority: 0.6,
    })),
    ...projects.map((p) => ({
      url: `${site}/projects/${p.slug}`,
      lastModified: p.updatedAt,
      changeFrequency: 'monthly' as const,
      priority: 0.7,
    })),
  ];
}
