import 'server-only';
import { asc } from 'drizzle-orm';
import { getDb } from '@/server/db';
import { pricingPackages } from '@/server/db/schema';
import { cached } from '@/server/cache';

export type ServiceType = 'archviz' | 'unreal' | 'webdev' | 'industrial' | 'spatial';
export type PricingTier = 'basic' | 'premium' | 'enterprise';
export type PricingRegion = 'UK' | 'SA' | 'AU';

export type PublicPricingPackage = {
  id: number;
  serviceType: ServiceType;
  tier: PricingTier;
  region: PricingRegion;
  priceRange: string | null;
  timeline: string | null;
  hourlyRate: string | null;
  includes: string[];
};

/** Every pricing package, grouped by service type, region and tier (enum order). */
export const getPricingPackages = cached(
  'pricing-public',
  ['pricing'],
  async (): Promise<PublicPricingPackage[]> => {
    const db = await getDb();
    const rows = await db
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
    return rows.map((row) => ({
      ...row,
      includes: (row.includes ?? []).filter((s) => s.trim() !== ''),
    }));
  },
);
