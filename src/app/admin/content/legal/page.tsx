import type { Metadata } from 'next';
import { connection } from 'next/server';
import { requireAdminPage } from '@/server/auth/guard';
import { AdminPageHeader } from '@/components/layout/admin-page-header';
import { getLegalPages } from '@/features/legal/queries';
import { LegalScreen } from '@/features/legal/components/admin/legal-screen';

export const metadata: Metadata = { title: 'Legal Pages' };

export default async function LegalPagesAdminPage() {
  await connection();
  await requireAdminPage();
  return (
    <>
      <AdminPageHeader
        title="Legal Pages"
        description="The privacy policy and terms of service, as visitors read them at /privacy and /terms."
      />
      <LegalScreen pages={await getLegalPages()} />
    </>
  );
}
