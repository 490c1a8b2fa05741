'use client';

import { useState } from 'react';
import { CalendarOff, CalendarPlus, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input, Select } from '@/components/ui/input';
import {
  ManagerEmptyState,
  ManagerFormPanel,
  ManagerList,
  ManagerRow,
  ManagerSplit,
  useAdminMutation,
  useFormFields,
} from '@/components/admin';
import type { AvailabilityAdmin } from '../../admin-queries';
import type { TimeRange } from '../../hours';
import { addDateRule, deleteDateRule } from '../../actions';
import { HoursEditor } from './hours-editor';

// Dates apart from the weekly hours: days off (a holiday of several days is one entry) and
// extra hours on a date (a Saturday morning). A list beside the form that adds one.

type Rule = AvailabilityAdmin['dateRules'][number];
type Form = {
  kind: 'off' | 'extra';
  startsOn: string;
  endsOn: string;
  hours: TimeRange[];
  note: string;
};

const EMPTY: Form = { kind: 'off', startsOn: '', endsOn: '', hours: [], note: '' };

const hoursText = (hours: TimeRange[]) => hours.map((h) => `${h.start} to ${h.end}`).join(', ');
const dates = (r: Rule) => (r.startsOn === r.endsOn ? r.startsOn : `${r.startsOn} to ${r.endsOn}`);

export function DateRules({ rules }: { rules: Rule[] }) {
  const { form, setForm, errors, setErrors, set, bind } = useFormFields<Form>(EMPTY);
  const mutation = useAdminMutation();
  const [deleting, setDeleting] = useState<Rule | null>(null);

  const submit = () =>
    void mutation.run(
      () => addDateRule({ ...form, endsOn: form.endsOn || form.startsOn }),
      { success: 'Date added', failure: 'Failed to add the date' },
      {
        onSuccess: () => setForm(EMPTY),
        onFailure: (o) => o.fieldErrors && setErrors(o.fieldErrors),
      },
    );

  const panel = (
    <ManagerFormPanel
      title="Add a date"
      description="A day off takes no calls; extra hours add to that date's usual hours."
      editing={false}
      onCancel={() => setForm(EMPTY)}
      onSubmit={submit}
      pending={mutation.pending}
      submitLabel="Add date"
    >
      <FormField id="rule-kind" label="What" error={errors.kind}>
        <Select {...bind('kind', 'rule-kind')}>
          <option value="off">Day off (no calls)</option>
          <option value="extra">Extra hours</option>
        </Select>
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="rule-from" label="From" error={errors.startsOn}>
          <Input type="date" required {...bind('startsOn', 'rule-from')} />
        </FormField>
        <FormField id="rule-to" label="Until" hint="Leave empty for one day." error={errors.endsOn}>
          <Input type="date" {...bind('endsOn', 'rule-to')} />
        </FormField>
      </div>
      {form.kind === 'extra' && (
        <FormField id="rule-hours" label="Hours" error={undefined}>
          <HoursEditor
            id="rule-hours"
            label="the date"
            ranges={form.hours}
            error={errors.hours}
            onChange={(h) => set('hours', h)}
          />
        </FormField>
      )}
      <FormField id="rule-note" label="Note (for you)" error={errors.note}>
        <Input
          maxLength={200}
          placeholder="Christmas, a site visit..."
          {...bind('note', 'rule-note')}
        />
      </FormField>
    </ManagerFormPanel>
  );

  return (
    <ManagerSplit form={panel}>
      {rules.length === 0 ? (
        <ManagerEmptyState
          icon={CalendarOff}
          message="No days off or extra hours"
          hint="Your weekly hours apply to every date."
        />
      ) : (
        <ManagerList aria-label="Days off and extra hours">
          {rules.map((r) => (
            <ManagerRow
              key={r.id}
              label={dates(r)}
              leading={
                <span className="flex size-10 items-center justify-center rounded-lg bg-sand text-ink-soft">
                  {r.kind === 'off' ? (
                    <CalendarOff className="size-4" aria-hidden />
                  ) : (
                    <CalendarPlus className="size-4" aria-hidden />
                  )}
                </span>
              }
              actions={
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Delete ${dates(r)}`}
                  disabled={mutation.pending}
                  onClick={() => setDeleting(r)}
                >
                  <Trash2 aria-hidden />
                </Button>
              }
            >
              <p className="text-sm font-medium text-ink tabular-nums">{dates(r)}</p>
              <p className="text-sm text-muted">
                {r.kind === 'off' ? 'Day off' : `Extra hours: ${hoursText(r.hours)}`}
                {r.note ? ` · ${r.note}` : ''}
              </p>
            </ManagerRow>
          ))}
        </ManagerList>
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={deleting ? `Delete ${dates(deleting)}?` : ''}
        onConfirm={async () => {
          const rule = deleting;
          setDeleting(null);
          if (rule) {
            await mutation.run(() => deleteDateRule({ id: rule.id }), {
              success: 'Date deleted',
              failure: 'Failed to delete the date',
            });
          }
        }}
      />
    </ManagerSplit>
  );
}
