import { getDb } from '@/server/db';
import { withAdmin } from '@/server/auth/guard';
import { listItems, parseFilter } from '@/features/submissions/queries';
import { toCsv } from '@/features/submissions/csv';

// CSV export of what the inbox filter shows (tab, status, search), admin only.
export const GET = withAdmin(async (request, _context, _session, audit) => {
  const url = new URL(request.url);
  const filter = parseFilter(Object.fromEntries(url.searchParams), 'contact');
  const items = await listItems(await getDb(), filter);
  // not a write, but every row of personal data leaving the site is worth an entry
  await audit.record({
    action: 'submissions.export',
    changes: {
      note: `${items.length} ${filter.tab} item(s)${filter.status !== 'all' ? `, status ${filter.status}` : ''}${filter.q ? `, search "${filter.q}"` : ''}`,
    },
  });
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
