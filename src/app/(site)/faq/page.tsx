import type { Metadata } from 'next';
import { connection } from 'next/server';
import { ArrowRight } from '@/components/ui/icons';
import { buttonVariants } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { getFaq } from '@/features/faq/queries';
import { pageMetadata } from '@/features/seo/metadata';
import { JsonLd } from '@/features/seo/json-ld';
import { PageHero } from '@/components/layout/page-hero';
import { paragraphs, slugify } from '@/features/seo/format';
import { FaqAccordion, type FaqGroup } from './_components/faq-accordion';
import './styles.css';

export async function generateMetadata(): Promise<Metadata> {
  await connection();
  return pageMetadata({
    title: 'FAQ',
    description:
      'Answers to common questions about services, architectural and interior design, digital work, process and pricing, deposits, revisions, timelines and how we will work together.',
    path: '/faq',
  });
}

export default async function FaqPage() {
  await connection();
  const categories = await getFaq();
  const groups: FaqGroup[] = categories
    .filter((c) => c.entries.length > 0)
    .map((c) => ({
      id: c.id,
      name: c.name,
      slug: slugify(c.name),
      entries: c.entries.map((e) => ({
        id: e.id,
        question: e.question,
        answer: paragraphs(e.answer),
      })),
    }));

  return (
    <>
      {groups.length > 0 && (
        <JsonLd
          data={{
            '@context': 'https://schema.org',
            '@type': 'FAQPage',
            mainEntity: categories.flatMap((c) =>
              c.entries.map((e) => ({
                '@type': 'Question',
                name: e.question,
                acceptedAnswer: { '@type': 'Answer', text: e.answer },
              })),
            ),
          }}
        />
      )}
      <PageHero
        eyebrow="FAQ"
        title="Frequently Asked Questions"
        intro={
          <p>
            Straight answers about services, process, timelines and pricing. If yours isn&rsquo;t
            here, just ask.
          </p>
        }
      />

      <section aria-label="Questions and answers" className="py-16 sm:py-24">
        <Container className="grid gap-12 lg:grid-cols-12 lg:gap-16">
          {groups.length > 0 ? (
            <>
              <nav aria-label="FAQ categories" className="lg:col-span-4">
                <div className="lg:sticky lg:top-28">
                  <p className="mb-4 eyebrow text-accent-strong">Categories</p>
                  <ul className="flex flex-wrap gap-2 lg:flex-col lg:gap-0 lg:border-t lg:border-line">
                    {groups.map((g) => (
                      <li key={g.id}>
                        <a
                          href={`#${g.slug}`}
                          className="block rounded-full border border-line px-4 py-2 text-sm text-ink-soft transition-colors duration-300 hover:border-ink/40 hover:text-ink lg:rounded-none lg:border-0 lg:border-b lg:px-0 lg:py-4 lg:font-display lg:text-xl"
                        >
                          {g.name}
                        </a>
                      </li>
                    ))}
                  </ul>
                </div>
              </nav>
              <div className="lg:col-span-8">
                <FaqAccordion groups={groups} />
              </div>
            </>
          ) : (
            <p className="text-lg text-muted lg:col-span-8">
              The questions are being updated. Please get in touch and I will answer yours directly.
            </p>
          )}
        </Container>
      </section>

      <section aria-labelledby="still-title" className="pb-20 sm:pb-28">
        <Container>
          <div className="flex flex-col items-start gap-8 rounded-sm border border-line bg-sand px-8 py-12 sm:px-12 md:flex-row md:items-center md:justify-between lg:px-16 lg:py-16">
            <div className="max-w-2xl">
              <h2 id="still-title" className="font-display text-headline text-ink">
                Still Have Questions?
              </h2>
              <p className="mt-4 text-lg leading-relaxed text-muted">
                Every project is different. Send me a message and I&rsquo;ll reply personally within
                24 hours.
              </p>
            </div>
            <a href="/#contact" className={buttonVariants({ size: 'lg' })}>
              Contact Us
              <ArrowRight aria-hidden />
            </a>
          </div>
        </Container>
      </section>
    </>
  );
}
