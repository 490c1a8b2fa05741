import type { Metadata } from 'next';
import { connection } from 'next/server';
import { requireAdminPage } from '@/server/auth/guard';
import { InboxScreen } from '@/features/submissions/components/inbox-screen';

export const metadata: Metadata = { title: 'Form Submissions' };

export default async function Page({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await connection();
  await requireAdminPage();
  return (
    <InboxScreen
      searchParams={await searchParams}
      defaultTab="consultation"
      basePath="/admin/consultations"
    />
  );
}
