// The small, isomorphic part of the consultation catalogue: keys, titles and
// the option lists of the request form. The form, its schema
// and the server all read these; the long texts live in catalogue.ts, which
// only server components import, so they never reach the browser's bundle.

import { isServiceKey, type ServiceKey } from './service-keys';

export {
  DEFAULT_SERVICE,
  SERVICE_KEYS,
  SERVICE_TITLES,
  isServiceKey,
  serviceTitle,
  type ServiceKey,
} from './service-keys';

export const CURRENCIES = ['GBP', 'ZAR', 'AUD'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const DEFAULT_CURRENCY: Currency = 'GBP';

export const CURRENCY_LABELS: Record<Currency, { symbol: string; name: string }> = {
  GBP: { symbol: '£', name: 'British pounds' },
  ZAR: { symbol: 'R', name: 'South African rand' },
  AUD: { symbol: 'A$', name: 'Australian dollars' },
};

export type Option = { value: string; label: string };

export const PROJECT_TYPES: Record<ServiceKey, Option[]> = {
  'architectural-visualization': [
    { value: 'residential-exterior', label: 'Residential exterior' },
    { value: 'residential-interior', label: 'Residential interior' },
    { value: 'commercial', label: 'Commercial' },
    { value: 'hospitality', label: 'Hospitality' },
    { value: 'mixed-use', label: 'Mixed-use development' },
    { value: 'landscape', label: 'Landscape' },
    { value: 'other', label: 'Other' },
  ],
  'interior-design': [
    { value: 'residential', label: 'Residential' },
    { value: 'office', label: 'Office' },
    { value: 'retail', label: 'Retail' },
    { value: 'restaurant', label: 'Restaurant' },
    { value: 'hotel', label: 'Hotel' },
    { value: 'healthcare', label: 'Healthcare' },
    { value: 'other', label: 'Other' },
  ],
  'unreal-engine': [
    { value: 'vr-experience', label: 'VR experience' },
    { value: 'interactive-walkthrough', label: 'Interactive walkthrough' },
    { value: 'realtime-visualization', label: 'Real-time visualization' },
    { value: 'presentation-app', label: 'Presentation app' },
    { value: 'training-simulation', label: 'Training simulation' },
    { value: 'other', label: 'Other' },
  ],
  'web-development': [
    { value: 'portfolio', label: 'Portfolio website' },
    { value: 'business', label: 'Business website' },
    { value: 'ecommerce', label: 'E-commerce' },
    { value: 'web-app', label: 'Web application' },
    { value: 'blog-cms', label: 'Blog or CMS' },
    { value: 'landing-page', label: 'Landing page' },
    { value: 'other', label: 'Other' },
  ],
  'product-design': [
    { value: 'consumer-product', label: 'Consumer product' },
    { value: 'industrial-design', label: 'Industrial design' },
    { value: 'electronics', label: 'Electronics' },
    { value: 'furniture', label: 'Furniture' },
    { value: 'packaging', label: 'Packaging' },
    { value: 'other', label: 'Other' },
  ],
  'branding-identity': [
    { value: 'logo-design', label: 'Logo design' },
    { value: 'brand-identity', label: 'Brand identity' },
    { value: 'brand-refresh', label: 'Brand refresh' },
    { value: 'marketing-materials', label: 'Marketing materials' },
    { value: 'digital-branding', label: 'Digital branding' },
    { value: 'other', label: 'Other' },
  ],
};

const TBD: Option = { value: 'tbd', label: 'To be discussed' };

export const BUDGETS: Record<Currency, Option[]> = {
  GBP: [
    { value: 'under-2k', label: 'Under £2,000' },
    { value: '2k-5k', label: '£2,000 – £5,000' },
    { value: '5k-15k', label: '£5,000 – £15,000' },
    { value: '15k-30k', label: '£15,000 – £30,000' },
    { value: '30k-plus', label: '£30,000+' },
    TBD,
  ],
  ZAR: [
    { value: 'under-20k', label: 'Under R20,000' },
    { value: '20k-50k', label: 'R20,000 – R50,000' },
    { value: '50k-150k', label: 'R50,000 – R150,000' },
    { value: '150k-300k', label: 'R150,000 – R300,000' },
    { value: '300k-plus', label: 'R300,000+' },
    TBD,
  ],
  AUD: [
    { value: 'under-3k', label: 'Under A$3,000' },
    { value: '3k-7k', label: 'A$3,000 – A$7,000' },
    { value: '7k-20k', label: 'A$7,000 – A$20,000' },
    { value: '20k-40k', label: 'A$20,000 – A$40,000' },
    { value: '40k-plus', label: 'A$40,000+' },
    TBD,
  ],
};

export const isCurrency = (value: unknown): value is Currency =>
  typeof value === 'string' && (CURRENCIES as readonly string[]).includes(value);

/** The label of a stored option value, or the value itself when it is not (or no longer) offered. */
export function optionLabel(options: Option[], value: string | null | undefined): string | null {
  if (!value) return null;
  return options.find((o) => o.value === value)?.label ?? value;
}

export function projectTypeLabel(service: string, value: string | null | undefined): string | null {
  return optionLabel(isServiceKey(service) ? PROJECT_TYPES[service] : [], value);
}

export function budgetLabel(currency: string, value: string | null | undefined): string | null {
  return optionLabel(isCurrency(currency) ? BUDGETS[currency] : [], value);
}
