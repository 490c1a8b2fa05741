import { z } from '@/lib/zod';
import {
  isSafeLink,
  MAX_URL,
  optionalLink,
  optionalText,
  text,
  textList,
} from '@/components/admin/fields';
import { ANALYTICS_ID } from '@/features/seo/analytics-id';

// Site Settings: the documented SEO fields plus the owner's contact details.

export const settingsSchema = z.object({
  siteTitle: optionalText,
  siteDescription: optionalText,
  ogImage: optionalLink,
  twitterHandle: optionalText.transform((v) => (v ? `@${v.replace(/^@+/, '')}` : null)),
  googleAnalyticsId: optionalText.pipe(
    z.string().regex(ANALYTICS_ID, { error: 'Use an ID such as G-XXXXXXXXXX' }).nullable(),
  ),
  faviconUrl: optionalLink,
  logoUrl: optionalLink,
  ownerName: optionalText,
  contactEmail: optionalText.pipe(z.email({ error: 'Enter a valid email address' }).nullable()),
  phone: optionalText,
  whatsapp: optionalText,
  locations: textList,
  socialLinks: z
    .array(z.object({ label: text(100), url: text(MAX_URL) }))
    .max(20, 'Use at most 20 social links')
    .default([])
    .transform((links) =>
      links
        .map((l) => ({ label: l.label.trim(), url: l.url.trim() }))
        .filter((l) => l.label && l.url),
    )
    .pipe(
      z.array(
        z.object({
          label: z.string(),
          url: z
            .string()
            .refine(
              (url) => isSafeLink(url, { sitePaths: false }),
              'Social links need a full address, starting with https://',
            ),
        }),
      ),
    ),
});

export type SettingsInput = z.input<typeof settingsSchema>;
