import type { Metadata } from 'next';
import { connection } from 'next/server';
import { requireAdminPage } from '@/server/auth/guard';
import { AdminPageHeader } from '@/components/layout/admin-page-header';
import { getSettingsForAdmin } from '@/features/settings/admin-queries';
import { SettingsForm } from '@/features/settings/components/admin/settings-form';

export const metadata: Metadata = { title: 'Site Settings' };

export default async function SettingsAdminPage() {
  await connection();
  await requireAdminPage();
  return (
    <>
      <AdminPageHeader
        title="Site Settings"
        description="The site's title, description, sharing image, brand marks and your contact details."
      />
      <SettingsForm settings={await getSettingsForAdmin()} />
    </>
  );
}
