'use client';

import { ManagerPanel, useAdminMutation, useFormFields } from '@/components/admin';
import { Button } from '@/components/ui/button';
import { errorId, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { saveAttachmentBudget } from '../../budget-actions';
import type { BudgetOverview } from '../../budget-overview';
import { typedMegabytes } from '../../budget-schema';
import { formatSize } from '../../limits';
import { StorageUse } from './storage-use';

// Site Settings' panel for the files clients send with their requests: the storage they take,
// and the two limits that hold off abuse. An empty limit keeps the server's default, shown in
// its hint, so the owner sees what holds either way.

type Form = { dailyMb: string; quotaMb: string };

const MB = 1024 * 1024;
const asText = (mb: number | null) => (mb === null ? '' : String(mb));

function MegabytesField({
  id,
  label,
  hint,
  placeholder,
  error,
  binding,
}: {
  id: string;
  label: string;
  hint: string;
  placeholder: number;
  error?: string;
  binding: React.ComponentProps<'input'>;
}) {
  const hintId = `${id}-hint`;
  return (
    <FormField id={id} label={label} error={error} hint={<span id={hintId}>{hint}</span>}>
      <div className="relative">
        <Input
          {...binding}
          inputMode="numeric"
          autoComplete="off"
          placeholder={String(placeholder)}
          className="pr-12 tabular-nums"
          aria-describedby={error ? errorId(id) : hintId}
        />
        <span
          aria-hidden
          className="pointer-events-none absolute inset-y-0 right-3.5 flex items-center text-sm text-muted"
        >
          MB
        </span>
      </div>
    </FormField>
  );
}

export function BudgetPanel({ overview }: { overview: BudgetOverview }) {
  const { saved, defaults, perAddress } = overview;
  const { form, setForm, errors, setErrors, bind } = useFormFields<Form>(() => ({
    dailyMb: asText(saved.dailyMb),
    quotaMb: asText(saved.quotaMb),
  }));
  const { pending, run } = useAdminMutation();
  const quotaBytes = (saved.quotaMb ?? defaults.quotaMb) * MB;
  const perVisitor = perAddress
    ? 'For each visitor’s address, and ten times it for the whole site.'
    : 'This server can’t tell visitors apart (no TRUSTED_IP_HEADER), so only the whole site’s limit, ten times this, holds.';

  const texts = { success: 'File limits saved successfully', failure: 'Error saving file limits' };
  const save = (event: React.FormEvent) => {
    event.preventDefault();
    const input = { dailyMb: typedMegabytes(form.dailyMb), quotaMb: typedMegabytes(form.quotaMb) };
    void run(() => saveAttachmentBudget(input), texts, {
      // as stored: '5,120 MB' reads 5120 again
      onSuccess: (data) =>
        setForm({ dailyMb: asText(data.dailyMb), quotaMb: asText(data.quotaMb) }),
      onFailure: (o) => o.fieldErrors && setErrors(o.fieldErrors),
    });
  };

  return (
    <ManagerPanel
      id="attachment-budgets"
      title="Files sent with requests"
      description="What clients attach to their consultation requests: private to you, and removed with the request."
    >
      <form aria-label="Limits for files sent with requests" className="space-y-5" onSubmit={save}>
        <StorageUse stored={overview.stored} quotaBytes={quotaBytes} />
        <div className="grid gap-4 sm:grid-cols-2">
          <MegabytesField
            id="attachments-daily"
            label="Daily limit per visitor"
            hint={`${perVisitor} Empty: the server’s ${defaults.dailyMb.toLocaleString('en-GB')} MB.`}
            placeholder={defaults.dailyMb}
            error={errors.dailyMb}
            binding={bind('dailyMb', 'attachments-daily')}
          />
          <MegabytesField
            id="attachments-quota"
            label="Storage limit"
            hint={`All files together; past it, new files are refused. Empty: the server’s ${formatSize(defaults.quotaMb * MB)}.`}
            placeholder={defaults.quotaMb}
            error={errors.quotaMb}
            binding={bind('quotaMb', 'attachments-quota')}
          />
        </div>
        <div className="flex justify-end">
          <Button type="submit" disabled={pending}>
            {pending ? <Spinner /> : null}
            Save Limits
          </Button>
        </div>
      </form>
    </ManagerPanel>
  );
}
