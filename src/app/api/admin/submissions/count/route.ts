import { getDb } from '@/server/db';
import { withAdmin } from '@/server/auth/guard';
import { countMatching, parseFilter } from '@/features/submissions/queries';

// The exact number of items an inbox filter matches, admin only: the inbox screen
// stops a search's count at a cap, and asks here when the owner selects every match.
export const GET = withAdmin(async (request) => {
  const url = new URL(request.url);
  const filter = parseFilter(Object.fromEntries(url.searchParams), 'contact');
  const { n } = await countMatching(await getDb(), filter);
  return Response.json({ total: n }, { headers: { 'cache-control': 'no-store' } });
});
