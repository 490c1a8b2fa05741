import { Reveal } from '@/components/ui/reveal';
import { cx } from '@/lib/cx';
import type { PublicAward } from '@/features/awards/queries';

// The awards section's list, rendered on the server: markup with no state needs no script (ADR 037).

/** The awards in display order, each with its status badge. */
export function AwardList({ awards }: { awards: PublicAward[] }) {
  return (
    <ul className="border-t border-paper/15 lg:col-span-8">
      {awards.map((award, i) => (
        <li key={award.id} className="border-b border-paper/15">
          <Reveal
            index={i}
            className="grid grid-cols-[4rem_1fr] gap-x-4 gap-y-3 py-7 sm:grid-cols-[5rem_1fr_auto] sm:gap-x-8"
          >
            <p className="font-display text-2xl tabular-nums text-muted-inverse">{award.year}</p>
            <div>
              <h3 className="font-display text-2xl leading-snug text-paper">{award.title}</h3>
              <p className="mt-1.5 text-sm text-muted-inverse">
                {[award.organization, award.category, award.projectName]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
              {award.description && (
                <p className="mt-3 max-w-xl text-[0.95rem] leading-relaxed text-paper/75">
                  {award.description}
                </p>
              )}
            </div>
            <div className="col-start-2 sm:col-start-3 sm:row-start-1">
              <StatusBadge status={award.status} />
            </div>
          </Reveal>
        </li>
      ))}
    </ul>
  );
}

function StatusBadge({ status }: { status: PublicAward['status'] }) {
  return (
    <span
      className={cx(
        'inline-flex items-center gap-2 rounded-full border px-3 py-1 text-[0.7rem] font-semibold uppercase tracking-[0.16em]',
        status === 'Winner' && 'border-accent bg-accent text-ink',
        status === 'Finalist' && 'border-accent text-accent',
        status === 'Nominated' && 'border-paper/30 text-paper/80',
      )}
    >
      {status}
    </span>
  );
}
