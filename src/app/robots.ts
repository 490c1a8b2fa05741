import type { MetadataRoute } from 'next';
import { connection } from 'next/server';
import { env } from '@/env';

// SITE_URL is read at request time, so one build serves any origin
export const dynamic = 'force-dynamic';

export default async function robots(): Promise<MetadataRoute.Robots> {
  await connection();
  const site = env().SITE_URL;
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/admin', '/auth', '/api'] },
    sitemap: `${site}/sitemap.xml`,
    host: site,
  };
}
