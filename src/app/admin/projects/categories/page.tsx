import type { Metadata } from 'next';
import Link from 'next/link';
import { connection } from 'next/server';
import { ArrowLeft } from 'lucide-react';
import { requireAdminPage } from '@/server/auth/guard';
import { AdminPageHeader } from '@/components/layout/admin-page-header';
import { Button } from '@/components/ui/button';
import { getAdminCategories } from '@/features/projects/admin-queries';
import { CategoriesManager } from '@/features/projects/components/admin/categories-manager';

export const metadata: Metadata = { title: 'Project Categories' };

export default async function AdminProjectCategoriesPage() {
  await connection();
  await requireAdminPage();
  return (
    <>
      <AdminPageHeader
        title="Project Categories"
        description="The filter buttons of the projects page, in this order. Renaming a category renames it on every project that uses it."
        actions={
          <Button asChild variant="outline" size="sm">
            <Link href="/admin/projects">
              <ArrowLeft aria-hidden /> Projects
            </Link>
          </Button>
        }
      />
      <CategoriesManager categories={await getAdminCategories()} />
    </>
  );
}
