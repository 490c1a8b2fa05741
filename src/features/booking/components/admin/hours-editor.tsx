'use client';

import { Plus, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import type { TimeRange } from '../../hours';

// One day's ranges of hours: a start and an end per range, ranges added and removed. Used for
// the weekly hours and for the extra hours of a date.

export function HoursEditor({
  id,
  label,
  ranges,
  onChange,
  error,
}: {
  id: string;
  /** the day the ranges belong to, for the controls' names */
  label: string;
  ranges: TimeRange[];
  onChange: (ranges: TimeRange[]) => void;
  error?: string;
}) {
  const set = (i: number, part: keyof TimeRange, value: string) =>
    onChange(ranges.map((r, j) => (j === i ? { ...r, [part]: value } : r)));
  // a first range is a working day; a further one an evening, which the owner then adjusts
  const next: TimeRange =
    ranges.length === 0 ? { start: '09:00', end: '17:00' } : { start: '18:00', end: '20:00' };
  // the button's name starts with its visible text, so a spoken command finds it
  const add = ranges.length === 0 ? 'Add hours' : 'Add a range';
  return (
    <div className="space-y-2">
      {ranges.map((range, i) => (
        <div key={i} className="flex items-center gap-2">
          <Input
            type="time"
            step={300}
            value={range.start}
            aria-label={`${label}, range ${i + 1}, from`}
            aria-invalid={error ? true : undefined}
            onChange={(e) => set(i, 'start', e.target.value)}
            className="w-32"
          />
          <span aria-hidden className="text-muted">
            to
          </span>
          <Input
            type="time"
            step={300}
            value={range.end}
            aria-label={`${label}, range ${i + 1}, until`}
            aria-invalid={error ? true : undefined}
            onChange={(e) => set(i, 'end', e.target.value)}
            className="w-32"
          />
          <Button
            type="button"
            variant="ghost"
            size="icon"
            aria-label={`Remove ${label}, range ${i + 1}`}
            onClick={() => onChange(ranges.filter((_, j) => j !== i))}
          >
            <X aria-hidden />
          </Button>
        </div>
      ))}
      <Button
        type="button"
        variant="ghost"
        size="sm"
        onClick={() => onChange([...ranges, next])}
        aria-label={`${add} on ${label}`}
      >
        <Plus aria-hidden />
        {add}
      </Button>
      {error && (
        <p id={`${id}-error`} className="text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
