import type { Metadata } from 'next';
import { connection } from 'next/server';
import { requireAdminPage } from '@/server/auth/guard';
import { ActivityScreen } from '@/features/audit/components/activity-screen';

export const metadata: Metadata = { title: 'Activity' };

export default async function Page({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await connection();
  await requireAdminPage();
  return <ActivityScreen searchParams={await searchParams} />;
}
