import 'server-only';
import Link from 'next/link';
import { MessageSquareText } from 'lucide-react';
import { AdminPageHeader } from '@/components/layout/admin-page-header';
import { buttonVariants } from '@/components/ui/button';
import { DigestButton } from './digest-button';
import { getDigestSettings } from '../digest/queries';
import { getInbox, parseFilter, parsePage, type InboxTab } from '../queries';
import { getItemDetail, parseOpen } from '../lead/detail';
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
  const open = parseOpen(searchParams.open);
  const [list, detail, digest] = await Promise.all([
    getInbox(parseFilter(searchParams, defaultTab), parsePage(searchParams)),
    open ? getItemDetail(open) : null,
    getDigestSettings(),
  ]);
  const inbox = { ...list, openKey: open ? `${open.kind}:${open.id}` : null, detail };
  return (
    <>
      <AdminPageHeader
        title="Form Submissions"
        description="Contact messages and consultation requests from the website, newest first."
        actions={
          <>
            <Link href="/admin/saved-replies" className={buttonVariants({ variant: 'outline' })}>
              <MessageSquareText aria-hidden />
              Saved replies
            </Link>
            <DigestButton settings={digest} />
          </>
        }
      />
      <SubmissionsInbox inbox={inbox} basePath={basePath} defaultTab={defaultTab} />
    </>
  );
}
