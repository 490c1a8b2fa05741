import type { Metadata } from 'next';
import { connection } from 'next/server';
import { requireAdminPage } from '@/server/auth/guard';
import { getAdminCategories } from '@/features/projects/admin-queries';
import { CategoriesManager } from '@/features/projects/components/admin/categories-manager';

export const metadata: Metadata = { title: 'Project Categories' };

export default async function AdminProjectCategoriesPage() {
  await connection();
  await requireAdminPage();
  return <CategoriesManager categories={await getAdminCategories()} />;
}
