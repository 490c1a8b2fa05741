import { connection } from 'next/server';
import { env } from '@/env';
import { getSiteSettings } from '@/features/settings/queries';
import { getFeedPosts } from '@/features/seo/queries';
import { feedTitle, renderRss } from '@/features/seo/rss';

// read at request time: the build never opens the database
export const dynamic = 'force-dynamic';

export async function GET() {
  await connection();
  const [settings, posts] = await Promise.all([getSiteSettings(), getFeedPosts()]);
  const xml = renderRss(
    {
      title: feedTitle(settings),
      description:
        settings.siteDescription ||
        'Design insights and stories on architectural visualization, product design and spatial design.',
      siteUrl: env().SITE_URL,
    },
    posts,
  );
  return new Response(xml, {
    headers: {
      'Content-Type': 'application/rss+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=0, s-maxage=600, stale-while-revalidate=3600',
    },
  });
}
