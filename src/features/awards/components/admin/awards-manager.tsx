'use client';

import { Award as AwardIcon, Plus } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input, Select, Textarea } from '@/components/ui/input';
import {
  DisplayOrderInput,
  ManagerCard,
  ManagerDialogForm,
  ManagerEmptyState,
  ManagerGrid,
  RowActions,
  Thumb,
  toastTexts,
  useAdminMutation,
  useManagerDialog,
  useManagerSave,
} from '@/components/admin';
import { MediaField } from '@/features/media/picker';
import type { AdminAward } from '../../admin-queries';
import { deleteAward, saveAward } from '../../actions';
import { AWARD_STATUSES } from '../../schemas';

type Status = (typeof AWARD_STATUSES)[number];
type Form = {
  title: string;
  category: string;
  projectName: string;
  year: string;
  status: Status;
  description: string;
  organization: string;
  imageUrl: string | null;
  displayOrder: string;
};

const empty = (): Form => ({
  title: '',
  category: '',
  projectName: '',
  year: String(new Date().getFullYear()),
  status: 'Winner',
  description: '',
  organization: '',
  imageUrl: null,
  displayOrder: '0',
});
const fromItem = (a: AdminAward): Form => ({
  title: a.title,
  category: a.category ?? '',
  projectName: a.projectName ?? '',
  year: String(a.year),
  status: a.status,
  description: a.description ?? '',
  organization: a.organization ?? '',
  imageUrl: a.imageUrl,
  displayOrder: String(a.displayOrder),
});

const statusTone = { Winner: 'accent', Finalist: 'outline', Nominated: 'muted' } as const;

const SAVED = {
  add: toastTexts('Award created', 'Failed to save award'),
  edit: toastTexts('Award updated', 'Failed to save award'),
};
const DELETED = toastTexts('Award deleted', 'Failed to delete award');

export function AwardsManager({ awards }: { awards: AdminAward[] }) {
  const dialog = useManagerDialog<AdminAward, Form>(empty, fromItem);
  const { form, set, bind, editing, errors } = dialog;
  const mutation = useAdminMutation();
  const { pending } = mutation;
  const save = useManagerSave(dialog, mutation, SAVED, (values, item) =>
    saveAward({ ...values, id: item?.id }),
  );

  const add = (
    <Button size="sm" onClick={dialog.openCreate}>
      <Plus aria-hidden /> Add Award
    </Button>
  );

  return (
    <>
      <div className="mb-5 flex items-center justify-between gap-3">
        <p className="text-sm text-muted">
          {awards.length} award{awards.length === 1 ? '' : 's'}, in display order
        </p>
        {add}
      </div>
      {awards.length === 0 ? (
        <ManagerEmptyState
          icon={AwardIcon}
          message="No awards yet. Add your first award!"
          action={add}
        />
      ) : (
        <ManagerGrid aria-label="Awards">
          {awards.map((award) => (
            <ManagerCard
              key={award.id}
              label={award.title}
              media={
                <Thumb
                  url={award.imageUrl}
                  alt={award.title}
                  className="aspect-[2/1] rounded-none border-0 border-b"
                  sizes="(min-width: 1280px) 25vw, (min-width: 640px) 45vw, 100vw"
                  placeholder={AwardIcon}
                />
              }
              footer={
                <>
                  <span className="px-2 text-xs text-muted tabular-nums">
                    Order {award.displayOrder}
                  </span>
                  <RowActions
                    item={award}
                    label={award.title}
                    mutation={mutation}
                    deletes={{ action: deleteAward, toasts: DELETED }}
                    dialog={dialog}
                    group="flex"
                  />
                </>
              }
            >
              <div className="flex flex-wrap items-center gap-2">
                <Badge tone={statusTone[award.status]}>{award.status}</Badge>
                <span className="text-xs text-muted tabular-nums">{award.year}</span>
              </div>
              <p className="font-display text-xl leading-snug text-ink">{award.title}</p>
              <p className="text-[13px] text-muted">
                {[award.organization, award.category, award.projectName]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
            </ManagerCard>
          ))}
        </ManagerGrid>
      )}

      <ManagerDialogForm
        dialog={dialog}
        size="lg"
        formLabel={editing ? 'Edit award' : 'Add award'}
        title={editing ? 'Edit Award' : 'Add Award'}
        description="Recognition for the work, shown in the landing page's Awards section."
        submitLabel={editing ? 'Update Award' : 'Create Award'}
        pending={pending}
        onSubmit={save}
      >
        <FormField id="award-title" label="Title" required error={errors.title}>
          <Input {...bind('title', 'award-title')} required />
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id="award-organization" label="Organization">
            <Input {...bind('organization', 'award-organization')} />
          </FormField>
          <FormField id="award-category" label="Category">
            <Input {...bind('category', 'award-category')} />
          </FormField>
          <FormField id="award-project" label="Project name">
            <Input {...bind('projectName', 'award-project')} />
          </FormField>
          <div className="grid grid-cols-2 gap-4">
            <FormField id="award-year" label="Year">
              <Input {...bind('year', 'award-year')} type="number" inputMode="numeric" />
            </FormField>
            <FormField id="award-status" label="Status">
              <Select
                id="award-status"
                value={form.status}
                onChange={(e) => set('status', e.target.value as Status)}
              >
                {AWARD_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {s}
                  </option>
                ))}
              </Select>
            </FormField>
          </div>
        </div>
        <FormField id="award-description" label="Description">
          <Textarea {...bind('description', 'award-description')} rows={3} />
        </FormField>
        <div className="grid gap-4 sm:grid-cols-[1fr_10rem]">
          <MediaField
            id="award-image"
            label="Image"
            value={form.imageUrl}
            alt={form.title}
            onChange={(v) => set('imageUrl', v?.url ?? null)}
          />
          <DisplayOrderInput
            id="award-order"
            value={form.displayOrder}
            onChange={(v) => set('displayOrder', v)}
          />
        </div>
      </ManagerDialogForm>
    </>
  );
}
