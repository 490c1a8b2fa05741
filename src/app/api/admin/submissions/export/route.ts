import { getDb } from '@/server/db';
import { withAdmin } from '@/server/auth/guard';
import { countMatching, eachItem, parseFilter } from '@/features/submissions/queries';
import { csvHead, csvLine } from '@/features/submissions/csv';

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
  const items = eachItem(db, filter);
  const encoder = new TextEncoder();
  let started = false;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(`\uFEFF${csvHead(filter.tab)}`));
        return;
      }
      // a chunk of lines per pull: fewer, larger writes than one per row
      let chunk = '';
      for (let i = 0; i < 200; i++) {
        const next = await items.next();
        if (next.done) {
          if (chunk) controller.enqueue(encoder.encode(chunk));
          controller.close();
          return;
        }
        chunk += csvLine(filter.tab, next.value);
      }
      controller.enqueue(encoder.encode(chunk));
    },
    async cancel() {
      await items.return(undefined);
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
