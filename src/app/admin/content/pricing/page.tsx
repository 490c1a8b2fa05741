import type { Metadata } from 'next';
import { connection } from 'next/server';
import { requireAdminPage } from '@/server/auth/guard';
import { AdminPageHeader } from '@/components/layout/admin-page-header';
import { listPricingPackagesForAdmin } from '@/features/pricing/admin-queries';
import { PricingManager } from '@/features/pricing/components/admin/pricing-manager';

export const metadata: Metadata = { title: 'Pricing Guide' };

export default async function PricingAdminPage() {
  await connection();
  await requireAdminPage();
  return (
    <>
      <AdminPageHeader
        title="Pricing Guide Manager"
        description="The landing page's pricing guide: a package per tier and region for each service type. /pricing itself shows no amounts."
      />
      <PricingManager packages={await listPricingPackagesForAdmin()} />
    </>
  );
}
