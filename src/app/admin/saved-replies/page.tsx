import type { Metadata } from 'next';
import { connection } from 'next/server';
import { requireAdminPage } from '@/server/auth/guard';
import { getSnippets } from '@/features/submissions/snippets/queries';
import { SnippetsManager } from '@/features/submissions/components/snippets/snippets-manager';

export const metadata: Metadata = { title: 'Saved replies' };

export default async function SavedRepliesPage() {
  await connection();
  await requireAdminPage();
  const snippets = await getSnippets();
  return (
    <SnippetsManager
      snippets={snippets}
      page={{
        title: 'Saved replies',
        description:
          'Answers you give often, ready to insert in a reply from the inbox. {name}, {service} and the other placeholders are filled from each request.',
      }}
    />
  );
}
