import 'server-only';
import {
  GENERAL_CONSULTATION,
  SERVICE_OFFERINGS,
  type Offering,
} from '@/features/consultation/catalogue';
import { SERVICE_KEYS, type ServiceKey } from '@/features/consultation/options';

// The consultation offerings a time can be booked for, by a key made from each title (the
// catalogue's titles are typed constants, unique across services). The free General
// Consultation is bookable on a fresh site; the owner may make others bookable.

export const GENERAL_OFFERING = 'general-consultation';

/** 'Site & Brief Analysis' is site-brief-analysis. */
export function offeringKey(title: string): string {
  return title
    .toLowerCase()
    .replace(/&/g, ' ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export type OfferingChoice = { key: string; title: string; free: boolean };

const choice = (o: Offering): OfferingChoice => ({
  key: offeringKey(o.title),
  title: o.title,
  free: o.price === null,
});

/** Every offering, the general one first, then each service's in catalogue order. */
export function allOfferings(): OfferingChoice[] {
  const seen = new Set<string>();
  const out: OfferingChoice[] = [];
  for (const offering of [
    GENERAL_CONSULTATION,
    ...SERVICE_KEYS.flatMap((k) => SERVICE_OFFERINGS[k]),
  ]) {
    const c = choice(offering);
    if (!seen.has(c.key)) {
      seen.add(c.key);
      out.push(c);
    }
  }
  return out;
}

/** The offerings of a service's page (the general one and its own) that may be booked. */
export function bookableFor(service: ServiceKey, bookable: readonly string[]): OfferingChoice[] {
  return [GENERAL_CONSULTATION, ...SERVICE_OFFERINGS[service]]
    .map(choice)
    .filter((c) => bookable.includes(c.key));
}

/** The title of an offering by its key; the key itself for one the catalogue no longer has. */
export function offeringTitle(key: string): string {
  return allOfferings().find((o) => o.key === key)?.title ?? key;
}
