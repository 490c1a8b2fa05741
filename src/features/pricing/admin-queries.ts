import 'server-only';
import { getDb } from '@/server/db';
import { loadPricingPackages, type PricingPackage } from './queries';

/** Every package, by service type, region and tier (enum order). */
export async function listPricingPackagesForAdmin(): Promise<PricingPackage[]> {
  return loadPricingPackages(await getDb());
}
