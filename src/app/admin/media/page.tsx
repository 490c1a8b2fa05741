import type { Metadata } from 'next';
import { connection } from 'next/server';
import { AdminPageHeader } from '@/components/layout/admin-page-header';
import { requireAdminPage } from '@/server/auth/guard';
import { getDb } from '@/server/db';
import { MediaLibrary } from '@/features/media/components/media-library';
import { listMedia } from '@/features/media/queries';
import { listQuerySchema } from '@/features/media/schemas';

export const metadata: Metadata = { title: 'Media Library' };

export default async function AdminMediaPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[]>>;
}) {
  await connection();
  await requireAdminPage();
  const raw = await searchParams;
  const q = typeof raw.q === 'string' ? raw.q : '';
  const query = listQuerySchema.parse({ q, limit: 60 });
  const page = await listMedia(await getDb(), query);
  return (
    <>
      <AdminPageHeader
        title="Media Library"
        description="Every image and video of the site. Upload several files at once, give images their alt text, and see where a file is used before you delete it."
      />
      <MediaLibrary initial={page} initialQuery={query.q} />
    </>
  );
}
