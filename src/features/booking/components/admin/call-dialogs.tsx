'use client';

import { FormField } from '@/components/ui/form-field';
import { Input, Textarea } from '@/components/ui/input';
import { ManagerDialogForm, useAdminMutation, useFormFields } from '@/components/admin';
import type { CallItem } from '../../admin-queries';
import { cancelBooking, moveBooking } from '../../actions';

// The owner's two changes to a call, each in a dialog with a note for the client: cancelling it
// (the client gets the cancellation and METHOD:CANCEL) and moving it to a date and time on her
// own clock (the updated invitation). Both go through the Bookings screen's one mutation.

export type CallChange = { call: CallItem; kind: 'move' | 'cancel' } | null;

type Form = { date: string; time: string; note: string };

export function CallDialogs({
  change,
  onClose,
  zoneCity,
}: {
  change: CallChange;
  onClose: () => void;
  zoneCity: string;
}) {
  if (!change) return null;
  return (
    <ChangeDialog
      key={`${change.kind}-${change.call.id}`}
      change={change}
      onClose={onClose}
      zoneCity={zoneCity}
    />
  );
}

function ChangeDialog({
  change: { call, kind },
  onClose,
  zoneCity,
}: {
  change: NonNullable<CallChange>;
  onClose: () => void;
  zoneCity: string;
}) {
  const { form, errors, setErrors, bind } = useFormFields<Form>({
    date: call.date,
    time: call.start,
    note: '',
  });
  const { pending, run } = useAdminMutation();
  const dialog = {
    open: true,
    onOpenChange: (open: boolean) => !open && onClose(),
    close: onClose,
  };
  const submit = () =>
    void run(
      () =>
        kind === 'move'
          ? moveBooking({ id: call.id, date: form.date, time: form.time, note: form.note })
          : cancelBooking({ id: call.id, note: form.note }),
      {
        success: kind === 'move' ? 'Call moved' : 'Call cancelled',
        failure: kind === 'move' ? 'Failed to move the call' : 'Failed to cancel the call',
      },
      { onSuccess: onClose, onFailure: (o) => o.fieldErrors && setErrors(o.fieldErrors) },
    );
  return (
    <ManagerDialogForm
      dialog={dialog}
      onSubmit={submit}
      pending={pending}
      title={kind === 'move' ? `Move ${call.name}'s call` : `Cancel ${call.name}'s call`}
      description={`${call.title}, ${call.time} on ${call.date}. ${call.name} gets an e-mail with the ${kind === 'move' ? 'new time and an updated invitation' : 'cancellation'}, and your note.`}
      submitLabel={kind === 'move' ? 'Move the call' : 'Cancel the call'}
      formLabel={kind === 'move' ? 'Move the call' : 'Cancel the call'}
    >
      {kind === 'move' && (
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id="move-date" label="Date" error={errors.date}>
            <Input type="date" {...bind('date', 'move-date')} required />
          </FormField>
          <FormField id="move-time" label={`Time (${zoneCity})`} error={errors.time}>
            <Input type="time" step={300} {...bind('time', 'move-time')} required />
          </FormField>
        </div>
      )}
      <FormField
        id="change-note"
        label={`A note for ${call.name}`}
        hint="Optional. It goes into the e-mail as you write it."
        error={errors.note}
      >
        <Textarea rows={3} maxLength={500} {...bind('note', 'change-note')} />
      </FormField>
    </ManagerDialogForm>
  );
}
