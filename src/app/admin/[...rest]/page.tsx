import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { requireAdminPage } from '@/server/auth/guard';

/** Any admin path without its own page: guarded like the rest, then the admin's not-found. */
export default async function AdminUnknownPage() {
  await connection();
  await requireAdminPage();
  notFound();
}
