import type { Metadata } from 'next';
import { connection } from 'next/server';
import { requireAdminPage } from '@/server/auth/guard';
import { AdminPageHeader } from '@/components/layout/admin-page-header';
import { getSettingsForAdmin } from '@/features/settings/admin-queries';
import { SettingsForm } from '@/features/settings/components/admin/settings-form';
import { getBackupsOverview } from '@/features/backups/queries';
import { BackupsPanel } from '@/features/backups/components/admin/backups-panel';
import { getBudgetOverview } from '@/features/attachments/budget-overview';
import { BudgetPanel } from '@/features/attachments/components/admin/budget-panel';

export const metadata: Metadata = { title: 'Site Settings' };

export default async function SettingsAdminPage() {
  await connection();
  await requireAdminPage();
  return (
    <>
      <AdminPageHeader
        title="Site Settings"
        description="The site's title, description, sharing image, brand marks, your contact details, the files sent with requests and backups."
      />
      <div className="space-y-6">
        <SettingsForm settings={await getSettingsForAdmin()} />
        <BudgetPanel overview={await getBudgetOverview()} />
        <BackupsPanel overview={await getBackupsOverview()} />
      </div>
    </>
  );
}
