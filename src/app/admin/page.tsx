import type { Metadata } from 'next';
import { connection } from 'next/server';
import { requireAdminPage } from '@/server/auth/guard';
import { getDashboard, getVisitors } from '@/features/dashboard/queries';
import { DashboardOverview } from '@/features/dashboard/components/dashboard-overview';

export const metadata: Metadata = { title: 'Dashboard' };

export default async function AdminDashboardPage() {
  await connection();
  await requireAdminPage();
  const [data, visitors] = await Promise.all([getDashboard(), getVisitors()]);
  return <DashboardOverview data={data} visitors={visitors} />;
}
