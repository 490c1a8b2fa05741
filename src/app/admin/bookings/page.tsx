import type { Metadata } from 'next';
import Link from 'next/link';
import { connection } from 'next/server';
import { Settings2 } from 'lucide-react';
import { requireAdminPage } from '@/server/auth/guard';
import { AdminPageHeader } from '@/components/layout/admin-page-header';
import { Button } from '@/components/ui/button';
import { getBookingsScreen } from '@/features/booking/admin-queries';
import { BookingsScreen } from '@/features/booking/components/admin/bookings-screen';

export const metadata: Metadata = { title: 'Bookings' };

export default async function BookingsPage() {
  await connection();
  await requireAdminPage();
  return (
    <>
      <AdminPageHeader
        title="Bookings"
        description="The calls your clients have booked, day by day, and your calendar feed."
        actions={
          <Button asChild variant="outline">
            <Link href="/admin/bookings/availability">
              <Settings2 aria-hidden />
              Availability
            </Link>
          </Button>
        }
      />
      <BookingsScreen screen={await getBookingsScreen()} />
    </>
  );
}
