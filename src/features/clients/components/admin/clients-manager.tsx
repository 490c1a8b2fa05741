'use client';

import { useCallback } from 'react';
import { Building2, Star, Users } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import {
  EditDeleteButtons,
  IconButton,
  ManagerEmptyState,
  ManagerFormPanel,
  ManagerList,
  ManagerRow,
  ManagerSplit,
  ReorderButtons,
  SwitchField,
  Thumb,
  useAdminMutation,
  useManagerDialog,
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

export function ClientsManager({ clients }: { clients: AdminClient[] }) {
  const dialog = useManagerDialog<AdminClient, Form>(empty, fromItem);
  const { form, set, bind, editing, errors } = dialog;
  const { pending, run } = useAdminMutation();

  const submit = useCallback(() => {
    void run(
      () => (editing ? updateClient({ id: editing.id, ...form }) : createClient(form)),
      {
        success: `Client ${editing ? 'updated' : 'created'} successfully`,
        failure: editing ? 'Failed to update client' : 'Failed to create client',
        failureStyle: 'server',
      },
      dialog.afterSave,
    );
  }, [dialog, editing, form, run]);

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
                <>
                  <ReorderButtons
                    label={client.name}
                    isFirst={index === 0}
                    isLast={index === clients.length - 1}
                    disabled={pending}
                    onMove={(direction) =>
                      void run(() => moveClient({ id: client.id, direction }), {
                        success: null,
                        failure: 'Failed to update client',
                        failureStyle: 'server',
                      })
                    }
                  />
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
                        {
                          success: 'Client updated successfully',
                          failure: 'Failed to update client',
                          failureStyle: 'server',
                        },
                      )
                    }
                  />
                  <EditDeleteButtons
                    label={client.name}
                    onEdit={() => dialog.openEdit(client)}
                    deleteDisabled={pending}
                    onDelete={() =>
                      void run(
                        () => deleteClient({ id: client.id }),
                        {
                          success: 'Client deleted successfully',
                          failure: 'Failed to delete client',
                          failureStyle: 'server',
                        },
                        dialog.afterDelete(client),
                      )
                    }
                  />
                </>
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
