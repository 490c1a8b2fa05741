import type { Metadata } from 'next';
import { connection } from 'next/server';
import { requireAdminPage } from '@/server/auth/guard';
import { getAwaiting, getDashboard, getVisitors } from '@/features/dashboard/queries';
import { DashboardOverview } from '@/features/dashboard/components/dashboard-overview';
import { getBackupsOverview } from '@/features/backups/queries';
import { LastBackup } from '@/features/backups/components/admin/last-backup';
import { getNextCallsCard } from '@/features/booking/admin-queries';
import { NextCalls } from '@/features/booking/components/admin/next-calls';

export const metadata: Metadata = { title: 'Dashboard' };

export default async function AdminDashboardPage() {
  await connection();
  await requireAdminPage();
  const now = new Date();
  const [data, visitors, awaiting, backups, calls] = await Promise.all([
    getDashboard(),
    getVisitors(),
    getAwaiting(now),
    getBackupsOverview(),
    getNextCallsCard(),
  ]);
  return (
    <div className="space-y-6 lg:space-y-8">
      <DashboardOverview data={data} visitors={visitors} awaiting={awaiting} now={now} />
      <NextCalls {...calls} />
      <LastBackup overview={backups} />
    </div>
  );
}
