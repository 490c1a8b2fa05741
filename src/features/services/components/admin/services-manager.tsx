'use client';

import { Sparkles } from 'lucide-react';
import { FormField } from '@/components/ui/form-field';
import { Input, Textarea } from '@/components/ui/input';
import { Badge } from '@/components/ui/badge';
import {
  IconGlyph,
  IconPicker,
  ManagerEmptyState,
  ManagerFormPanel,
  ManagerList,
  ManagerRow,
  ManagerSplit,
  RowActions,
  SwitchField,
  TextListEditor,
  toastTexts,
  useAdminMutation,
  useManagerDialog,
  useManagerSave,
} from '@/components/admin';
import type { AdminService } from '../../admin-queries';
import {
  createService,
  deleteService,
  moveService,
  setServiceActive,
  updateService,
} from '../../actions';

type Form = {
  title: string;
  description: string;
  iconName: string | null;
  category: string;
  bullets: string[];
  isActive: boolean;
};

const empty = (): Form => ({
  title: '',
  description: '',
  iconName: null,
  category: '',
  bullets: [''],
  isActive: true,
});
const fromItem = (s: AdminService): Form => ({
  title: s.title,
  description: s.description ?? '',
  iconName: s.iconName,
  category: s.category ?? '',
  bullets: s.bullets.length ? s.bullets : [''],
  isActive: s.isActive,
});

const UPDATED = toastTexts('Service updated successfully', 'Failed to update service', 'server');
const CREATED = toastTexts('Service created successfully', 'Failed to create service', 'server');
const DELETED = toastTexts('Service deleted successfully', 'Failed to delete service', 'server');

export function ServicesManager({ services }: { services: AdminService[] }) {
  const dialog = useManagerDialog<AdminService, Form>(empty, fromItem);
  const { form, set, bind, editing, errors } = dialog;
  const mutation = useAdminMutation();
  const { pending } = mutation;
  const save = useManagerSave(dialog, mutation, { add: CREATED, edit: UPDATED }, (values, item) =>
    item ? updateService({ id: item.id, ...values }) : createService(values),
  );
  const submit = () => {
    if (!form.title.trim()) dialog.setErrors({ title: 'Title is required' });
    else save();
  };

  const formPanel = (
    <ManagerFormPanel
      title={editing ? 'Edit service' : 'Add service'}
      description={
        editing
          ? `Changing “${editing.title}”.`
          : 'A service appears on the landing page and on /services.'
      }
      editing={Boolean(editing)}
      pending={pending}
      submitLabel={editing ? 'Update Service' : 'Add Service'}
      onSubmit={submit}
      onCancel={dialog.reset}
    >
      <FormField id="service-title" label="Title" required error={errors.title}>
        <Input
          {...bind('title', 'service-title')}
          required
          placeholder="Architectural Visualization"
        />
      </FormField>
      <FormField id="service-description" label="Description">
        <Textarea
          {...bind('description', 'service-description')}
          rows={3}
          placeholder="One or two sentences on what the client gets."
        />
      </FormField>
      <FormField
        id="service-category"
        label="Category"
        hint="A short grouping such as Visualization or Design."
      >
        <Input {...bind('category', 'service-category')} />
      </FormField>
      <IconPicker
        id="service-icon"
        value={form.iconName}
        onChange={(name) => set('iconName', name)}
      />
      <TextListEditor
        id="service-bullets"
        label="Bullet points"
        values={form.bullets}
        onChange={(bullets) => set('bullets', bullets)}
        addLabel="Add bullet point"
        placeholder="Exterior and interior stills"
      />
      <SwitchField
        label="Active"
        hint="Inactive services stay here but are hidden from the site."
        checked={form.isActive}
        onCheckedChange={(v) => set('isActive', v)}
      />
    </ManagerFormPanel>
  );

  return (
    <ManagerSplit form={formPanel}>
      {services.length === 0 ? (
        <ManagerEmptyState
          icon={Sparkles}
          message="No services yet"
          hint="Add the first with the form."
        />
      ) : (
        <ManagerList aria-label="Services">
          {services.map((service, index) => {
            return (
              <ManagerRow
                key={service.id}
                label={service.title}
                muted={!service.isActive}
                highlighted={editing?.id === service.id}
                leading={
                  <span className="flex size-11 items-center justify-center rounded-lg bg-sand text-ink">
                    <IconGlyph name={service.iconName} fallback={Sparkles} className="size-5" />
                  </span>
                }
                actions={
                  <RowActions
                    item={service}
                    label={service.title}
                    mutation={mutation}
                    position={{ index, count: services.length }}
                    active={service.isActive}
                    updates={{ toasts: UPDATED, move: moveService, setActive: setServiceActive }}
                    deletes={{ action: deleteService, toasts: DELETED }}
                    dialog={dialog}
                  />
                }
              >
                <div className="flex flex-wrap items-center gap-2">
                  <p className="truncate text-sm font-semibold text-ink">{service.title}</p>
                  {service.category ? <Badge tone="outline">{service.category}</Badge> : null}
                  {!service.isActive ? <Badge tone="muted">Hidden</Badge> : null}
                </div>
                {service.description ? (
                  <p className="mt-0.5 line-clamp-2 text-[13px] leading-relaxed text-muted">
                    {service.description}
                  </p>
                ) : null}
                {service.bullets.length ? (
                  <p className="mt-1 text-xs text-muted">
                    {service.bullets.length} bullet point{service.bullets.length === 1 ? '' : 's'}
                  </p>
                ) : null}
              </ManagerRow>
            );
          })}
        </ManagerList>
      )}
    </ManagerSplit>
  );
}
