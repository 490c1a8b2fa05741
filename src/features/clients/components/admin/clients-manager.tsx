'use client';

import { Building2, Users } from 'lucide-react';
import { defineManager, field, Manager, Thumb } from '@/components/admin';
import { mediaField } from '@/features/media/picker';
import type { AdminClient } from '../../admin-queries';
import {
  createClient,
  deleteClient,
  moveClient,
  setClientFeatured,
  updateClient,
} from '../../actions';
import { clientSchema } from '../../schemas';

const clients = defineManager<AdminClient>()({
  id: 'client',
  schema: clientSchema,
  placement: 'side',
  fields: {
    name: field.text({ label: 'Name', required: true }),
    industry: field.text({ label: 'Industry', placeholder: 'Hospitality' }),
    logoUrl: mediaField({ label: 'Logo' }),
    isFeatured: field.toggle({ label: 'Featured', hint: 'Featured clients are listed first.' }),
  },
  texts: {
    add: {
      title: 'Add client',
      submit: 'Add Client',
      description: 'Clients appear on the landing page, featured ones first.',
    },
    edit: { title: 'Edit client', submit: 'Update Client' },
  },
  actions: { create: createClient, update: updateClient, delete: deleteClient, move: moveClient },
  featured: { of: (client) => client.isFeatured, set: setClientFeatured },
  toasts: {
    create: ['Client created successfully', 'Failed to create client', 'server'],
    update: ['Client updated successfully', 'Failed to update client', 'server'],
    delete: ['Client deleted successfully', 'Failed to delete client', 'server'],
  },
  empty: { icon: Users, message: 'No clients yet', hint: 'Add the first client with the form.' },
  show: {
    label: 'Clients',
    layout: 'rows',
    name: (client) => client.name,
    leading: (client) => (
      <Thumb
        url={client.logoUrl}
        alt={`${client.name} logo`}
        className="size-12 bg-white"
        fit="contain"
        placeholder={Building2}
      />
    ),
    details: (client) => [client.industry],
  },
});

export function ClientsManager({ clients: items }: { clients: AdminClient[] }) {
  return <Manager definition={clients} items={items} />;
}
