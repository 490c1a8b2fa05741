import type { Metadata } from 'next';
import { connection } from 'next/server';
import { requireAdminPage } from '@/server/auth/guard';
import { getAdminFaq } from '@/features/faq/admin-queries';
import { FaqManager } from '@/features/faq/components/admin/faq-manager';

export const metadata: Metadata = { title: 'FAQ' };

export default async function AdminFaqPage() {
  await connection();
  await requireAdminPage();
  return <FaqManager categories={await getAdminFaq()} />;
}
