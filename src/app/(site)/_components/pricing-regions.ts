// The pricing guide's regions, each with the currency its packages are priced in.

export const REGIONS = [
  { value: 'UK', label: 'United Kingdom', currency: 'GBP' },
  { value: 'SA', label: 'South Africa', currency: 'ZAR' },
  { value: 'AU', label: 'Australia', currency: 'AUD' },
] as const;

export type Region = (typeof REGIONS)[number]['value'];

export type PricingPackageView = {
  id: number;
  tier: 'basic' | 'premium' | 'enterprise';
  region: Region;
  priceRange: string | null;
  timeline: string | null;
  hourlyRate: string | null;
  includes: string[];
};
