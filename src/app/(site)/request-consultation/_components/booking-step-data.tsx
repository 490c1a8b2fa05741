import { SERVICE_KEYS, type ServiceKey } from '@/features/consultation/options';
import type { BookingStepData } from '@/features/consultation/components/booking-step';
import { bookableFor } from '@/features/booking/offerings';
import { getPublicBooking, openSlots, REPLAYED_PAGE_MARGIN_MS } from '@/features/booking/queries';
import { slotView } from '@/features/booking/slot-view';
import { isTimeZone, zoneCity } from '@/features/booking/zones';
import { ZoneForm } from '@/features/booking/components/zone-form';

// The 'Pick a time' step's data as the page renders it: the bookable consultations of each
// service and one day of open times, in the zone the address asks for (`?tz=`, a page without
// JavaScript) or the owner's. Undefined when she takes no bookings.

const PAGE = '/request-consultation';

export async function bookingStepData(search: {
  tz?: string;
  day?: string;
}): Promise<BookingStepData | undefined> {
  const booking = await getPublicBooking();
  if (!booking.enabled) return undefined;
  const { slots } = await openSlots(Date.now() + REPLAYED_PAGE_MARGIN_MS);
  const zone = search.tz && isTimeZone(search.tz) ? search.tz : booking.timeZone;
  const offerings = Object.fromEntries(
    SERVICE_KEYS.map((key) => [
      key,
      bookableFor(key, booking.bookableOfferings).map(({ key: k, title }) => ({ key: k, title })),
    ]),
  ) as Record<ServiceKey, { key: string; title: string }[]>;
  return {
    offerings,
    callMinutes: booking.callMinutes,
    ownerCity: zoneCity(booking.timeZone),
    initial: slotView(slots, zone, booking.timeZone, search.day),
    zoneForm: (
      <ZoneForm
        zone={zone}
        ownerZone={booking.timeZone}
        action={`${PAGE}#pick-a-time`}
        idPrefix="pick"
      />
    ),
    dayHrefPrefix: `${PAGE}?tz=${encodeURIComponent(zone)}&day=`,
  };
}
