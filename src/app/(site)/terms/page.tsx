import type { Metadata } from 'next';
import { connection } from 'next/server';
import { getSiteSettings } from '@/features/settings/queries';
import { pageMetadata } from '@/features/seo/metadata';
import { PageHero } from '@/components/layout/page-hero';
import { LegalDocument, type LegalSection } from '@/components/layout/legal-document';
import { longDate } from '@/lib/long-date';
import { LEGAL_UPDATED } from '@/features/seo/public-pages';
import './styles.css';

export async function generateMetadata(): Promise<Metadata> {
  await connection();
  return pageMetadata({
    title: 'Terms of Service',
    description:
      'Terms for using this website and for design and visualization services: quotes, the 50% deposit, revisions, intellectual property and licensing, liability and governing law.',
    path: '/terms',
  });
}

export default async function TermsPage() {
  await connection();
  const settings = await getSiteSettings();
  const owner = settings.ownerName || 'the owner of this website';
  const business = settings.siteTitle;
  const email = settings.contactEmail;
  const emailLink = email ? (
    <a href={`mailto:${email}`}>{email}</a>
  ) : (
    <>the e-mail address on the contact page</>
  );

  const sections: LegalSection[] = [
    {
      id: 'about',
      title: 'About these terms',
      body: (
        <>
          <p>
            These terms apply to your use of this website and to the design, visualization,
            real-time and web services provided by {owner}, a sole trader working as {business}{' '}
            (&ldquo;I&rdquo;, &ldquo;me&rdquo;). &ldquo;You&rdquo; means the person or business
            using the site or commissioning work.
          </p>
          <p>
            For projects, these terms form part of our agreement together with the written quote or
            proposal you accept. If the quote says something different from these terms, the quote
            wins.
          </p>
        </>
      ),
    },
    {
      id: 'website',
      title: 'Using this website',
      body: (
        <>
          <p>
            The site is here to show my work and help you get in touch. Please don&rsquo;t misuse
            it: no attempts to break its security, overload it, send spam through its forms, or copy
            its content in bulk by automated means.
          </p>
          <p>
            The images, animations, text and designs shown here are protected by copyright and
            belong to me or to the clients and partners credited with them. You may view and share
            links to them, but not reproduce or reuse them without written permission.
          </p>
          <p>
            Articles and guidance on the site are general information, not professional advice for
            your particular project. Links to other websites are provided for convenience; I am not
            responsible for their content.
          </p>
        </>
      ),
    },
    {
      id: 'quotes',
      title: 'Enquiries and quotes',
      body: (
        <ul>
          <li>An enquiry or consultation request does not commit either of us to anything.</li>
          <li>
            Quotes are based on the information you provide and are valid for 30 days. If the brief,
            drawings or scope change, I will re-quote before doing the extra work.
          </li>
          <li>
            Quotes are given in pounds sterling, South African rand or Australian dollars, and
            exclude any VAT, GST or other sales tax that applies, which will be shown separately on
            invoices where relevant.
          </li>
          <li>
            Paid consultations, site visits and travel outside the city of the studio running your
            project are quoted separately.
          </li>
        </ul>
      ),
    },
    {
      id: 'engagement',
      title: 'Starting a project',
      body: (
        <>
          <p>
            A project begins when you accept the quote in writing (an e-mail is enough) and the
            deposit has been received. Your place in my schedule is reserved from that point.
          </p>
          <p>To keep to the schedule, you agree to:</p>
          <ul>
            <li>
              supply accurate drawings, models, measurements, brand assets and other materials when
              agreed;
            </li>
            <li>give consolidated feedback within the times set out in the quote;</li>
            <li>
              make sure you have the right to let me use anything you supply, such as third-party
              drawings, photographs or trademarks.
            </li>
          </ul>
          <p>
            Timelines in quotes are good-faith estimates. Typical durations are two to four weeks
            for visualization, four to twelve weeks for interiors and three to eight weeks for
            websites; delays in receiving materials or feedback move the delivery date accordingly.
          </p>
        </>
      ),
    },
    {
      id: 'payment',
      title: 'Deposit and payment',
      body: (
        <ul>
          <li>
            A <strong>50% deposit</strong> is payable on acceptance of the quote. It reserves time
            in my schedule and covers the first stage of work, so it is non-refundable once work has
            started, except where I cancel (see Cancellation below).
          </li>
          <li>
            The balance is due on completion. Final full-resolution files, source files and licences
            are released when payment is received in full. Larger projects may be invoiced in agreed
            stages instead.
          </li>
          <li>
            Invoices are payable within 14 days by bank transfer in the currency of the quote.
          </li>
          <li>
            For business clients, late payments may incur interest and compensation as allowed by
            the law that governs our agreement, including the Late Payment of Commercial Debts
            (Interest) Act 1998 in the UK. I may pause work while an invoice is overdue.
          </li>
        </ul>
      ),
    },
    {
      id: 'revisions',
      title: 'Revisions',
      body: (
        <>
          <p>
            Each quote includes two to three rounds of revisions, as stated in the quote. A round is
            one consolidated set of comments on a stage of the work, sent together.
          </p>
          <p>
            Further rounds, or changes to something you have already approved (such as a camera
            angle after final lighting, or a layout after detailed modelling), are charged at my
            hourly rate or quoted in advance. Changes that alter the brief itself are treated as new
            scope and re-quoted.
          </p>
        </>
      ),
    },
    {
      id: 'delivery',
      title: 'Delivery and approval',
      body: (
        <p>
          Deliverables are supplied in the formats and resolutions listed in the quote. Please check
          them promptly: unless you raise a problem within ten working days of delivery, the work is
          treated as approved. I keep project files for at least twelve months after delivery, so
          small follow-up changes can be made efficiently, but I cannot guarantee to keep them
          longer.
        </p>
      ),
    },
    {
      id: 'ip',
      title: 'Intellectual property and licensing',
      body: (
        <>
          <p>
            I own the copyright and other intellectual property in the work I create, including
            models, scenes, textures, drafts, code and working files, unless we agree otherwise in
            writing.
          </p>
          <p>
            Once you have paid in full, you receive a non-exclusive, perpetual licence to use the
            final deliverables for the purposes and media set out in the quote, such as marketing,
            planning applications, sales material or your website. For product and industrial
            design, the rights in the final design can be assigned to you on full payment when the
            quote says so. Exclusive licences, source files and broader uses can be arranged for an
            additional fee.
          </p>
          <p>
            Materials you supply remain yours. I may show the finished work in my portfolio, on
            social media and in award entries once it has been made public, unless we have agreed to
            keep it confidential.
          </p>
        </>
      ),
    },
    {
      id: 'cancellation',
      title: 'Cancellation',
      body: (
        <>
          <p>
            You may cancel a project at any time by telling me in writing. You will pay for the work
            done up to that point, which the deposit goes towards; if the work done is worth more
            than the deposit, I will invoice the difference. If I have to cancel for reasons within
            my control, I will refund any money paid for work not yet delivered.
          </p>
          <p>
            If you are a consumer in the UK commissioning work for yourself rather than a business,
            you have 14 days from acceptance to cancel. If you ask me to start within that period
            and then cancel, you pay for the work done until you tell me.
          </p>
        </>
      ),
    },
    {
      id: 'confidentiality',
      title: 'Confidentiality',
      body: (
        <p>
          I treat your drawings, plans, product information and business details as confidential,
          and use them only for your project. I am happy to sign a non-disclosure agreement before
          you share sensitive material.
        </p>
      ),
    },
    {
      id: 'liability',
      title: 'Liability',
      body: (
        <>
          <p>
            Visualizations are artistic representations to help communicate a design. They are not
            construction drawings, engineering advice or a guarantee of how a building, interior or
            product will look when made. You remain responsible for checking dimensions, compliance,
            regulations and manufacturing requirements with the appropriate professionals.
          </p>
          <p>
            My total liability to you for a project is limited to the fees you have paid for it. I
            am not liable for loss of profit, revenue, business or data, or for indirect or
            consequential losses.
          </p>
          <p>
            Nothing in these terms limits liability that cannot be limited by law, including for
            death or personal injury caused by negligence or for fraud, or removes rights you have
            as a consumer, such as the consumer guarantees under the Australian Consumer Law or your
            rights under the South African Consumer Protection Act 2008 and the UK Consumer Rights
            Act 2015.
          </p>
          <p>
            Neither of us is responsible for delays caused by events outside our reasonable control,
            such as serious illness, natural disasters, power or internet failures or government
            action; we will keep each other informed and agree a new schedule.
          </p>
        </>
      ),
    },
    {
      id: 'law',
      title: 'Governing law',
      body: (
        <>
          <p>
            These terms and any project agreement are governed by the law of England and Wales, and
            the courts of England and Wales have jurisdiction, unless your quote names the law of
            South Africa or of New South Wales, Australia (usually when the project is run from the
            Cape Town or Sydney studio), in which case that law and those courts apply.
          </p>
          <p>
            If you are a consumer, you also keep the protection of the mandatory laws of the country
            where you live. If a dispute arises, we will first try to resolve it by talking it
            through in good faith.
          </p>
        </>
      ),
    },
    {
      id: 'contact',
      title: 'Changes and contact',
      body: (
        <p>
          I may update these terms from time to time; the version on this page on the date you
          accept a quote applies to that project. Questions about these terms are welcome at{' '}
          {emailLink}. How personal information is handled is explained in the{' '}
          <a href="/privacy">privacy policy</a>.
        </p>
      ),
    },
  ];

  return (
    <>
      <PageHero
        eyebrow="Legal"
        title="Terms of Service"
        intro={
          <p>
            The terms for using this website and for working together, written to be read: quotes,
            payment, revisions, rights and responsibilities.
          </p>
        }
        meta={<>Last updated {longDate(LEGAL_UPDATED)}</>}
      />
      <LegalDocument label="Terms of service" sections={sections} />
    </>
  );
}
