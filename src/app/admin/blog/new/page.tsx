import type { Metadata } from 'next';
import { connection } from 'next/server';
import { env } from '@/env';
import { requireAdminPage } from '@/server/auth/guard';
import { getPostCategoryNames } from '@/features/blog/admin-queries';
import { SUGGESTED_POST_CATEGORIES } from '@/features/blog/schemas';
import { PostEditor } from '@/features/blog/components/admin/post-editor';
import { getSiteSettings } from '@/features/settings/queries';

export const metadata: Metadata = { title: 'New Post' };

export default async function AdminNewPostPage() {
  await connection();
  await requireAdminPage();
  const [used, settings] = await Promise.all([getPostCategoryNames(), getSiteSettings()]);
  return (
    <PostEditor
      post={null}
      categories={[...new Set([...used, ...SUGGESTED_POST_CATEGORIES])].sort()}
      defaultAuthor={settings.ownerName}
      siteUrl={env().SITE_URL}
    />
  );
}
