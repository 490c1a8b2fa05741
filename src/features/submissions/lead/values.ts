import 'server-only';
import { serviceTitle } from '@/features/consultation/options';
import type { BookingFacts } from './booking';
import type { LeadItem, LeadSettings } from './lead-item';
import { zonedDate } from '../zoned';
import type { PlaceholderValues } from './placeholders';

/** The text shown for {booked time} while a consultation request has no booked time. */
export const NO_BOOKING = 'no time booked yet';

/** What each placeholder says for this item (null: the item has no such thing). */
export function placeholderValues(
  item: Pick<LeadItem, 'kind' | 'name' | 'service' | 'createdAt'>,
  settings: Pick<LeadSettings, 'ownerName' | 'timeZone'>,
  booking: BookingFacts,
): PlaceholderValues {
  const name = item.name.replace(/\s+/g, ' ').trim();
  const consultation = item.kind === 'consultation';
  return {
    name,
    'first name': name.split(' ')[0] ?? name,
    service: consultation ? serviceTitle(item.service ?? '') : null,
    'booked time': consultation ? (booking.bookedTime ?? NO_BOOKING) : null,
    received: zonedDate(item.createdAt, settings.timeZone),
    'my name': settings.ownerName,
  };
}
