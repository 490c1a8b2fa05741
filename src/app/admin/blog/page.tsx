import type { Metadata } from 'next';
import { connection } from 'next/server';
import { requireAdminPage } from '@/server/auth/guard';
import { getAdminPosts } from '@/features/blog/admin-queries';
import { PostsManager } from '@/features/blog/components/admin/posts-manager';

export const metadata: Metadata = { title: 'Blog' };

export default async function AdminBlogPage() {
  await connection();
  await requireAdminPage();
  return <PostsManager posts={await getAdminPosts()} />;
}
