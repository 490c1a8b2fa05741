import { SvgIcon } from '@/components/ui/icons';
import { SERVICE_ICON_NODES } from '../service-icon-nodes';

const normalise = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');

// stored names are lucide's ('Building2'); one typed by hand may read 'building-2'
const BY_KEY = new Map(
  Object.entries(SERVICE_ICON_NODES).map(([name, nodes]) => [normalise(name), nodes]),
);

/** The shapes of a service's icon; a neutral one when the name is unknown or unset. */
export function serviceIconNodes(name: string | null) {
  return BY_KEY.get(normalise(name ?? '')) ?? SERVICE_ICON_NODES.Shapes!;
}

/** A service's icon as plain SVG; a neutral shape when the name is unknown or unset. */
export function ServiceIcon({
  name,
  className,
  strokeWidth = 1.5,
}: {
  name: string | null;
  className?: string;
  strokeWidth?: number;
}) {
  return <SvgIcon nodes={serviceIconNodes(name)} className={className} strokeWidth={strokeWidth} />;
}
