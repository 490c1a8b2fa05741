import { cx } from '@/lib/cx';
import type { SlotDay, SlotTime } from '../slot-view';

// The open days and the chosen day's times, in the visitor's zone with the owner's time beside
// each. One markup for two ways of using it: rendered on the server (no JavaScript needed),
// each day is a link that asks for the page with that day's times and each time a plain radio
// of the form; in the browser's picker the days are buttons and the radios are controlled.
// No hooks and no directive, so a server component renders it without shipping it.

export type SlotListProps = {
  days: readonly SlotDay[];
  day: string | null;
  times: readonly SlotTime[];
  /** the zone the times are in, as a place: 'Sydney' */
  zoneCity: string;
  /** the chosen start (ISO) */
  chosen: string;
  /** the form the radios belong to, when they stand outside it */
  form?: string;
  name?: string;
  /** server: the address of each day's times */
  dayHref?: (date: string) => string;
  /** browser: switches days in place */
  onDay?: (date: string) => void;
  /** browser: the visitor chose a time */
  onPick?: (start: string) => void;
  idPrefix: string;
  error?: string;
};

/** 'Tuesday 8 December' as 'Tue' and '8 Dec'. */
function short(label: string): [string, string] {
  const [weekday = '', date = '', month = ''] = label.split(' ');
  return [weekday.slice(0, 3), `${date} ${month.slice(0, 3)}`];
}

const chip =
  'relative flex min-w-[4.75rem] shrink-0 snap-start sm:w-full flex-col items-center rounded-xl border px-3 py-2.5 text-center transition-colors duration-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink';

function Days({ days, day, dayHref, onDay, idPrefix }: SlotListProps) {
  return (
    <ul
      aria-label="Days with open times"
      className="-mx-1 flex snap-x gap-2 overflow-x-auto px-1 pb-2 sm:grid sm:grid-cols-5 sm:overflow-visible lg:grid-cols-7"
    >
      {days.map((d) => {
        const current = d.date === day;
        const [weekday, date] = short(d.label);
        const look = cx(
          chip,
          current
            ? 'border-ink bg-ink text-paper'
            : 'border-line bg-white text-ink hover:border-ink/40',
        );
        const body = (
          <>
            <span className="text-xs font-medium uppercase tracking-[0.12em] opacity-75">
              {weekday}
            </span>
            <span className="mt-0.5 text-[15px] font-semibold">{date}</span>
            <span className="sr-only">
              {d.label}, {d.count} open {d.count === 1 ? 'time' : 'times'}
            </span>
          </>
        );
        return (
          <li key={d.date} className="contents">
            {onDay ? (
              <button
                type="button"
                id={`${idPrefix}-day-${d.date}`}
                aria-pressed={current}
                className={look}
                onClick={() => onDay(d.date)}
              >
                {body}
              </button>
            ) : (
              <a
                href={dayHref?.(d.date)}
                aria-current={current ? 'date' : undefined}
                className={look}
              >
                {body}
              </a>
            )}
          </li>
        );
      })}
    </ul>
  );
}

export function SlotList(props: SlotListProps) {
  const { days, day, times, zoneCity, chosen, form, name = 'bookingStart', onPick } = props;
  const dayLabel = days.find((d) => d.date === day)?.label;
  if (days.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-line bg-white/60 p-5 text-[15px] text-muted">
        No open times in the coming weeks. Send your request without a time and I will suggest some.
      </p>
    );
  }
  return (
    <div className="space-y-5">
      <Days {...props} />
      <fieldset aria-describedby={props.error ? `${props.idPrefix}-error` : undefined}>
        <legend className="mb-3 text-sm font-medium text-ink">
          Times on {dayLabel} <span className="font-normal text-muted">({zoneCity} time)</span>
        </legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4">
          {times.map((t) => (
            <label
              key={t.start}
              className="group relative flex cursor-pointer flex-col rounded-lg border border-line bg-white px-3 py-2.5 transition-colors hover:border-ink/40 has-checked:border-ink has-checked:bg-ink has-checked:text-paper has-focus-visible:ring-2 has-focus-visible:ring-ink has-focus-visible:ring-offset-2"
            >
              <input
                type="radio"
                name={name}
                value={t.start}
                form={form}
                className="sr-only"
                {...(onPick
                  ? { checked: chosen === t.start, onChange: () => onPick(t.start) }
                  : { defaultChecked: chosen === t.start })}
              />
              <span className="text-[15px] font-semibold tabular-nums">{t.label}</span>
              {t.owner && (
                <span className="text-xs text-muted tabular-nums group-has-checked:text-muted-inverse">
                  {t.owner}
                </span>
              )}
            </label>
          ))}
        </div>
      </fieldset>
    </div>
  );
}
