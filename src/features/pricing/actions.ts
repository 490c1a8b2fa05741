'use server';

import { eq } from 'drizzle-orm';
import { ActionError, adminAction } from '@/server/admin-action';
import { pricingPackages } from '@/server/db/schema';
import { idSchema } from '@/components/admin/fields';
import { pricingPackageSchema } from './schemas';

// The Pricing Guide Manager's writes: insert or update a package, delete one.

export const savePricingPackage = adminAction(
  pricingPackageSchema,
  ['pricing'],
  { action: 'pricing-package.save', table: pricingPackages },
  async ({ id, ...input }, { db }) => {
    if (id) {
      const rows = await db
        .update(pricingPackages)
        .set(input)
        .where(eq(pricingPackages.id, id))
        .returning({ id: pricingPackages.id });
      if (rows.length === 0) throw new ActionError('That package no longer exists.');
      return { id };
    }
    const [row] = await db
      .insert(pricingPackages)
      .values(input)
      .returning({ id: pricingPackages.id });
    return { id: row!.id };
  },
);

export const deletePricingPackage = adminAction(
  idSchema,
  ['pricing'],
  { action: 'pricing-package.delete', table: pricingPackages },
  async ({ id }, { db }) => {
    const rows = await db
      .delete(pricingPackages)
      .where(eq(pricingPackages.id, id))
      .returning({ id: pricingPackages.id });
    if (rows.length === 0) throw new ActionError('That package no longer exists.');
    return { id };
  },
);
