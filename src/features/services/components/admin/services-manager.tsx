'use client';

import { Sparkles } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { countOf, defineManager, field, IconGlyph, Manager } from '@/components/admin';
import type { AdminService } from '../../admin-queries';
import {
  createService,
  deleteService,
  moveService,
  setServiceActive,
  updateService,
} from '../../actions';
import { serviceSchema } from '../../schemas';

const services = defineManager<AdminService>()({
  id: 'service',
  schema: serviceSchema,
  placement: 'side',
  fields: {
    title: field.title('Architectural Visualization'),
    description: field.textarea({
      label: 'Description',
      placeholder: 'One or two sentences on what the client gets.',
    }),
    category: field.text({
      label: 'Category',
      hint: 'A short grouping such as Visualization or Design.',
    }),
    iconName: field.icon(),
    bullets: field.list({
      label: 'Bullet points',
      addLabel: 'Add bullet point',
      placeholder: 'Exterior and interior stills',
    }),
    isActive: field.toggle({
      label: 'Active',
      hint: 'Inactive services stay here but are hidden from the site.',
      initial: true,
    }),
  },
  texts: {
    add: {
      title: 'Add service',
      submit: 'Add Service',
      description: 'A service appears on the landing page and on /services.',
    },
    edit: {
      title: 'Edit service',
      submit: 'Update Service',
      description: (service) => `Changing “${service.title}”.`,
    },
  },
  actions: {
    create: createService,
    update: updateService,
    delete: deleteService,
    move: moveService,
  },
  active: { of: (service) => service.isActive, set: setServiceActive },
  toasts: {
    create: ['Service created successfully', 'Failed to create service', 'server'],
    update: ['Service updated successfully', 'Failed to update service', 'server'],
    delete: ['Service deleted successfully', 'Failed to delete service', 'server'],
  },
  empty: { icon: Sparkles, message: 'No services yet', hint: 'Add the first with the form.' },
  show: {
    label: 'Services',
    layout: 'rows',
    name: (service) => service.title,
    leading: (service) => (
      <span className="flex size-11 items-center justify-center rounded-lg bg-sand text-ink">
        <IconGlyph name={service.iconName} fallback={Sparkles} className="size-5" />
      </span>
    ),
    badges: (service) =>
      service.category ? <Badge tone="outline">{service.category}</Badge> : null,
    details: (service) => [
      service.description,
      service.bullets.length > 0 && { note: countOf(service.bullets.length, 'bullet point') },
    ],
  },
});

export function ServicesManager({ services: items }: { services: AdminService[] }) {
  return <Manager definition={services} items={items} />;
}
