import { Container } from '@/components/ui/container';
import { Reveal } from '@/components/ui/reveal';
import { SectionIntro } from './section-intro';
import { getAwards, type PublicAward } from '@/features/awards/queries';
import { cn } from '@/lib/utils';

/** Awards in display order, each with its status badge; hidden when there are none. */
export async function AwardsSection() {
  const awards = await getAwards();
  if (awards.length === 0) return null;
  const wins = awards.filter((a) => a.status === 'Winner').length;

  return (
    <section aria-label="Awards" className="bg-ink py-24 text-paper sm:py-32 lg:py-40">
      <Container>
        <div className="grid gap-10 lg:grid-cols-12">
          <Reveal className="lg:col-span-4">
            <SectionIntro
              inverse
              eyebrow="Recognition"
              title="Awards"
              intro="Juries and peers who found something worth celebrating in the work."
            />
            {wins > 0 && (
              <p className="mt-10 font-display text-7xl leading-none text-accent">
                {wins}
                <span className="mt-3 block font-sans text-sm tracking-wide text-muted-inverse">
                  {wins === 1 ? 'award won' : 'awards won'}
                </span>
              </p>
            )}
          </Reveal>

          <ul className="border-t border-paper/15 lg:col-span-8">
            {awards.map((award, i) => (
              <li key={award.id} className="border-b border-paper/15">
                <Reveal
                  index={i}
                  className="grid grid-cols-[4rem_1fr] gap-x-4 gap-y-3 py-7 sm:grid-cols-[5rem_1fr_auto] sm:gap-x-8"
                >
                  <p className="font-display text-2xl tabular-nums text-muted-inverse">
                    {award.year}
                  </p>
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
        </div>
      </Container>
    </section>
  );
}

function StatusBadge({ status }: { status: PublicAward['status'] }) {
  return (
    <span
      className={cn(
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
