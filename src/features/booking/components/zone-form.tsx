import { buttonVariants } from '@/components/ui/button-variants';
import { selectClass } from '@/components/ui/input-classes';
import { cx } from '@/lib/cx';
import { commonZones, zoneLabel } from '../zones';

// The time-zone choice of a page read without JavaScript: a plain form that asks for the page
// again with the times in another zone. The browser's picker replaces it with a list of every
// zone that changes the times in place.

export function ZoneForm({
  zone,
  ownerZone,
  action,
  hidden = {},
  idPrefix,
}: {
  zone: string;
  ownerZone: string;
  /** the page's own address, with the fragment to come back to */
  action: string;
  hidden?: Record<string, string>;
  idPrefix: string;
}) {
  return (
    <form method="get" action={action} className="flex flex-wrap items-end gap-3">
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className="min-w-0 flex-1 basis-56">
        <label htmlFor={`${idPrefix}-tz`} className="mb-1.5 block text-sm font-medium text-ink">
          Your time zone
        </label>
        <select id={`${idPrefix}-tz`} name="tz" defaultValue={zone} className={selectClass}>
          {commonZones(zone, ownerZone).map((z) => (
            <option key={z} value={z}>
              {zoneLabel(z)}
            </option>
          ))}
        </select>
      </div>
      <button
        type="submit"
        className={cx(buttonVariants({ variant: 'outline', shape: 'field' }), 'h-11')}
      >
        Show times
      </button>
    </form>
  );
}
