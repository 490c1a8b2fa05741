import {
  Armchair,
  Box,
  Building2,
  Cpu,
  Gamepad2,
  Globe,
  Layers,
  LayoutGrid,
  Lightbulb,
  type LucideIcon,
  Monitor,
  Palette,
  PenTool,
  Ruler,
  Sparkles,
} from 'lucide-react';

// the icon names the Services Manager offers map to these; anything else gets the default
const ICONS: Record<string, LucideIcon> = {
  building: Building2,
  building2: Building2,
  box: Box,
  package: Box,
  cpu: Cpu,
  layers: Layers,
  layout: LayoutGrid,
  layoutgrid: LayoutGrid,
  lightbulb: Lightbulb,
  monitor: Monitor,
  globe: Globe,
  gamepad: Gamepad2,
  gamepad2: Gamepad2,
  palette: Palette,
  pentool: PenTool,
  ruler: Ruler,
  sofa: Armchair,
  armchair: Armchair,
  sparkles: Sparkles,
};

/** The icon for a service's stored icon name, matched loosely ('Building2', 'building-2', 'pen-tool'). */
export function ServiceIcon({ name }: { name: string | null }) {
  const key = (name ?? '').toLowerCase().replace(/[^a-z0-9]/g, '');
  const Icon = ICONS[key] ?? Sparkles;
  return <Icon aria-hidden className="size-5" strokeWidth={1.5} />;
}
