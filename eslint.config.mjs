import { readdirSync } from 'node:fs';
import next from 'eslint-config-next';
import nextTs from 'eslint-config-next/typescript';
import {
  authClientLibrary,
  backOfficeFiles,
  backOfficeLibraries,
  backOfficePrimitives,
  publicFiles,
  signInFiles,
} from './scripts/lib/public-boundary.mjs';

// Import boundaries (docs/architecture.md): imports flow one way,
//   components/ui, lib  <-  server  <-  features  <-  app
// and a feature uses another feature only through its top-level modules
// (queries.ts, schemas.ts, actions.ts, ...), never its folders' internals.
// no-restricted-imports sees the import string, not the resolved file, so each
// rule covers the `@/` form and relative paths that climb into a layer.

/**
 * An import-restriction pattern, as no-restricted-imports takes it.
 * @typedef {{ regex: string, message?: string }} Pattern
 */

/** @param {string} name */
const layer = (name) => ({
  regex: `^(@/|(\\.\\./)+)${name}(/|$)`,
});

// One import style for the admin building blocks: the barrel, but for the two modules that
// are not client components. Every block below carries it, as a later block's
// no-restricted-imports replaces an earlier one's for the files both match.
const adminBarrel = {
  regex: '^@/components/admin/(?!fields$|reorder$)',
  message: "Import admin building blocks from '@/components/admin'.",
};

/** @param {string[]} files @param {Pattern[]} patterns */
const restrict = (files, patterns) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns: [...patterns, adminBarrel] }] },
});

