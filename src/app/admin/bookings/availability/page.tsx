import type { Metadata } from 'next';
import { connection } from 'next/server';
import { requireAdminPage } from '@/server/auth/guard';
import { AdminPageHeader } from '@/components/layout/admin-page-header';
import { getAvailabilityForAdmin } from '@/features/booking/admin-queries';
import { AvailabilityForm } from '@/features/booking/components/admin/availability-form';
import { DateRules } from '@/features/booking/components/admin/date-rules';

export const metadata: Metadata = { title: 'Availability' };

export default async function AvailabilityPage() {
  await connection();
  await requireAdminPage();
  const data = await getAvailabilityForAdmin();
  return (
    <>
      <AdminPageHeader
        title="Availability"
        description="When clients can book a call with you, how long it lasts and how it happens."
      />
      <div className="space-y-8">
        <AvailabilityForm data={data} />
        <section aria-labelledby="dates-title" className="space-y-4">
          <h2 id="dates-title" className="font-display text-2xl text-ink">
            Days off and extra hours
          </h2>
          <DateRules rules={data.dateRules} />
        </section>
      </div>
    </>
  );
}
