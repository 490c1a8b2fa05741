import { createElement } from 'react';
import * as lucide from 'lucide-react';
import type { LucideIcon } from 'lucide-react';

// icon names are typed by the owner in the Services Manager: accept 'Building2',
// 'building-2', 'building_2' or 'building 2' alike
const toPascal = (name: string) =>
  name
    .trim()
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase() + part.slice(1))
    .join('');

const registry = lucide as unknown as Record<string, LucideIcon | undefined>;

/** A service's lucide icon by name; a neutral shape when the name is unknown. Rendered on the server only. */
export function ServiceIcon({ name, className }: { name: string | null; className?: string }) {
  const key = name ? toPascal(name) : '';
  const Icon = (key && (registry[key] ?? registry[`${key}Icon`])) || lucide.Shapes;
  return createElement(Icon, { 'aria-hidden': true, strokeWidth: 1.25, className });
}
