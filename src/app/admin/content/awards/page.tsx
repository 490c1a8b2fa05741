import type { Metadata } from 'next';
import { connection } from 'next/server';
import { requireAdminPage } from '@/server/auth/guard';
import { AdminPageHeader } from '@/components/layout/admin-page-header';
import { listAwardsForAdmin } from '@/features/awards/admin-queries';
import { AwardsManager } from '@/features/awards/components/admin/awards-manager';

export const metadata: Metadata = { title: 'Awards' };

export default async function AwardsAdminPage() {
  await connection();
  await requireAdminPage();
  return (
    <>
      <AdminPageHeader
        title="Awards Manager"
        description="Wins, nominations and shortlists shown on the landing page."
      />
      <AwardsManager awards={await listAwardsForAdmin()} />
    </>
  );
}
