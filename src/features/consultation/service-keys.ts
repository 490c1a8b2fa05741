// The six services of the consultation catalogue by key and title: all the
// landing page's short form needs, apart from the option lists in options.ts.

export const SERVICE_KEYS = [
  'architectural-visualization',
  'interior-design',
  'unreal-engine',
  'web-development',
  'product-design',
  'branding-identity',
] as const;
export type ServiceKey = (typeof SERVICE_KEYS)[number];
export const DEFAULT_SERVICE: ServiceKey = 'architectural-visualization';

export const SERVICE_TITLES: Record<ServiceKey, string> = {
  'architectural-visualization': 'Architectural Visualization',
  'interior-design': 'Interior Design',
  'unreal-engine': 'Unreal Engine Development',
  'web-development': 'Web Development',
  'product-design': 'Product Design',
  'branding-identity': 'Branding & Identity',
};

export const isServiceKey = (value: unknown): value is ServiceKey =>
  typeof value === 'string' && (SERVICE_KEYS as readonly string[]).includes(value);

export function serviceTitle(key: string | null | undefined): string {
  return key && isServiceKey(key) ? SERVICE_TITLES[key] : key || 'General enquiry';
}
