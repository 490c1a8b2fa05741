import { Container } from '@/components/ui/container';
import { Reveal } from '@/components/ui/reveal';
import { SectionIntro } from './section-intro';
import { getAwards } from '@/features/awards/queries';
import { AwardList } from './award-list';

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

          <AwardList awards={awards} />
        </div>
      </Container>
    </section>
  );
}
