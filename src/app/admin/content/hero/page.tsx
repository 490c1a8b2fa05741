import type { Metadata } from 'next';
import { connection } from 'next/server';
import { requireAdminPage } from '@/server/auth/guard';
import { AdminPageHeader } from '@/components/layout/admin-page-header';
import { listHeroSlidesForAdmin } from '@/features/hero/admin-queries';
import { HeroManager } from '@/features/hero/components/admin/hero-manager';

export const metadata: Metadata = { title: 'Hero Carousel' };

export default async function HeroAdminPage() {
  await connection();
  await requireAdminPage();
  return (
    <>
      <AdminPageHeader
        title="Hero Carousel Manager"
        description="The full-screen slides at the top of the landing page, in the order they play."
      />
      <HeroManager slides={await listHeroSlidesForAdmin()} />
    </>
  );
}
