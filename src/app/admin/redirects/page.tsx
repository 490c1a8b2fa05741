import type { Metadata } from 'next';
import { connection } from 'next/server';
import { requireAdminPage } from '@/server/auth/guard';
import { AdminPageHeader } from '@/components/layout/admin-page-header';
import { listRedirects, mostMissed } from '@/features/addresses/queries';
import { addressCounter } from '@/features/addresses/tallies';
import { RedirectsScreen } from '@/features/addresses/components/admin/redirects-screen';

export const metadata: Metadata = { title: 'Redirects' };

export default async function RedirectsAdminPage() {
  await connection();
  await requireAdminPage();
  // the counts held in memory are written first, so the lists are up to the minute
  await addressCounter().settle();
  const [redirects, missed] = await Promise.all([listRedirects(), mostMissed()]);
  return (
    <>
      <AdminPageHeader
        title="Redirects"
        description="Send old addresses (your previous site's, a renamed page's) to where their content lives now."
      />
      <RedirectsScreen redirects={redirects} missed={missed} />
    </>
  );
}
