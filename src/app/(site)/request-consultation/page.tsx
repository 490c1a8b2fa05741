import type { Metadata } from 'next';
import { connection } from 'next/server';
import { Clock, Mail, MessageCircle } from '@/components/ui/icons';
import { whatsappHref } from '@/components/layout/contact-links';
import { getSiteSettings } from '@/features/settings/queries';
import { pageMetadata } from '@/features/seo/metadata';
import { PageHero } from '@/components/layout/page-hero';
import { ConsultationPlanner } from '@/features/consultation/components/planner-island';
import { formReturnOf } from '@/features/public-forms/returned';
import { firstParam, type SearchParam } from '@/lib/search-params';
import { catalogueViews, serviceCards } from './_components/catalogue-views';
import { bookingStepData } from './_components/booking-step-data';
import './styles.css';

type Props = { searchParams: Promise<Record<string, SearchParam>> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  await connection();
  return pageMetadata({
    // a form sent back with what its visitor wrote is theirs alone
    noindex: 'draft' in (await searchParams),
    title: 'Request a Consultation',
    description:
      'Choose a service, see the consultation options and prices in pounds, rand or Australian dollars, and send a brief. A personal reply within 24 hours.',
    path: '/request-consultation',
  });
}

export default async function RequestConsultationPage({ searchParams }: Props) {
  await connection();
  const search = await searchParams;
  const returned = await formReturnOf('consultation', search);
  // a request sent back without JavaScript shows the times in the zone it was sent in
  const sentZone = returned.draft?.values.visitorTimeZone;
  const [{ contactEmail, whatsapp }, booking] = await Promise.all([
    getSiteSettings(),
    bookingStepData({
      tz: firstParam(search.tz) ?? (typeof sentZone === 'string' ? sentZone : undefined),
      day: firstParam(search.day),
    }),
  ]);

  const aside = (
    <div className="mt-6 space-y-8">
      <p className="text-lg leading-relaxed text-muted">
        A few lines are enough to start. I read every request myself and reply within 24 hours
        {booking ? ', or we talk at the time you picked above.' : ' to arrange a time to talk.'}
      </p>
      <ul className="space-y-4 border-t border-ink/10 pt-6 text-[15px]">
        <li className="flex gap-3">
          <Clock aria-hidden className="mt-0.5 size-4 shrink-0 text-accent-strong" />
          <span>Reply within 24 hours, Monday to Friday</span>
        </li>
        {contactEmail && (
          <li className="flex gap-3">
            <Mail aria-hidden className="mt-0.5 size-4 shrink-0 text-accent-strong" />
            <a
              href={`mailto:${contactEmail}`}
              className="break-all underline decoration-line underline-offset-4 hover:decoration-accent"
            >
              {contactEmail}
            </a>
          </li>
        )}
        {whatsapp && (
          <li className="flex gap-3">
            <MessageCircle aria-hidden className="mt-0.5 size-4 shrink-0 text-accent-strong" />
            <a
              href={whatsappHref(whatsapp)}
              target="_blank"
              rel="noopener noreferrer"
              className="underline decoration-line underline-offset-4 hover:decoration-accent"
            >
              WhatsApp {whatsapp}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </li>
        )}
      </ul>
    </div>
  );

  return (
    <>
      <PageHero
        eyebrow="Consultation"
        title="Request a Consultation"
        intro={
          <p>
            Tell me what you are planning. Choose the service closest to your project, see how a
            consultation works and what it costs, then send a short brief.
          </p>
        }
      />
      <ConsultationPlanner
        serviceCards={serviceCards()}
        {...catalogueViews()}
        aside={aside}
        contact={{ email: contactEmail, whatsapp }}
        booking={booking}
        returned={returned}
      />
    </>
  );
}
