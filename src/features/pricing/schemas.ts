import { z } from '@/lib/zod';
import { idField, optionalText, textList } from '@/components/admin/fields';

// The Pricing Guide Manager's add/edit package form. Defaults: archviz, basic, UK.

export const SERVICE_TYPES = ['archviz', 'unreal', 'webdev', 'industrial', 'spatial'] as const;
export const TIERS = ['basic', 'premium', 'enterprise'] as const;
export const REGIONS = ['UK', 'SA', 'AU'] as const;

export const SERVICE_TYPE_LABELS: Record<(typeof SERVICE_TYPES)[number], string> = {
  archviz: 'Architectural Visualization',
  unreal: 'Unreal Engine',
  webdev: 'Web Development',
  industrial: 'Industrial Design',
  spatial: 'Spatial Design',
};
export const TIER_LABELS: Record<(typeof TIERS)[number], string> = {
  basic: 'Basic',
  premium: 'Premium',
  enterprise: 'Enterprise',
};
export const REGION_LABELS: Record<(typeof REGIONS)[number], string> = {
  UK: 'United Kingdom (GBP)',
  SA: 'South Africa (ZAR)',
  AU: 'Australia (AUD)',
};

export const pricingPackageSchema = z.object({
  id: idField.optional(),
  serviceType: z.enum(SERVICE_TYPES).default('archviz'),
  tier: z.enum(TIERS).default('basic'),
  region: z.enum(REGIONS).default('UK'),
  priceRange: optionalText,
  timeline: optionalText,
  hourlyRate: optionalText,
  includes: textList,
});

export type PricingPackageInput = z.input<typeof pricingPackageSchema>;
