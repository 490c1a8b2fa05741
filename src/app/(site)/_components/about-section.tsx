import { Container } from '@/components/ui/container';
import { Reveal } from '@/components/ui/reveal';
import type { AboutContent } from '@/features/about/queries';
import { twoDigits } from '@/lib/two-digits';
import { splitTrailingYear, toParagraphs } from './text';

const subheading = 'eyebrow text-accent-strong';

/** About (#about): introduction, journey, notable projects, stats and the software grid, all from about_content. */
export function AboutSection({
  about,
  fallbackIntro,
}: {
  about: AboutContent | null;
  fallbackIntro: string;
}) {
  const title = about?.mainTitle || 'About Me';
  const intro = about?.mainDescription || fallbackIntro;
  const journey = toParagraphs(about?.journeyContent);
  const notable = about?.notableProjects ?? [];
  const software = about?.softwareList ?? [];
  const stats = about?.stats ?? [];

  return (
    <section
      id="about"
      aria-labelledby="about-title"
      className="bg-paper py-24 outline-none sm:py-32 lg:py-40"
    >
      <Container>
        <div className="grid gap-10 lg:grid-cols-12 lg:gap-12">
          <Reveal className="lg:col-span-5">
            <p className={`mb-4 ${subheading}`}>About</p>
            <h2 id="about-title" className="font-display text-headline text-ink">
              {title}
            </h2>
          </Reveal>
          {intro && (
            <Reveal index={1} className="lg:col-span-7 lg:pt-10">
              <p className="font-display text-[clamp(1.4rem,0.9vw+1.05rem,1.95rem)] leading-snug text-ink-soft">
                {intro}
              </p>
            </Reveal>
          )}
        </div>

        {(journey.length > 0 || notable.length > 0) && (
          <div className="mt-20 grid gap-16 border-t border-line pt-16 lg:mt-28 lg:grid-cols-12 lg:gap-12">
            {journey.length > 0 && (
              <Reveal className="lg:col-span-7">
                <h3 className={subheading}>My Journey</h3>
                <div className="mt-6 space-y-5 text-lg leading-relaxed text-muted">
                  {journey.map((paragraph, i) => (
                    <p key={i}>{paragraph}</p>
                  ))}
                </div>
              </Reveal>
            )}
            {notable.length > 0 && (
              <Reveal index={1} className="lg:col-span-4 lg:col-start-9">
                <h3 className={subheading}>Notable Projects</h3>
                <ul className="mt-6 border-t border-line">
                  {notable.map((item) => {
                    const { name, year } = splitTrailingYear(item);
                    return (
                      <li
                        key={item}
                        className="flex items-baseline justify-between gap-6 border-b border-line py-4"
                      >
                        <span className="font-display text-xl text-ink">{name}</span>
                        {year && <span className="text-sm tabular-nums text-muted">{year}</span>}
                      </li>
                    );
                  })}
                </ul>
              </Reveal>
            )}
          </div>
        )}

        {stats.length > 0 && (
          <dl className="mt-20 grid grid-cols-2 border-l border-t border-line lg:mt-28 lg:grid-cols-4">
            {stats.map((stat, i) => (
              <Reveal
                key={stat.label}
                index={i}
                variant="scale"
                className="flex flex-col-reverse justify-end gap-3 border-b border-r border-line p-6 sm:p-8 lg:p-10"
              >
                <dt className="text-xs font-medium uppercase tracking-[0.18em] text-muted sm:text-sm sm:normal-case sm:tracking-normal">
                  {stat.label}
                </dt>
                <dd className="font-display text-[clamp(2.75rem,4vw+1rem,4.75rem)] leading-none text-ink">
                  {stat.value}
                </dd>
              </Reveal>
            ))}
          </dl>
        )}

        {software.length > 0 && (
          <div className="mt-20 lg:mt-28">
            <Reveal className="flex flex-wrap items-end justify-between gap-4">
              <h3 className={subheading}>Software Expertise</h3>
              <p className="text-sm text-muted">{software.length} tools in daily use</p>
            </Reveal>
            <ul className="tool-grid mt-6 grid grid-cols-2 border-l border-t border-line sm:grid-cols-3 lg:grid-cols-5">
              {software.map((tool, i) => (
                <li key={tool}>
                  <span aria-hidden>{twoDigits(i + 1)}</span>
                  {tool}
                </li>
              ))}
            </ul>
          </div>
        )}
      </Container>
    </section>
  );
}
