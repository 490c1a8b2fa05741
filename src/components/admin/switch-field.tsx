'use client';

import { Switch } from '@/components/ui/switch';

/** An on/off setting of the item being edited (Active, Featured), with an optional line on what it does. */
export function SwitchField({
  label,
  hint,
  checked,
  onCheckedChange,
}: {
  label: string;
  hint?: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}) {
  return (
    <label className="flex items-center justify-between gap-3 rounded-lg border border-line bg-white px-3.5 py-3">
      {hint ? (
        <span>
          <span className="block text-sm font-medium text-ink">{label}</span>
          <span className="block text-xs text-muted">{hint}</span>
        </span>
      ) : (
        <span className="text-sm font-medium text-ink">{label}</span>
      )}
      <Switch checked={checked} onCheckedChange={onCheckedChange} aria-label={label} />
    </label>
  );
}
