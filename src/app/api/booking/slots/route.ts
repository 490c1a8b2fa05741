import { openSlots } from '@/features/booking/queries';
import { allTimes } from '@/features/booking/slot-view';
import { isTimeZone } from '@/features/booking/zones';

// The open times for the consultation page's picker, in the zone the visitor's browser names:
// fresh on every request (the page itself may be a replayed copy), never kept by any cache.

const headers = { 'cache-control': 'no-store' };

export async function GET(request: Request) {
  const zone = new URL(request.url).searchParams.get('tz') ?? '';
  if (!isTimeZone(zone)) {
    return Response.json({ error: 'Unknown time zone' }, { status: 400, headers });
  }
  const { slots, availability } = await openSlots();
  return Response.json(allTimes(slots, zone, availability.rules.timeZone), { headers });
}
