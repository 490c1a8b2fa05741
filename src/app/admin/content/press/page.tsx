import type { Metadata } from 'next';
import { connection } from 'next/server';
import { requireAdminPage } from '@/server/auth/guard';
import { AdminPageHeader } from '@/components/layout/admin-page-header';
import { listPressArticlesForAdmin } from '@/features/press/admin-queries';
import { PressManager } from '@/features/press/components/admin/press-manager';

export const metadata: Metadata = { title: 'Press & News' };

export default async function PressAdminPage() {
  await connection();
  await requireAdminPage();
  return (
    <>
      <AdminPageHeader
        title="Press and News Manager"
        description="Articles, interviews and features about the work."
      />
      <PressManager articles={await listPressArticlesForAdmin()} />
    </>
  );
}
