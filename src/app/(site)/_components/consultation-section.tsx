import { ArrowRight } from '@/components/ui/icons';
import { buttonVariants } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { Reveal } from '@/components/ui/reveal';
import { getSiteSettings } from '@/features/settings/queries';
import { twoDigits } from '@/lib/two-digits';
import type { FormReturn } from '@/features/public-forms/post-fields';
import { reachMark } from './reach-mark';
import { QuickConsultationForm } from './later-islands';

const STEPS = [
  {
    title: 'Share your brief',
    text: 'A few lines about the project, the timeline and what success looks like. Drawings and references help, but are not required.',
  },
  {
    title: 'A free consultation',
    text: 'A 60 to 90 minute conversation to understand the ambition, the constraints and the decisions the work has to support.',
  },
  {
    title: 'A tailored proposal',
    text: 'A fixed, itemised quote with deliverables, milestones and review rounds, in pounds, rand or Australian dollars.',
  },
] as const;

/** The simple consultation request: a short pitch, the three steps and a compact form (same pipeline as the full page). */
export async function ConsultationSection({ returned }: { returned: FormReturn }) {
  const { contactEmail, whatsapp } = await getSiteSettings();
  return (
    <section aria-labelledby="consultation-title" className="bg-sand py-24 sm:py-32 lg:py-40">
      <Container>
        <div className="grid gap-14 lg:grid-cols-12 lg:gap-12">
          <div className="lg:col-span-5">
            <Reveal>
              <p className="mb-4 eyebrow text-accent-strong">Consultation</p>
              <h2 id="consultation-title" className="font-display text-headline text-ink">
                Start with a conversation
              </h2>
              <p className="mt-6 max-w-md text-lg leading-relaxed text-muted">
                The best projects begin before anything is drawn. Tell me what you are planning and
                I will reply within 24 hours to arrange a time to talk.
              </p>
            </Reveal>

            <ol className="mt-10 border-t border-ink/10">
              {STEPS.map((step, i) => (
                <li key={step.title} className="border-b border-ink/10">
                  <Reveal index={i} className="grid grid-cols-[3rem_1fr] gap-4 py-6">
                    <span
                      aria-hidden
                      className="font-display text-3xl leading-none text-accent-strong"
                    >
                      {twoDigits(i + 1)}
                    </span>
                    <div>
                      <h3 className="font-display text-2xl text-ink">{step.title}</h3>
                      <p className="mt-2 leading-relaxed text-muted">{step.text}</p>
                    </div>
                  </Reveal>
                </li>
              ))}
            </ol>
          </div>

          <Reveal {...reachMark('forms')} index={1} className="lg:col-span-6 lg:col-start-7">
            <QuickConsultationForm
              contact={{ email: contactEmail, whatsapp }}
              returned={returned}
            />
            <div className="mt-6 flex flex-col items-start gap-3 sm:flex-row sm:items-center sm:justify-between">
              <p className="text-sm text-muted">Free initial consultation · no obligation</p>
              <a
                href="/request-consultation"
                className={buttonVariants({ variant: 'outline', size: 'sm' })}
              >
                Request a Consultation
                <ArrowRight aria-hidden />
              </a>
            </div>
          </Reveal>
        </div>
      </Container>
    </section>
  );
}
