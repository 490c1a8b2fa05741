import type { PricingPackageView } from './pricing-regions';

// The pricing guide gets every package as data, to switch service and region without a request.
// A tier's list of inclusions is mostly the same in every region, so the page sends each
// distinct list once and the packages name theirs by place.

/** A package as the page sends it: its inclusions by place in the guide's lists. */
export type SentPackage = Omit<PricingPackageView, 'includes'> & { includes: number };

/** Each package with its list of inclusions replaced by its place in `lists`. */
export function shareLists<P extends { includes: string[] }>(
  groups: P[][],
): { groups: (Omit<P, 'includes'> & { includes: number })[][]; lists: string[][] } {
  const lists: string[][] = [];
  const places = new Map<string, number>();
  const placeOf = (list: string[]) => {
    const key = JSON.stringify(list);
    let place = places.get(key);
    if (place === undefined) {
      place = lists.push(list) - 1;
      places.set(key, place);
    }
    return place;
  };
  return {
    groups: groups.map((group) => group.map((p) => ({ ...p, includes: placeOf(p.includes) }))),
    lists,
  };
}

/** The packages as the guide shows them, their lists of inclusions in place again. */
export function withLists(packages: SentPackage[], lists: string[][]): PricingPackageView[] {
  return packages.map((p) => ({ ...p, includes: lists[p.includes] ?? [] }));
}
