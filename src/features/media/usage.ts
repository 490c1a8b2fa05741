import 'server-only';
import { sql } from 'drizzle-orm';
import type { Db } from '@/server/db/connect';
import type { MediaUsage } from './types';

// Where a media file is used: every column of the content tables that can hold
// a media URL, in one query. A new column that can hold a media URL belongs here.

type UsageRow = { kind: string; label: string | null; field: string; href: string };

/** Every place that refers to `url` (exact match for URL fields, containment for article HTML). */
export async function findMediaUsage(db: Db, url: string): Promise<MediaUsage[]> {
  const result = await db.execute(sql`
    select 'Project' as kind, title as label, 'Cover image' as field, '/admin/projects' as href
      from projects where cover_image = ${url}
    union all
    select 'Project', title, 'Gallery', '/admin/projects'
      from projects where exists (select 1 from jsonb_array_elements(images) e where e->>'url' = ${url})
    union all
    select 'Hero slide', title, case when media_type = 'video' then 'Video' else 'Image' end, '/admin/content/hero'
      from hero_slides where image_url = ${url}
    union all
    select 'Client', name, 'Logo', '/admin/content/clients' from clients where logo_url = ${url}
    union all
    select 'Award', title, 'Image', '/admin/content/awards' from awards where image_url = ${url}
    union all
    select 'Press article', title, 'Image', '/admin/content/press' from press_articles where image_url = ${url}
    union all
    select 'Blog post', title, 'Featured image', '/admin/blog' from blog_posts where image_url = ${url}
    union all
    select 'Blog post', title, 'Article text', '/admin/blog' from blog_posts where strpos(content, ${url}) > 0
    union all
    select 'About section', main_title, 'Text', '/admin/content/about'
      from about_content where strpos(coalesce(main_description, '') || ' ' || coalesce(journey_content, ''), ${url}) > 0
    union all
    select 'Site settings', 'Site settings', 'Social sharing image', '/admin/settings' from site_settings where og_image = ${url}
    union all
    select 'Site settings', 'Site settings', 'Favicon', '/admin/settings' from site_settings where favicon_url = ${url}
    union all
    select 'Site settings', 'Site settings', 'Logo', '/admin/settings' from site_settings where logo_url = ${url}
  `);
  return (result.rows as UsageRow[]).map((r) => ({
    kind: r.kind,
    label: r.label ?? r.kind,
    field: r.field,
    href: r.href,
  }));
}
