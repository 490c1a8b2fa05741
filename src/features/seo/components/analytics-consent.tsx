'use client';

import { useEffect, useState } from 'react';
import { buttonVariants } from '@/components/ui/button-variants';
import { OPEN_CONSENT_SELECTOR, readConsent, writeConsent, type Consent } from '@/lib/consent';

// Google Analytics only with the visitor's consent (UK/EU PECR and GDPR): the
// tag is not on the page until the visitor accepts in this banner, so before
// that no request goes to Google. Reject is the same size and weight as Accept.
// The answer is kept in localStorage and can be changed from the footer's
// 'Cookie settings'; withdrawing it removes Google's cookies and reloads, so
// the tag stops at once.

type Gtag = (...args: unknown[]) => void;
declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

function loadTag(id: string) {
  if (document.getElementById('ga-tag')) return;
  window.dataLayer = window.dataLayer ?? [];
  // gtag.js reads the arguments objects pushed here, as Google's snippet does
  window.gtag = function gtag() {
    // eslint-disable-next-line prefer-rest-params
    window.dataLayer!.push(arguments);
  };
  window.gtag('js', new Date());
  window.gtag('config', id, { anonymize_ip: true });
  const script = document.createElement('script');
  script.id = 'ga-tag';
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`;
  document.head.appendChild(script);
}

/** Google's own cookies (_ga, _ga_<id>, _gid), removed for this site's domain and its parent. */
function removeGoogleCookies() {
  const host = window.location.hostname;
  const domains = ['', host, `.${host}`, `.${host.split('.').slice(-2).join('.')}`];
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim();
    if (!name || !/^(_ga|_gid|_gat)/.test(name)) continue;
    for (const domain of domains) {
      document.cookie = `${name}=; Max-Age=0; path=/${domain ? `; domain=${domain}` : ''}`;
    }
  }
}

export function AnalyticsConsent({ id }: { id: string }) {
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const consent = readConsent();
    if (consent === 'granted') loadTag(id);
    // the banner waits for the page to be interactive, so its buttons always work
    // eslint-disable-next-line react-hooks/set-state-in-effect
    else if (consent === null) setOpen(true);
    // the footer's 'Cookie settings' is server markup: its clicks are heard here
    const reopen = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest(OPEN_CONSENT_SELECTOR))
        setOpen(true);
    };
    document.addEventListener('click', reopen);
    return () => document.removeEventListener('click', reopen);
  }, [id]);

  const choose = (value: Consent) => {
    const before = readConsent();
    writeConsent(value);
    setOpen(false);
    if (value === 'granted') loadTag(id);
    else if (before === 'granted' || document.getElementById('ga-tag')) {
      removeGoogleCookies();
      window.location.reload();
    }
  };

  if (!open) return null;
  const button = buttonVariants({ variant: 'outline', size: 'sm' });
  return (
    <section
      role="region"
      aria-label="Cookie consent"
      className="fixed inset-x-3 bottom-3 z-50 mx-auto max-w-xl rounded-2xl border border-line bg-paper p-5 text-sm text-ink lift-2xl sm:inset-x-6 sm:bottom-6"
    >
      <h2 className="font-medium">Analytics cookies</h2>
      <p className="mt-1.5 leading-relaxed text-muted">
        May this site use Google Analytics, which sets cookies, to learn how visitors use it?
        Nothing is sent to Google unless you accept. You can change your mind at any time from
        &lsquo;Cookie settings&rsquo; at the foot of every page.{' '}
        <a href="/privacy#cookies" className="underline underline-offset-4">
          Privacy policy
        </a>
      </p>
      <div className="mt-4 grid grid-cols-2 gap-2">
        <button type="button" className={button} onClick={() => choose('denied')}>
          Reject
        </button>
        <button type="button" className={button} onClick={() => choose('granted')}>
          Accept
        </button>
      </div>
    </section>
  );
}
