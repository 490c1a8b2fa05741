import { ArrowRight } from '@/components/ui/icons';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { PAGE_LINKS, SECTION_LINKS, SITE_LINKS_ID } from './nav-items';
import { OPEN_CONSENT_MARK } from '@/lib/consent';
import { phoneHref, whatsappHref } from './contact-links';
import { SocialLinks } from './social-links';

/** The site settings the footer shows (a subset of SiteSettings, so those can be passed as they are). */
export type FooterSettings = {
  siteTitle: string;
  siteDescription: string;
  ownerName: string;
  contactEmail: string | null;
  phone: string | null;
  whatsapp: string | null;
  locations: string[];
  socialLinks: { label: string; url: string }[];
};

// every place the header's menu leads, since the menu leads here when script is off
const EXPLORE = [
  ...SECTION_LINKS.map(({ label, id }) => ({ label, href: id === 'home' ? '/' : `/#${id}` })),
  ...PAGE_LINKS,
  { label: 'Request a Consultation', href: '/request-consultation' },
];

const heading = 'mb-5 eyebrow text-accent';

/** The invitation at the top of the footer, with its button to the consultation form. */
function FooterInvitation() {
  return (
    <div className="flex flex-col gap-10 border-b border-paper/15 py-16 md:flex-row md:items-end md:justify-between lg:py-24">
      <div className="max-w-3xl">
        <p className={heading}>Let&rsquo;s work together</p>
        <p className="font-display text-headline text-balance text-paper">
          Have a space, product or experience in mind?{' '}
          <em className="text-accent">Let&rsquo;s shape it.</em>
        </p>
      </div>
      <a
        href="/request-consultation"
        data-footer-cta
        className={cn(
          buttonVariants({ variant: 'inverse', size: 'lg' }),
          'self-start md:self-auto',
        )}
      >
        Start Your Project
        <ArrowRight aria-hidden />
      </a>
    </div>
  );
}

function FooterContact({ settings }: { settings: FooterSettings }) {
  const { contactEmail, phone, whatsapp, locations } = settings;
  if (!contactEmail && !phone && !whatsapp && !locations.length) return null;
  return (
    <div className="lg:col-span-3">
      <h2 className={heading}>Contact</h2>
      <address className="space-y-3 text-sm not-italic">
        {contactEmail && (
          <p>
            <a href={`mailto:${contactEmail}`} className="footer-link">
              {contactEmail}
            </a>
          </p>
        )}
        {phone && (
          <p>
            <span className="sr-only">Phone: </span>
            <a href={phoneHref(phone)} className="footer-link">
              {phone}
            </a>
          </p>
        )}
        {whatsapp && (
          <p>
            <a
              href={whatsappHref(whatsapp)}
              className="footer-link"
              target="_blank"
              rel="noopener noreferrer"
            >
              WhatsApp {whatsapp}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </p>
        )}
        {locations.length > 0 && (
          <ul className="space-y-1 pt-2 text-muted-inverse">
            {locations.map((location) => (
              <li key={location}>{location}</li>
            ))}
          </ul>
        )}
      </address>
    </div>
  );
}

function FooterSocial({ links }: { links: FooterSettings['socialLinks'] }) {
  if (links.length === 0) return null;
  return (
    <div className="lg:col-span-3">
      <h2 className={heading}>Follow</h2>
      <SocialLinks
        links={links}
        className="space-y-3 text-sm"
        linkClassName="footer-link inline-flex items-center gap-1.5"
        arrowClassName="size-3.5 text-accent"
      />
    </div>
  );
}

/** The last line: copyright, the legal pages, the consent choice and the admin's way in. */
function FooterLegal({ name, consentLink }: { name: string; consentLink: boolean }) {
  return (
    <div className="flex flex-col gap-4 border-t border-paper/15 py-8 text-xs text-muted-inverse md:flex-row md:items-center md:justify-between">
      <p>
        &copy; {new Date().getFullYear()} {name}. All rights reserved.
      </p>
      <ul className="flex flex-wrap gap-x-6 gap-y-2">
        <li>
          <a href="/privacy" className="hover:text-paper">
            Privacy Policy
          </a>
        </li>
        <li>
          <a href="/terms" className="hover:text-paper">
            Terms of Service
          </a>
        </li>
        {consentLink && (
          <li>
            {/* the consent banner, loaded when an id is set, hears its click */}
            <button type="button" {...OPEN_CONSENT_MARK} className="hover:text-paper">
              Cookie settings
            </button>
          </li>
        )}
        <li>
          {/* one address for everyone, so the page stays the same for all: the sign-in page sends
              a signed-in admin on to /admin */}
          <a href="/auth" className="hover:text-paper">
            Admin Dashboard
          </a>
        </li>
      </ul>
    </div>
  );
}

export function SiteFooter({
  settings,
  consentLink = false,
}: {
  settings: FooterSettings;
  /** analytics is on: the visitor may change the consent choice from here */
  consentLink?: boolean;
}) {
  const name = settings.ownerName || settings.siteTitle;

  return (
    <footer className="bg-ink text-paper">
      <div className="mx-auto w-full max-w-7xl px-5 sm:px-8 lg:px-12">
        <FooterInvitation />

        <div className="grid gap-12 py-14 sm:grid-cols-2 lg:grid-cols-12 lg:gap-8">
          <div className="lg:col-span-4">
            <a href="/" className="font-display text-3xl leading-none">
              {name}
            </a>
            {settings.siteDescription && (
              <p className="mt-5 max-w-sm text-sm leading-relaxed text-muted-inverse">
                {settings.siteDescription}
              </p>
            )}
          </div>

          <nav id={SITE_LINKS_ID} aria-label="Footer" className="lg:col-span-2">
            <h2 className={heading}>Explore</h2>
            <ul className="space-y-3 text-sm">
              {EXPLORE.map((item) => (
                <li key={item.href}>
                  <a href={item.href} className="footer-link">
                    {item.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>

          <FooterContact settings={settings} />

          <FooterSocial links={settings.socialLinks} />
        </div>

        <FooterLegal name={name} consentLink={consentLink} />
      </div>
    </footer>
  );
}
