import 'server-only';
import { bookings, consultationRequests } from '@/server/db/schema';

/**
 * A booked call as its readers select it, joined to its request for the client's name and
 * address: the feed, the manage page and the owner's lists.
 */
export const callColumns = {
  id: bookings.id,
  requestId: bookings.requestId,
  uid: bookings.uid,
  sequence: bookings.sequence,
  offering: bookings.offering,
  startsAt: bookings.startsAt,
  endsAt: bookings.endsAt,
  ownerTimeZone: bookings.ownerTimeZone,
  visitorTimeZone: bookings.visitorTimeZone,
  status: bookings.status,
  name: consultationRequests.name,
  email: consultationRequests.email,
};
