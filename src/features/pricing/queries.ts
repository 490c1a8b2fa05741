import 'server-only';
import { asc } from 'drizzle-orm';
import { getDb, type Db } from '@/server/db';
import { pickColumns, type SelectedRow } from '@/server/db/columns';
import { pricingPackages } from '@/server/db/schema';
import { cached } from '@/server/cache';

const pricingPackageColumns = pickColumns(pricingPackages, [
  'id',
  'serviceType',
  'tier',
  'region',
  'priceRange',
  'timeline',
  'hourlyRate',
  'includes',
]);

export type PricingPackage = SelectedRow<typeof pricingPackageColumns>;
export type ServiceType = PricingPackage['serviceType'];

/** Every pricing package as stored, grouped by service type, region and tier (enum order). */
export async function loadPricingPackages(db: Db): Promise<PricingPackage[]> {
  return db
    .select(pricingPackageColumns)
    .from(pricingPackages)
    .orderBy(
      asc(pricingPackages.serviceType),
      asc(pricingPackages.region),
      asc(pricingPackages.tier),
      asc(pricingPackages.id),
    );
}

/** Every pricing package, blank inclusions left out. */
export const getPricingPackages = cached(
  'pricing-public',
  ['pricing'],
  async (): Promise<PricingPackage[]> => {
    const rows = await loadPricingPackages(await getDb());
    return rows.map((row) => ({
      ...row,
      includes: (row.includes ?? []).filter((s) => s.trim() !== ''),
    }));
  },
);
