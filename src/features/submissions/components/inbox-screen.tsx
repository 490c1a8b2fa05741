import 'server-only';
import { AdminPageHeader } from '@/components/layout/admin-page-header';
import { getInbox, parseFilter, parsePage, type InboxTab } from '../queries';
import { SubmissionsInbox } from './submissions-inbox';

/** The Form Submissions screen (/admin/submissions, /admin/forms, /admin/consultations). */
export async function InboxScreen({
  searchParams,
  defaultTab,
  basePath,
}: {
  searchParams: Record<string, string | string[] | undefined>;
  defaultTab: InboxTab;
  basePath: string;
}) {
  const inbox = await getInbox(parseFilter(searchParams, defaultTab), parsePage(searchParams));
  return (
    <>
      <AdminPageHeader
        title="Form Submissions"
        description="Contact messages and consultation requests from the website, newest first."
      />
      <SubmissionsInbox inbox={inbox} basePath={basePath} defaultTab={defaultTab} />
    </>
  );
}
