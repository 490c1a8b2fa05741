// Where the public site's code ends and the back office's begins (ADR 006). Two checks keep the
// public pages' JavaScript within its budget and read these lists: the lint rule in
// eslint.config.mjs, which refuses a direct import in a public file, and
// src/app/public-client-imports.test.ts, which follows every import of a public client module.
// Paths are globs from the project's root, as ESLint reads them.

/** Libraries public code must not load, and what to use instead. */
export const backOfficeLibraries = [
  {
    regex: '^lucide-react(/|$)',
    message: 'Public code draws icons from @/components/ui/icons (ADR 006).',
  },
  {
    regex: '^(radix-ui(/|$)|@radix-ui/)',
    message: 'Public code uses native elements (<dialog>, <button>, inputs), not Radix (ADR 006).',
  },
  { regex: '^tailwind-merge(/|$)', message: 'Join classes with cx from @/lib/cx (ADR 006).' },
  {
    regex: '^class-variance-authority(/|$)',
    message: 'Use variants from @/lib/variants (ADR 006).',
  },
  { regex: '^@tiptap/', message: 'Render sanitised HTML on the server (ADR 006).' },
  {
    regex: '^next/image(/|$)',
    message: 'Use SmartImage from @/components/ui/smart-image (ADR 006).',
  },
  { regex: '^next/script(/|$)', message: 'Use a plain <script async> (ADR 006).' },
  { regex: '^qrcode(/|$)', message: 'QR codes belong to the back office (ADR 006).' },
  {
    regex: '^next/link(/|$)',
    message: 'Public pages navigate with plain <a> links, each a document of its own (ADR 013).',
  },
];

/** The sign-in page talks to the auth endpoints; nothing else public has a use for it. */
export const authClientLibrary = {
  regex: '^better-auth(/|$)',
  message: 'Visitors do not sign in on public pages: better-auth stays off them (ADR 006).',
};

/** The back office's primitives in components/ui, on Radix and tailwind-merge. */
export const backOfficePrimitives = [
  'badge',
  'button',
  'confirm-dialog',
  'dialog',
  'input',
  'sheet',
  'switch',
  'tabs',
];

/** Code a visitor's page may load. */
export const publicFiles = [
  'src/app/*.{ts,tsx}',
  'src/app/(site)/**',
  'src/app/auth/**',
  'src/components/layout/**',
  'src/components/ui/**',
  'src/lib/**',
  'src/features/**',
];

/** The sign-in page's own code: public, and the one place that may load the auth client. */
export const signInFiles = [
  'src/app/auth/**',
  'src/features/auth/*.{ts,tsx}',
  'src/features/auth/components/*',
];

/** Files among the sign-in page's that only the back office loads. */
const signInBackOffice = [
  'src/features/auth/components/admin-guard.tsx',
  'src/features/auth/components/sign-out-button.tsx',
];

/** Files among the public ones that only the back office loads. */
export const backOfficeFiles = [
  'src/components/layout/admin-*',
  `src/components/ui/{${backOfficePrimitives.join(',')}}.tsx`,
  'src/lib/utils.ts',
  'src/features/*/components/admin/**',
  'src/features/{audit,backups,dashboard,media,submissions}/components/**',
  'src/features/auth/components/account/**',
  ...signInBackOffice,
];
