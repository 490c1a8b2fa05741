import type { Metadata } from 'next';
import { connection } from 'next/server';
import { requireAdminPage } from '@/server/auth/guard';
import { AdminPageHeader } from '@/components/layout/admin-page-header';
import { listClientsForAdmin } from '@/features/clients/admin-queries';
import { ClientsManager } from '@/features/clients/components/admin/clients-manager';

export const metadata: Metadata = { title: 'Clients' };

export default async function ClientsAdminPage() {
  await connection();
  await requireAdminPage();
  return (
    <>
      <AdminPageHeader
        title="Clients Manager"
        description="The studios, brands and developers shown on the landing page, with their logos."
      />
      <ClientsManager clients={await listClientsForAdmin()} />
    </>
  );
}
