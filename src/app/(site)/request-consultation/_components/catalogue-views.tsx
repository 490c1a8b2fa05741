import {
  Armchair,
  Box,
  Building2,
  Code2,
  Gamepad2,
  PenTool,
  type Icon,
} from '@/components/ui/icons';
import {
  GENERAL_CONSULTATION,
  INCLUDES_SHOWN,
  SERVICES,
  SERVICE_OFFERINGS,
  type Offering,
} from '@/features/consultation/catalogue';
import type { OfferingView, ServiceView } from '@/features/consultation/components/catalogue-view';
import { SERVICE_KEYS, type ServiceKey } from '@/features/consultation/options';

// The service selector's cards, rendered here (their icons stay on the server), and the
// catalogue as the planner's data.

const ICONS: Record<ServiceKey, Icon> = {
  'architectural-visualization': Building2,
  'interior-design': Armchair,
  'unreal-engine': Gamepad2,
  'web-development': Code2,
  'product-design': Box,
  'branding-identity': PenTool,
};

const TAGLINES: Record<ServiceKey, string> = {
  'architectural-visualization': 'Stills, animation, 360°',
  'interior-design': 'Homes, offices, hospitality',
  'unreal-engine': 'Real-time and VR',
  'web-development': 'Websites and web apps',
  'product-design': 'Sketch to manufacture',
  'branding-identity': 'Marks and systems',
};

export function serviceCards(): Record<ServiceKey, React.ReactNode> {
  return Object.fromEntries(
    SERVICE_KEYS.map((key) => {
      const Icon = ICONS[key];
      return [
        key,
        <>
          <Icon aria-hidden className="size-6 shrink-0 opacity-80" strokeWidth={1.5} />
          <span className="font-display text-xl leading-tight sm:text-2xl">
            {SERVICES[key].title}
          </span>
          <span className="hidden text-sm opacity-70 sm:block">{TAGLINES[key]}</span>
        </>,
      ];
    }),
  ) as Record<ServiceKey, React.ReactNode>;
}

function offeringView(offering: Offering): OfferingView {
  const includes = offering.includes.slice(0, INCLUDES_SHOWN);
  return { ...offering, includes, more: offering.includes.length - includes.length };
}

/** Every service's details and offerings, as the planner renders the chosen one. */
export function catalogueViews(): {
  services: Record<ServiceKey, ServiceView>;
  general: OfferingView;
} {
  const services = Object.fromEntries(
    SERVICE_KEYS.map((key) => [
      key,
      { ...SERVICES[key], offerings: SERVICE_OFFERINGS[key].map(offeringView) },
    ]),
  ) as Record<ServiceKey, ServiceView>;
  return { services, general: offeringView(GENERAL_CONSULTATION) };
}
