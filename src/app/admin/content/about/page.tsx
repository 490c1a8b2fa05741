import type { Metadata } from 'next';
import { connection } from 'next/server';
import { requireAdminPage } from '@/server/auth/guard';
import { AdminPageHeader } from '@/components/layout/admin-page-header';
import { getAboutForAdmin } from '@/features/about/admin-queries';
import { AboutForm } from '@/features/about/components/admin/about-form';

export const metadata: Metadata = { title: 'About Section' };

export default async function AboutAdminPage() {
  await connection();
  await requireAdminPage();
  return (
    <>
      <AdminPageHeader
        title="About Section Manager"
        description="The landing page's About section: introduction, journey, notable projects, software and stats."
      />
      <AboutForm about={await getAboutForAdmin()} />
    </>
  );
}
