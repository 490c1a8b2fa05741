import { getDb } from '@/server/db';
import { withAdmin } from '@/server/auth/guard';
import { listItems, parseFilter } from '@/features/submissions/queries';
import { toCsv } from '@/features/submissions/csv';

// CSV export of what the inbox filter shows (tab, status, search), admin only.
export const GET = withAdmin(async (request) => {
  const url = new URL(request.url);
  const filter = parseFilter(Object.fromEntries(url.searchParams), 'contact');
  const items = await listItems(await getDb(), filter);
  const stamp = new Date().toISOString().slice(0, 10);
  const name = `${filter.tab === 'consultation' ? 'consultation-requests' : filter.tab === 'spam' ? 'spam' : 'contact-submissions'}-${stamp}.csv`;
  return new Response(`\uFEFF${toCsv(filter.tab, items)}`, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${name}"`,
      'cache-control': 'no-store',
    },
  });
});
