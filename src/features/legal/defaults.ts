import { isAnalyticsId } from '@/features/seo/analytics-id';
import type { SiteSettings } from '@/features/settings/queries';
import {
  ANALYTICS_OFF,
  ANALYTICS_ON,
  ANALYTICS_PROCESSOR,
  PRIVACY_HTML,
  TERMS_HTML,
} from '@/server/seed/content/legal';

// What a legal page says until the owner saves her own text: the first texts, with the site's
// name, the owner's and her address written in, and the analytics passages as the settings are.

export const LEGAL_KEYS = ['privacy', 'terms'] as const;
export type LegalKey = (typeof LEGAL_KEYS)[number];

/** When the first texts were written: their 'Last updated' until the owner saves her own. */
export const FIRST_TEXTS_DATE = '2026-11-22';

export type LegalPage = {
  key: LegalKey;
  title: string;
  intro: string;
  content: string;
  /** ISO timestamp of the last change to the text */
  updatedAt: string;
  /** the owner has not saved this page yet: it shows the first text */
  firstText: boolean;
};

const FIRST: Record<LegalKey, { title: string; intro: string; html: string }> = {
  privacy: {
    title: 'Privacy Policy',
    intro:
      'How I collect, use and protect the information you share through this website, in plain language, for visitors in the UK, South Africa, Australia and beyond.',
    html: PRIVACY_HTML,
  },
  terms: {
    title: 'Terms of Service',
    intro:
      'The terms for using this website and for working together, written to be read: quotes, payment, revisions, rights and responsibilities.',
    html: TERMS_HTML,
  },
};

const escape = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

type Settings = Pick<
  SiteSettings,
  'ownerName' | 'siteTitle' | 'contactEmail' | 'googleAnalyticsId'
>;

/** A legal page's first text, written for this site. */
export function firstText(key: LegalKey, settings: Settings): LegalPage {
  const { title, intro, html } = FIRST[key];
  const email = settings.contactEmail?.trim();
  const analytics = isAnalyticsId(settings.googleAnalyticsId);
  const content = html
    .replace(
      /<a href="mailto:@@EMAIL@@">@@EMAIL@@<\/a>/g,
      email
        ? `<a href="mailto:${escape(email)}">${escape(email)}</a>`
        : 'the e-mail address on the contact page',
    )
    .replaceAll('@@OWNER@@', escape(settings.ownerName || 'the owner of this website'))
    .replaceAll('@@BUSINESS@@', escape(settings.siteTitle))
    .replace('@@ANALYTICS_PROCESSOR@@', analytics ? ANALYTICS_PROCESSOR : '')
    .replace('@@ANALYTICS_COOKIES@@', analytics ? ANALYTICS_ON : ANALYTICS_OFF);
  return {
    key,
    title,
    intro,
    content,
    updatedAt: `${FIRST_TEXTS_DATE}T00:00:00.000Z`,
    firstText: true,
  };
}
