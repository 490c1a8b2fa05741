import { getDb } from '@/server/db';
import { withAdmin } from '@/server/auth/guard';
import { countMatching, parseFilter } from '@/features/submissions/queries';
import { csvChunks } from '@/features/submissions/csv';

// CSV export of what the inbox filter matches (tab, status, search), admin only.
// The answer streams: rows are read in keyset batches and written as the
// client takes them, so the server holds one batch however large the inbox.
export const GET = withAdmin(async (request, _context, _session, audit) => {
  const url = new URL(request.url);
  const filter = parseFilter(Object.fromEntries(url.searchParams), 'contact');
  const db = await getDb();
  const { n: total } = await countMatching(db, filter);
  // not a write, but every row of personal data leaving the site is worth an entry
  await audit.record({
    action: 'submissions.export',
    changes: {
      note: `${total} ${filter.tab} item(s)${filter.status !== 'all' ? `, status ${filter.status}` : ''}${filter.q ? `, search "${filter.q}"` : ''}`,
    },
  });
  const stamp = new Date().toISOString().slice(0, 10);
  const name = `${filter.tab === 'consultation' ? 'consultation-requests' : filter.tab === 'spam' ? 'spam' : 'contact-submissions'}-${stamp}.csv`;
  const chunks = csvChunks(db, filter);
  const encoder = new TextEncoder();
  let started = false;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await chunks.next();
      if (next.done) return controller.close();
      // a byte-order mark first, so that spreadsheets read the file as UTF-8
      controller.enqueue(encoder.encode(started ? next.value : `\uFEFF${next.value}`));
      started = true;
    },
    async cancel() {
      await chunks.return(undefined);
    },
  });
  return new Response(body, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${name}"`,
      'cache-control': 'no-store',
    },
  });
});
