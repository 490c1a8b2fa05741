import type { Metadata } from 'next';
import { connection } from 'next/server';
import { requireAdminPage } from '@/server/auth/guard';
import { AdminPageHeader } from '@/components/layout/admin-page-header';
import { listServicesForAdmin } from '@/features/services/admin-queries';
import { ServicesManager } from '@/features/services/components/admin/services-manager';

export const metadata: Metadata = { title: 'Services' };

export default async function ServicesAdminPage() {
  await connection();
  await requireAdminPage();
  return (
    <>
      <AdminPageHeader
        title="Services Manager"
        description="The services on the landing page and on /services: their icons, bullet points, order and whether they show."
      />
      <ServicesManager services={await listServicesForAdmin()} />
    </>
  );
}
