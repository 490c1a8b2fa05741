import { ArrowUpRight, Clock, MapPin, MessageCircle, Phone } from '@/components/ui/icons';
import { Container } from '@/components/ui/container';
import { Reveal } from '@/components/ui/reveal';
import { phoneHref, whatsappHref } from '@/components/layout/contact-links';
import { SocialLinks } from '@/components/layout/social-links';
import { formatList } from '@/features/seo/format';
import { getSiteSettings } from '@/features/settings/queries';
import type { FormReturn } from '@/features/public-forms/post-fields';
import { reachMark } from './reach-mark';
import { ContactForm } from './later-islands';

const CHECKLIST = [
  'Project type and scope',
  'Timeline and key dates',
  'Budget range',
  'References and inspiration',
  'Deliverables you need',
] as const;

/** The enhanced contact section (#contact): the owner's details from Site Settings and the contact form. */
export async function ContactSection({ returned }: { returned: FormReturn }) {
  const { contactEmail, phone, whatsapp, locations, socialLinks } = await getSiteSettings();
  // 'London, UK' -> 'London'
  const cities = locations.map((l) => l.split(',')[0]!.trim()).filter(Boolean);

  return (
    <section
      id="contact"
      aria-labelledby="contact-title"
      className="bg-paper py-24 outline-none sm:py-32 lg:py-40"
    >
      <Container>
        <div className="grid gap-16 lg:grid-cols-12 lg:gap-12">
          <div className="lg:col-span-7 xl:col-span-6">
            <Reveal>
              <p className="mb-4 eyebrow text-accent-strong">Contact</p>
              <h2 id="contact-title" className="font-display text-headline text-ink">
                Let&rsquo;s talk about your project
              </h2>
              <p className="mt-6 max-w-xl text-lg leading-relaxed text-muted">
                {cities.length > 0
                  ? `Based in ${formatList(cities)}, working globally. `
                  : 'Working globally. '}
                Write, call or send a message on WhatsApp; every enquiry receives a personal reply
                within 24 hours.
              </p>
            </Reveal>

            {contactEmail && (
              <Reveal index={1} className="mt-12">
                <p className="text-xs font-medium uppercase tracking-[0.18em] text-muted">E-mail</p>
                <a
                  href={`mailto:${contactEmail}`}
                  className="group mt-2 inline-flex items-center gap-3 break-all font-display text-[clamp(1.75rem,3vw+0.75rem,3.25rem)] leading-tight text-ink decoration-accent underline-offset-8 hover:underline"
                >
                  {contactEmail}
                  <ArrowUpRight
                    aria-hidden
                    className="size-6 shrink-0 text-accent-strong transition-transform duration-300 group-hover:-translate-y-1 group-hover:translate-x-1"
                  />
                </a>
              </Reveal>
            )}

            <dl className="mt-12 grid gap-px overflow-hidden rounded-sm border border-line bg-line sm:grid-cols-2 sm:[&>*:last-child:nth-child(odd)]:col-span-2">
              {phone && (
                <Detail icon={<Phone aria-hidden className="size-4" />} label="Phone">
                  <a href={phoneHref(phone)} className="hover:text-accent-strong">
                    {phone}
                  </a>
                </Detail>
              )}
              {whatsapp && (
                <Detail icon={<MessageCircle aria-hidden className="size-4" />} label="WhatsApp">
                  <a
                    href={whatsappHref(whatsapp)}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="hover:text-accent-strong"
                  >
                    {whatsapp}
                    <span className="sr-only"> (opens WhatsApp in a new tab)</span>
                  </a>
                </Detail>
              )}
              {phone && (
                <Detail icon={<Clock aria-hidden className="size-4" />} label="Availability">
                  Monday to Friday, 9AM–6PM
                </Detail>
              )}
              {locations.length > 0 && (
                <Detail icon={<MapPin aria-hidden className="size-4" />} label="Studios">
                  <ul>
                    {locations.map((location) => (
                      <li key={location}>{location}</li>
                    ))}
                  </ul>
                </Detail>
              )}
            </dl>

            <SocialLinks
              links={socialLinks}
              className="mt-10 flex flex-wrap gap-x-8 gap-y-3 text-sm font-medium"
              linkClassName="inline-flex items-center gap-1 underline decoration-line underline-offset-8 hover:decoration-accent"
              arrowClassName="size-3.5 text-accent-strong"
            />
          </div>

          <Reveal index={1} className="lg:col-span-5 lg:col-start-8">
            <div className="rounded-2xl border border-line bg-white p-6 lift-sm sm:p-8">
              <h3 className="font-display text-3xl text-ink">Send a message</h3>
              <p className="mt-2 text-sm leading-relaxed text-muted">
                Helpful to include: {CHECKLIST.join(', ').toLowerCase()}.
              </p>
              <div {...reachMark('forms')} className="mt-6">
                <ContactForm contact={{ email: contactEmail, whatsapp }} returned={returned} />
              </div>
            </div>
            <a
              href="/request-consultation"
              className="mt-6 inline-flex items-center gap-2 text-sm font-medium text-accent-strong underline-offset-8 hover:underline"
            >
              Prefer a structured brief? Request a consultation
              <ArrowUpRight aria-hidden className="size-4" />
            </a>
          </Reveal>
        </div>
      </Container>
    </section>
  );
}

function Detail({
  icon,
  label,
  children,
}: {
  icon: React.ReactNode;
  label: string;
  children: React.ReactNode;
}) {
  return (
    <div className="bg-paper p-6">
      <dt className="flex items-center gap-2 text-xs font-medium uppercase tracking-[0.18em] text-muted">
        <span className="text-accent-strong">{icon}</span>
        {label}
      </dt>
      <dd className="mt-3 text-lg text-ink">{children}</dd>
    </div>
  );
}
