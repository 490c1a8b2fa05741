import { Container } from '@/components/ui/container';
import { Reveal } from '@/components/ui/reveal';
import { SectionIntro } from './section-intro';
import { getPressArticles } from '@/features/press/queries';
import { PressArticles } from './press-articles';
import { formatDate } from './text';

const LIMIT = 7;

/** News and press: newest first, featured articles highlighted; hidden when there are none. */
export async function PressSection() {
  const articles = (await getPressArticles())
    .slice(0, LIMIT)
    .map((a) => ({ ...a, dateLabel: formatDate(a.date) }));
  if (articles.length === 0) return null;
  // the newest featured article leads; the rest follow in date order
  const lead = articles.find((a) => a.isFeatured) ?? null;
  const rest = articles.filter((a) => a !== lead);

  return (
    <section aria-label="News and press" className="bg-sand py-24 sm:py-32 lg:py-40">
      <Container>
        <Reveal>
          <SectionIntro
            eyebrow="News & Press"
            title="In the press"
            intro="Features, interviews and conversations about the work and the thinking behind it."
          />
        </Reveal>

        <PressArticles lead={lead} rest={rest} />
      </Container>
    </section>
  );
}
