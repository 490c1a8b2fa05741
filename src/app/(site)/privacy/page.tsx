import type { Metadata } from 'next';
import { connection } from 'next/server';
import { getSiteSettings } from '@/features/settings/queries';
import { isAnalyticsId } from '@/features/seo/analytics-id';
import { pageMetadata } from '@/features/seo/metadata';
import { PageHero } from '@/components/layout/page-hero';
import { LegalDocument, type LegalSection } from '@/components/layout/legal-document';
import { longDate } from '@/lib/long-date';
import { LEGAL_UPDATED } from '@/features/seo/public-pages';
import './styles.css';

export async function generateMetadata(): Promise<Metadata> {
  await connection();
  return pageMetadata({
    title: 'Privacy Policy',
    description:
      'What personal information this site collects through its forms and accounts, why, the lawful basis, how long it is kept, who processes it, and how to ask for access or deletion under UK GDPR, POPIA and the Australian Privacy Act.',
    path: '/privacy',
  });
}

export default async function PrivacyPage() {
  await connection();
  const settings = await getSiteSettings();
  const owner = settings.ownerName || 'the owner of this website';
  const business = settings.siteTitle;
  const email = settings.contactEmail;
  const analyticsOn = isAnalyticsId(settings.googleAnalyticsId);
  const emailLink = email ? (
    <a href={`mailto:${email}`}>{email}</a>
  ) : (
    <>the e-mail address on the contact page</>
  );

  const sections: LegalSection[] = [
    {
      id: 'who',
      title: 'Who I am',
      body: (
        <>
          <p>
            This website is run by {owner}, an independent designer working as a sole trader under
            the name {business}, with studios in the United Kingdom, South Africa and Australia.
            When this policy says &ldquo;I&rdquo;, &ldquo;me&rdquo; or &ldquo;my&rdquo;, it means{' '}
            {owner}.
          </p>
          <p>
            I decide how and why the personal information described here is used, which makes me the{' '}
            <strong>controller</strong> under the UK General Data Protection Regulation (UK GDPR)
            and the Data Protection Act 2018, the <strong>responsible party</strong> under South
            Africa&rsquo;s Protection of Personal Information Act 2013 (POPIA), and the organisation
            responsible for your information under the Australian Privacy Act 1988 and its
            Australian Privacy Principles.
          </p>
          <p>For anything in this policy, write to me at {emailLink}.</p>
        </>
      ),
    },
    {
      id: 'collect',
      title: 'What I collect',
      body: (
        <>
          <p>
            I only collect what you choose to send me, plus the minimum a website needs to run
            safely.
          </p>
          <h3>Consultation requests</h3>
          <p>
            The consultation form asks for your name and e-mail address, and optionally your phone
            number and company. It also records the service you are interested in, the project type,
            your budget range, timeline, preferred currency and the project details you write. With
            the request I store the page you sent it from, the page that referred you to this site
            and any campaign tags in the link you followed (the &ldquo;UTM&rdquo; parameters), so I
            can tell which articles and referrals bring enquiries.
          </p>
          <h3>Contact messages</h3>
          <p>
            The contact form collects your name, e-mail address, an optional subject and your
            message.
          </p>
          <h3>Accounts</h3>
          <p>
            If you create an account, I store your e-mail address and a one-way hash of your
            password (never the password itself), whether your e-mail address has been verified, and
            your sign-in sessions: a random session token, when it was created and when it expires,
            and the IP address and browser it was used from. Accounts are mainly used to administer
            this site; administrators may also store a two-factor authentication secret.
          </p>
          <h3>Technical and security information</h3>
          <p>
            Like every website, the server sees your IP address and browser details when you visit.
            These are used in short-lived logs and to limit how often forms can be sent from one
            address, which keeps spam out of my inbox. They are not used to build a profile of you.
          </p>
          <p>
            I don&rsquo;t ask for special category information (such as health or religious
            beliefs). Please don&rsquo;t include it in a message.
          </p>
        </>
      ),
    },
    {
      id: 'why',
      title: 'Why I use it and the lawful basis',
      body: (
        <>
          <ul>
            <li>
              <strong>To reply to your enquiry and prepare a quote.</strong> This is a step you ask
              me to take before we enter a contract (UK GDPR Article 6(1)(b); POPIA section
              11(1)(b)), and it is in my legitimate interest to answer people who contact me about
              work (Article 6(1)(f); section 11(1)(f)).
            </li>
            <li>
              <strong>To deliver a project we have agreed.</strong> Necessary to perform our
              contract.
            </li>
            <li>
              <strong>
                To send you the confirmation and to notify me of your request by e-mail.
              </strong>{' '}
              Part of answering your enquiry.
            </li>
            <li>
              <strong>To run your account and keep you signed in.</strong> Necessary to provide the
              account you asked for.
            </li>
            <li>
              <strong>To keep the site secure and free of spam.</strong> My legitimate interest in
              protecting the site and its visitors.
            </li>
            <li>
              <strong>To keep business and tax records.</strong> A legal obligation once we have
              worked together.
            </li>
            <li>
              <strong>To understand which pages and referrals are useful</strong>, using the page,
              referrer and campaign details stored with a request and, only where analytics is
              switched on, aggregated visit statistics. My legitimate interest in improving the
              site.
            </li>
          </ul>
          <p>
            I never sell your information, never add you to a mailing list without asking, and never
            use it for automated decision-making.
          </p>
        </>
      ),
    },
    {
      id: 'retention',
      title: 'How long it is kept',
      body: (
        <ul>
          <li>
            <strong>Enquiries that do not become a project</strong> (consultation requests and
            contact messages): up to 24 months after our last exchange, then deleted.
          </li>
          <li>
            <strong>Messages marked as spam</strong>: deleted within 90 days.
          </li>
          <li>
            <strong>Client projects</strong>: correspondence, quotes and invoices are kept for six
            years after the end of the financial year in which the project ended, the longest period
            that UK, South African and Australian tax rules require.
          </li>
          <li>
            <strong>Accounts</strong>: until you ask me to delete yours. Sessions end when you sign
            out and expire after seven days without use.
          </li>
          <li>
            <strong>Server and security logs</strong>: up to 30 days.
          </li>
        </ul>
      ),
    },
    {
      id: 'processors',
      title: 'Who else handles it',
      body: (
        <>
          <p>
            A small number of trusted providers process information on my behalf, under written
            contracts that require them to keep it secure and use it only on my instructions:
          </p>
          <ul>
            <li>
              <strong>Hosting</strong>: the provider whose servers run this website and its
              database, where form submissions and accounts are stored.
            </li>
            <li>
              <strong>E-mail</strong>: the provider that delivers the notification I receive about
              your request and the confirmation sent to you, and my business mailbox.
            </li>
            {analyticsOn && (
              <li>
                <strong>Analytics</strong>: Google Ireland Limited (Google Analytics), which
                receives pseudonymous usage data, with IP addresses shortened before storage.
              </li>
            )}
          </ul>
          <p>
            I may also share information with my accountant or legal advisers when needed, or with
            authorities when the law requires it.
          </p>
          <h3>International transfers</h3>
          <p>
            Because I work from the UK, South Africa and Australia, your information may be accessed
            from any of these countries, and some providers store data elsewhere. Where information
            leaves the country it was collected in, I rely on an adequacy decision or on recognised
            safeguards such as the UK International Data Transfer Agreement or Addendum, binding
            contractual terms as required by POPIA section 72, and reasonable steps under Australian
            Privacy Principle 8.
          </p>
        </>
      ),
    },
    {
      id: 'cookies',
      title: 'Cookies',
      body: (
        <>
          <p>
            Visitors who do not sign in get <strong>no cookies from this site</strong>. Signing in
            sets a single session cookie that keeps you signed in; it is strictly necessary for the
            account to work, is marked secure and HTTP-only, and is removed when you sign out or it
            expires.
          </p>
          <p>
            This site counts its own visitor numbers <strong>without cookies</strong>: for each day
            it keeps only totals of page views, of visitors, of the pages viewed, of the sites
            visitors came from and of campaign names in links (<code>utm_source</code>). Visitors
            are told apart within one day by a one-way fingerprint of their address and browser made
            with a random key that is kept only in the server&rsquo;s memory and replaced every
            midnight; the address, the browser details and the fingerprint are never stored, and
            nothing is shared with anyone. Bots and signed-in visits are not counted.
          </p>
          {analyticsOn ? (
            <p>
              Google Analytics is also used, but <strong>only if you accept it</strong> in the
              banner shown on your first visit; until then, and if you reject it, the page makes no
              request to Google and no analytics cookie is set. Rejecting is as easy as accepting.
              If you accept, Google sets its own cookies (named <code>_ga</code> and{' '}
              <code>_ga_*</code>) to count visits and see how pages are used. Your choice is kept in
              your browser&rsquo;s local storage (not a cookie), and you can change it at any time
              with &lsquo;Cookie settings&rsquo; at the foot of every page; withdrawing consent
              removes Google&rsquo;s cookies from this site.
            </p>
          ) : (
            <p>
              Google Analytics is currently switched off. If it is switched on, it will only load
              after you accept it in a consent banner, and you will be able to change that choice at
              any time from &lsquo;Cookie settings&rsquo; at the foot of every page.
            </p>
          )}
        </>
      ),
    },
    {
      id: 'rights',
      title: 'Your rights',
      body: (
        <>
          <p>Wherever you live, you can ask me to:</p>
          <ul>
            <li>tell you what information I hold about you and send you a copy;</li>
            <li>correct anything that is wrong or incomplete;</li>
            <li>delete your information, including your account and any requests you have sent;</li>
            <li>stop or restrict using it, or object to a use based on legitimate interests;</li>
            <li>give you your information in a portable format.</li>
          </ul>
          <h3>How to ask, including for deletion</h3>
          <p>
            E-mail {emailLink} from the address you used on the form or for your account, and say
            what you would like me to do. If you write from a different address I may need to
            confirm it is you before acting. There is no charge. I will reply within one month, and
            usually much sooner.
          </p>
          <p>
            When I delete your information I remove it from the website&rsquo;s database and my
            mailbox. Copies held in backups disappear as those backups expire. The only things I may
            keep are records I am legally required to hold, such as invoices.
          </p>
          <h3>Complaints</h3>
          <p>
            If you are unhappy with how I have handled your information, please tell me first so I
            can put it right. You can also complain to the regulator where you live: the Information
            Commissioner&rsquo;s Office in the UK (ico.org.uk), the Information Regulator in South
            Africa (inforegulator.org.za) or the Office of the Australian Information Commissioner
            (oaic.gov.au).
          </p>
        </>
      ),
    },
    {
      id: 'security',
      title: 'Keeping it safe',
      body: (
        <p>
          The site is served only over an encrypted connection. Passwords are stored as salted
          hashes, administrator access is protected by two-factor authentication, and only I can
          read form submissions. Forms are checked for spam and cleaned of code before anything is
          stored. No system is perfectly secure, but if a breach ever put your information at risk,
          I would tell you and the relevant regulator as the law requires.
        </p>
      ),
    },
    {
      id: 'children',
      title: 'Children',
      body: (
        <p>
          This site and its services are meant for businesses and adults. I do not knowingly collect
          information from anyone under 16; if you believe a child has sent me their details, please
          let me know and I will delete them.
        </p>
      ),
    },
    {
      id: 'changes',
      title: 'Changes to this policy',
      body: (
        <p>
          When the way I handle personal information changes, I will update this page and the date
          at the top. If a change affects information you have already given me, I will tell you
          directly.
        </p>
      ),
    },
  ];

  return (
    <>
      <PageHero
        eyebrow="Legal"
        title="Privacy Policy"
        intro={
          <p>
            How I collect, use and protect the information you share through this website, in plain
            language, for visitors in the UK, South Africa, Australia and beyond.
          </p>
        }
        meta={<>Last updated {longDate(LEGAL_UPDATED)}</>}
      />
      <LegalDocument label="Privacy policy" sections={sections} />
    </>
  );
}
