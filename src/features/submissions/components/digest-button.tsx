'use client';

import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { BellRing } from 'lucide-react';
import { SwitchField } from '@/components/admin';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/input';
import { toast } from '@/components/ui/toast-outlet';
import { saveDigestAction } from '../digest/actions';
import type { DigestSettings } from '../digest/queries';

// The inbox header's 'Daily digest' button: off by default; on, one mail a day at the hour the
// owner picks in her time zone, with what arrived, who waits and today's calls.

const hourLabel = (h: number) => `${String(h).padStart(2, '0')}:00`;
const HOURS = Array.from({ length: 24 }, (_, h) => h);

function zones(current: string): string[] {
  const all =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return all.includes(current) ? all : [current, ...all];
}

export function DigestButton({ settings }: { settings: DigestSettings }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [on, setOn] = useState(settings.hour !== null);
  const [hour, setHour] = useState(settings.hour ?? 8);
  const [zone, setZone] = useState(settings.timeZone);
  const [saving, setSaving] = useState(false);
  const save = async () => {
    setSaving(true);
    try {
      const result = await saveDigestAction({ hour: on ? hour : null, timeZone: zone });
      if (!result.ok)
        return void toast.error('Failed to save the digest', { description: result.message });
      toast.success(on ? `Daily digest at ${hourLabel(hour)}` : 'Daily digest turned off');
      setOpen(false);
      router.refresh();
    } catch {
      toast.error('Failed to save the digest');
    } finally {
      setSaving(false);
    }
  };
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <BellRing aria-hidden />
        Daily digest: {settings.hour === null ? 'off' : hourLabel(settings.hour)}
      </Button>
      <DialogContent size="sm">
        <DialogHeader>
          <DialogTitle>Daily digest</DialogTitle>
          <DialogDescription>
            One e-mail a day: new requests, who is waiting for your reply, today&apos;s calls and
            yesterday&apos;s visitors.
          </DialogDescription>
        </DialogHeader>
        <DialogBody className="space-y-4">
          <SwitchField
            label="Send me the daily digest"
            hint={
              settings.ownerEmail
                ? `To ${settings.ownerEmail}`
                : 'Add your contact e-mail in Site Settings first'
            }
            checked={on}
            onCheckedChange={setOn}
          />
          <FormField id="digest-hour" label="At">
            <Select
              id="digest-hour"
              value={hour}
              disabled={!on}
              onChange={(e) => setHour(Number(e.target.value))}
            >
              {HOURS.map((h) => (
                <option key={h} value={h}>
                  {hourLabel(h)}
                </option>
              ))}
            </Select>
          </FormField>
          <FormField
            id="digest-zone"
            label="Your time zone"
            hint="The hour is kept across daylight-saving changes."
          >
            <Select id="digest-zone" value={zone} onChange={(e) => setZone(e.target.value)}>
              {zones(zone).map((z) => (
                <option key={z} value={z}>
                  {z.replaceAll('_', ' ')}
                </option>
              ))}
            </Select>
          </FormField>
        </DialogBody>
        <DialogFooter>
          <Button variant="outline" onClick={() => setOpen(false)}>
            Cancel
          </Button>
          <Button disabled={saving} onClick={save}>
            Save
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
