import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { env } from '@/env';
import { requireAdminPage } from '@/server/auth/guard';
import { getAdminPost, getPostCategoryNames } from '@/features/blog/admin-queries';
import { parsePostId } from '@/features/blog/queries';
import { SUGGESTED_POST_CATEGORIES } from '@/features/blog/schemas';
import { PostEditor } from '@/features/blog/components/admin/post-editor';
import { getSiteSettings } from '@/features/settings/queries';

export const metadata: Metadata = { title: 'Edit Post' };

export default async function AdminEditPostPage({ params }: { params: Promise<{ id: string }> }) {
  await connection();
  await requireAdminPage();
  const id = parsePostId((await params).id);
  const post = id === null ? null : await getAdminPost(id);
  if (!post) notFound();
  const [used, settings] = await Promise.all([getPostCategoryNames(), getSiteSettings()]);
  return (
    <PostEditor
      // a fresh editor per post, so switching posts never keeps the last one's state
      key={post.id}
      post={post}
      categories={[...new Set([...used, ...SUGGESTED_POST_CATEGORIES])].sort()}
      defaultAuthor={settings.ownerName}
      siteUrl={env().SITE_URL}
    />
  );
}
