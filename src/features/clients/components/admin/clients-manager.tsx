'use client';

import { Building2, Star, Users } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import {
  IconButton,
  ManagerEmptyState,
  ManagerFormPanel,
  ManagerList,
  ManagerRow,
  ManagerSplit,
  RowActions,
  SwitchField,
  Thumb,
  toastTexts,
  useAdminMutation,
  useManagerDialog,
  useManagerSave,
} from '@/components/admin';
import { MediaField } from '@/features/media/picker';
import { cn } from '@/lib/utils';
import type { AdminClient } from '../../admin-queries';
import {
  createClient,
  deleteClient,
  moveClient,
  setClientFeatured,
  updateClient,
} from '../../actions';

type Form = { name: string; industry: string; logoUrl: string | null; isFeatured: boolean };

const empty = (): Form => ({ name: '', industry: '', logoUrl: null, isFeatured: false });
const fromItem = (c: AdminClient): Form => ({
  name: c.name,
  industry: c.industry ?? '',
  logoUrl: c.logoUrl,
  isFeatured: c.isFeatured,
});

const UPDATED = toastTexts('Client updated successfully', 'Failed to update client', 'server');
const CREATED = toastTexts('Client created successfully', 'Failed to create client', 'server');
const DELETED = toastTexts('Client deleted successfully', 'Failed to delete client', 'server');

export function ClientsManager({ clients }: { clients: AdminClient[] }) {
  const dialog = useManagerDialog<AdminClient, Form>(empty, fromItem);
  const { form, set, bind, editing, errors } = dialog;
  const mutation = useAdminMutation();
  const { pending, run } = mutation;
  const submit = useManagerSave(
    dialog,
    mutation,
    { add: CREATED, edit: UPDATED },
    (values, item) => (item ? updateClient({ id: item.id, ...values }) : createClient(values)),
  );

  const formPanel = (
    <ManagerFormPanel
      title={editing ? 'Edit client' : 'Add client'}
      description="Clients appear on the landing page, featured ones first."
      editing={Boolean(editing)}
      pending={pending}
      submitLabel={editing ? 'Update Client' : 'Add Client'}
      onSubmit={submit}
      onCancel={dialog.reset}
    >
      <FormField id="client-name" label="Name" required error={errors.name}>
        <Input {...bind('name', 'client-name')} required />
      </FormField>
      <FormField id="client-industry" label="Industry">
        <Input {...bind('industry', 'client-industry')} placeholder="Hospitality" />
      </FormField>
      <MediaField
        id="client-logo"
        label="Logo"
        value={form.logoUrl}
        alt={`${form.name} logo`}
        onChange={(v) => set('logoUrl', v?.url ?? null)}
      />
      <SwitchField
        label="Featured"
        hint="Featured clients are listed first."
        checked={form.isFeatured}
        onCheckedChange={(v) => set('isFeatured', v)}
      />
    </ManagerFormPanel>
  );

  return (
    <ManagerSplit form={formPanel}>
      {clients.length === 0 ? (
        <ManagerEmptyState
          icon={Users}
          message="No clients yet"
          hint="Add the first client with the form."
        />
      ) : (
        <ManagerList aria-label="Clients">
          {clients.map((client, index) => (
            <ManagerRow
              key={client.id}
              label={client.name}
              highlighted={editing?.id === client.id}
              leading={
                <Thumb
                  url={client.logoUrl}
                  alt={`${client.name} logo`}
                  className="size-12 bg-white"
                  fit="contain"
                  placeholder={Building2}
                />
              }
              actions={
                <RowActions
                  item={client}
                  label={client.name}
                  mutation={mutation}
                  position={{ index, count: clients.length }}
                  updates={{ toasts: UPDATED, move: moveClient }}
                  deletes={{ action: deleteClient, toasts: DELETED }}
                  dialog={dialog}
                >
                  <IconButton
                    icon={Star}
                    label={`Feature "${client.name}"`}
                    aria-pressed={client.isFeatured}
                    tone={client.isFeatured ? 'accent' : 'default'}
                    className={cn(client.isFeatured && '[&_svg]:fill-current')}
                    disabled={pending}
                    onClick={() =>
                      void run(
                        () => setClientFeatured({ id: client.id, value: !client.isFeatured }),
                        UPDATED,
                      )
                    }
                  />
                </RowActions>
              }
            >
              <div className="flex flex-wrap items-center gap-2">
                <p className="truncate text-sm font-semibold text-ink">{client.name}</p>
                {client.isFeatured ? <Badge tone="accent">Featured</Badge> : null}
              </div>
              {client.industry ? (
                <p className="mt-0.5 text-[13px] text-muted">{client.industry}</p>
              ) : null}
            </ManagerRow>
          ))}
        </ManagerList>
      )}
    </ManagerSplit>
  );
}