const features = readdirSync(new URL('./src/features/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// The slices around the public forms build one way:
//   public-forms  <-  attachments  <-  consultation, contact  <-  submissions
// The kit knows no form; the files a visitor attaches are a part of the kit's intake that knows
// no form either; each form uses the kit; the owner's inbox reads what
// the forms stored and uses them only through the modules named here (their
// option labels, and the e-mails a release from spam sends again). null: any
// top-level module. Tests may drive a form through the slices above it.
/** @type {Record<string, Record<string, string[] | null>>} */
const slices = {
  'public-forms': {},
  attachments: { 'public-forms': null },
  consultation: { 'public-forms': null, attachments: null },
  contact: { 'public-forms': null, attachments: null },
  submissions: { consultation: ['options', 'mails'], contact: ['mails'], attachments: null },
};

/** @param {string} feature @returns {Pattern[]} */
function sliceDirection(feature) {
  const uses = slices[feature];
  if (!uses) return [];
  return Object.keys(slices)
    .filter((other) => other !== feature && uses[other] !== null)
    .map((other) => {
      const modules = uses[other];
      return modules
        ? {
            regex: `^@/features/${other}/(?!(${modules.join('|')})$)`,
            message: `${feature} uses ${other} only through ${modules.map((m) => `${m}.ts`).join(' and ')}.`,
          }
        : {
            regex: `^@/features/${other}(/|$)`,
            message: `${feature} must not use ${other}: public-forms <- attachments <- consultation, contact <- submissions.`,
          };
    });
}

const featureBoundaries = features.flatMap((feature) => {
  const others = features.filter((f) => f !== feature);
  const patterns = [
    {
      ...layer('app'),
      message:
        'Features must not import from app/: pass data or components down from the route instead.',
    },
    {
      regex: `^@/features/(?!${feature}/)[^/]+/[^/]+/`,
      message:
        'Use another feature only through its top-level modules (queries.ts, schemas.ts, actions.ts), not its internals.',
    },
  ];
  if (others.length > 0) {
    patterns.push({
      regex: `^(\\.\\./)+(${others.join('|')})(/|$)`,
      message: 'Import another feature as @/features/<name>/<module>, not through a relative path.',
    });
  }
  const direction = sliceDirection(feature);
  if (direction.length === 0) return [restrict([`src/features/${feature}/**`], patterns)];
  return [
    restrict([`src/features/${feature}/**`], [...patterns, ...direction]),
    restrict([`src/features/${feature}/**/*.test.{ts,tsx}`], patterns),
  ];
});

// ADR 006: the public pages' JavaScript budget is spent almost entirely by the framework, so
// code a visitor's page can load imports no back-office library. It is the typescript-eslint
// twin of no-restricted-imports, so these blocks and the layer blocks above do not replace
// each other; type-only imports ship nothing and are allowed. A library reached through a
// shared module is caught by src/app/public-client-imports.test.ts, which follows imports.
/** @param {string[]} files @param {string[]} ignores @param {Pattern[]} patterns */
const publicCode = (files, ignores, patterns) => ({
  files,
  ignores: [...ignores, '**/*.test.{ts,tsx}'],
  rules: {
    '@typescript-eslint/no-restricted-imports': [
      'error',
      { patterns: patterns.map((pattern) => ({ ...pattern, allowTypeImports: true })) },
    ],
    // plain links are the rule here, not an oversight (ADR 013)
    '@next/next/no-html-link-for-pages': 'off',
  },
});
// the paths and libraries come from scripts/lib/public-boundary.mjs, which the test reads too; the
// sign-in page may load the auth client but not the back office's primitives
const publicBoundaries = [
  publicCode(
    publicFiles,
    [...signInFiles, ...backOfficeFiles],
    [...backOfficeLibraries, authClientLibrary],
  ),
  publicCode(signInFiles, backOfficeFiles, [
    ...backOfficeLibraries,
    {
      regex: `^@/(components/ui/(${backOfficePrimitives.join('|')})|lib/utils)$`,
      message:
        'The sign-in page is public: plain elements with the class strings of @/components/ui/button-variants and input-classes (ADR 006).',
    },
  ]),
];

const config = [
  {
    ignores: [
      '.next/**',
      '.next-*/**',
      'node_modules/**',
      'data/**',
      'drizzle/**',
      'next-env.d.ts',
      '.tmp/**',
      'test-results/**',
      'playwright-report/**',
      'blob-report/**',
      'coverage/**',
      'bench/results/**',
    ],
  },
  ...next,
  ...nextTs,
  {
    rules: {
      // a leading underscore marks a parameter or binding that is unused on purpose
      '@typescript-eslint/no-unused-vars': [
        'warn',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrorsIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
    },
  },
  {
    // No module reaches itself through its imports (type-only imports aside): a cycle makes
    // load order decide what is defined, and ties slices that should build one way. The
    // plugin and its resolvers come from eslint-config-next's block, hence the same files;
    // packages are left unparsed, as a cycle through one could not be ours.
    files: ['**/*.{js,jsx,mjs,ts,tsx,mts,cts}'],
    // nothing imports a test, so no cycle runs through one: following their imports again for
    // each of them was a fifth of the rule's time
    ignores: ['**/*.test.{ts,tsx}', 'e2e/**', 'test/**'],
    settings: { 'import/ignore': ['node_modules'] },
    rules: { 'import/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // One logger: every line with a level and a component (src/server/log.mjs; in the browser
    // src/lib/browser-log.ts). Scripts that print to a terminal keep console.
    files: ['src/**', 'server.mjs', 'packages/**'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'no-console': 'error' },
  },
  {
    // tool configuration files export their settings object by convention
    files: ['*.config.{js,mjs,cjs,ts}'],
    rules: { 'import/no-anonymous-default-export': 'off' },
  },
  // first: the blocks after it narrow it for their layers
  { ...restrict(['src/**'], []), ignores: ['src/components/admin/**'] },
  restrict(
    ['src/components/ui/**', 'src/lib/**'],
    [
      {
        ...layer('server'),
        message: 'components/ui and lib sit below server/: they must not import it.',
      },
      {
        ...layer('features'),
        message: 'components/ui and lib sit below features/: they must not import them.',
      },
      { ...layer('app'), message: 'components/ui and lib must not import from app/.' },
      {
        regex: '^(@/components/|\\.\\./)layout(/|$)',
        message: 'components/ui must not import components/layout.',
      },
    ],
  ),
  restrict(
    ['src/server/**'],
    [
      {
        ...layer('features'),
        message: 'server/ is infrastructure below features/: it must not import them.',
      },
      { ...layer('app'), message: 'server/ must not import from app/.' },
    ],
  ),
  restrict(
    ['src/components/layout/**'],
    [{ ...layer('app'), message: 'components/layout must not import from app/.' }],
  ),
  {
    // src/lib/zod.ts turns off zod's eval probe, which the Content-Security-Policy reports;
    // the toast outlet loads sonner only where a toast is shown, and is the one toast API
    files: ['src/**'],
    ignores: ['src/lib/zod.ts', 'src/components/ui/toast-outlet.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "ImportDeclaration[source.value='zod']",
          message:
            "Import z from '@/lib/zod', which configures zod for the Content-Security-Policy.",
        },
        {
          selector: "ImportDeclaration[source.value='sonner']",
          message: "Import toast from '@/components/ui/toast-outlet', the site's one toast API.",
        },
      ],
    },
  },
  ...featureBoundaries,
  ...publicBoundaries,
];

export default config;
