import 'server-only';
import { asc } from 'drizzle-orm';
import { getDb } from '@/server/db';
import { pricingPackages } from '@/server/db/schema';
import type { PublicPricingPackage } from './queries';

export type AdminPricingPackage = PublicPricingPackage;

/** Every package, by service type, region and tier (enum order). */
export async function listPricingPackagesForAdmin(): Promise<AdminPricingPackage[]> {
  const db = await getDb();
  return db
    .select({
      id: pricingPackages.id,
      serviceType: pricingPackages.serviceType,
      tier: pricingPackages.tier,
      region: pricingPackages.region,
      priceRange: pricingPackages.priceRange,
      timeline: pricingPackages.timeline,
      hourlyRate: pricingPackages.hourlyRate,
      includes: pricingPackages.includes,
    })
    .from(pricingPackages)
    .orderBy(
      asc(pricingPackages.serviceType),
      asc(pricingPackages.region),
      asc(pricingPackages.tier),
      asc(pricingPackages.id),
    );
}
