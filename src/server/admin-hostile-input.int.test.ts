import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { testDatabases } from '#test/databases';
import { sql } from 'drizzle-orm';
import { caller } from '#test/admin-actions';
import {
  BAD_IDS,
  CONTROL,
  DATA_URL,
  HUGE,
  IMG_ONERROR,
  JS_URL,
  JS_URL_MIXED,
  PROTOCOL_RELATIVE,
  SCRIPT,
  SQLISH,
  VBSCRIPT_URL,
  WRONG_TYPES,
  expectNoLeak,
  expectPrototypesClean,
  pollutingKeys,
} from '#test/hostile';
import { countWrites, everything, snapshot } from '#test/snapshot';
import { adminActions } from '#test/source-tree';
import { withoutControls } from '@/components/admin/fields';
import type { Connection } from '@/server/db/connect';
import * as schema from '@/server/db/schema';
import { captureLog } from '#test/log-lines';

// Every admin server action, called by the signed-in admin with what a hostile or
// broken client could send: wrong types, missing fields, oversized strings,
// prototype-polluting keys, impossible ids, script and javascript: URLs. Each one
// is refused with a message meant for the owner (never the server's failure
// message, a stack trace or a path) and changes nothing; the few that are fine
// to store (a script tag in a plain text field, SQL-looking text) are stored
// inert. The actions are discovered from the source tree, and every one must
// be described below, so a new action cannot go untested.

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'admin-hostile-'));
process.env.DATA_DIR = dataDir;
process.env.SITE_URL = 'http://localhost:3362';
process.env.AUTH_SECRET = 'admin-hostile-test-secret-'.padEnd(48, 'x');
delete process.env.DATABASE_URL;
delete process.env.ADMIN_EMAIL;
delete process.env.ADMIN_PASSWORD;
// where a reply's answers go: without it replying is refused before the input matters
process.env.OWNER_EMAIL = 'owner@example.com';

vi.mock('@/server/db', async () => (await import('#test/admin-actions')).mockDb());
vi.mock('@/server/auth/guard', async () => (await import('#test/admin-actions')).mockGuard());
vi.mock('next/headers', async () => (await import('#test/request-context')).mockHeaders());
vi.mock('next/cache', async () => (await import('#test/request-context')).mockCache());

/** What a field holds, which decides the hostile values it is sent. */
type Kind =
  | 'id'
  | 'optionalId' // an id that may be left out: then the action creates a row
  | 'text' // plain text shown on a page (escaped when rendered)
  | 'required' // plain text that must not be empty
  | 'url' // a link or a media address
  | 'list' // a list of short texts
  | 'enum'
  | 'bool'
  | 'date'
  | 'html' // the blog's article body, cleaned before it is stored
  | 'secret' // a password: hashed when used, never stored or shown as sent
  | 'oneLine' // a mail subject: text that must stay on one line (header injection)
  | 'version' // the updated_at a form was opened on (optimistic concurrency)
  | 'int' // a small whole number (an hour, a count)
  | 'slug' // a post's or project's address: lower-case words and hyphens, not a reserved word
  | 'lookup' // text that names something to find (a missed address), never stored as sent
  | 'file' // a file's text (a CSV import), read row by row
  | 'percent'; // a whole number from 0 to 100 (a focal point)

/**
 * `fresh`: each stored-inert call starts from the fixture rows again, for actions that refuse
 * a second identical call by design (a stale form, a name already taken).
 */
type Spec =
  { base: Record<string, unknown>; fields: Record<string, Kind>; fresh?: true } | 'no-input';

const byId: Spec = { base: { id: 1 }, fields: { id: 'id' } };
const move: Spec = { base: { id: 1, direction: 'down' }, fields: { id: 'id', direction: 'enum' } };
const toggle: Spec = { base: { id: 1, value: true }, fields: { id: 'id', value: 'bool' } };
const submission = (extra: Record<string, unknown> = {}, fields: Record<string, Kind> = {}) => ({
  base: { kind: 'contact', id: 1, ...extra },
  fields: { kind: 'enum', id: 'id', ...fields } as Record<string, Kind>,
});

const VERSION = '2026-11-30T10:00:00.000Z';
const reply = {
  base: {
    kind: 'consultation',
    id: 2,
    subject: 'Re: Your request',
    body: 'Thank you.',
    repliesSeen: 0,
  },
  fields: { kind: 'enum', id: 'id', subject: 'oneLine', body: 'required', repliesSeen: 'int' },
  fresh: true,
} satisfies Spec;
const snippet = { name: 'Welcome', body: 'Dear {first name}, thank you.' };

const post = {
  title: 'Light studies',
  excerpt: 'How daylight moves.',
  content: '<p>Body</p>',
  author: 'Elena',
  category: 'Technology',
  tags: ['light'],
  imageUrl: '/media/project-images/cover.jpg',
  imageAlt: 'Cover',
  status: 'draft',
};
const postFields: Record<string, Kind> = {
  title: 'required',
  slug: 'slug',
  excerpt: 'text',
  content: 'html',
  author: 'text',
  category: 'required',
  tags: 'list',
  imageUrl: 'url',
  imageAlt: 'text',
  featured: 'bool',
  status: 'enum',
  publishedAt: 'date',
};
const project = {
  title: 'Harbour Residence',
  description: 'A house',
  categoryId: 1,
  website: 'https://example.com',
  projectDate: '2024-05-01',
  images: [{ type: 'image', url: '/media/project-images/a.jpg', alt: 'A' }],
  coverImage: '/media/project-images/a.jpg',
};
const projectFields: Record<string, Kind> = {
  title: 'required',
  slug: 'slug',
  description: 'text',
  details: 'text',
  categoryId: 'optionalId',
  client: 'text',
  website: 'url',
  projectDate: 'date',
  youtubeVideos: 'list',
  featured: 'bool',
  coverImage: 'url',
  coverAlt: 'text',
  visibility: 'enum',
  password: 'secret',
};
const hero = {
  title: 'Slide',
  description: 'Words',
  imageUrl: '/media/project-images/a.jpg',
  imageAlt: 'A',
  mediaType: 'image',
  ctaText: 'Go',
  ctaLink: '/request-consultation',
};
const heroFields: Record<string, Kind> = {
  title: 'required',
  description: 'text',
  imageUrl: 'url',
  imageAlt: 'text',
  mediaType: 'enum',
  ctaText: 'text',
  ctaLink: 'url',
  isActive: 'bool',
};
const service = { title: 'Visualization', description: 'Images', bullets: ['Stills'] };
const serviceFields: Record<string, Kind> = {
  title: 'required',
  description: 'text',
  iconName: 'text',
  category: 'text',
  bullets: 'list',
  isActive: 'bool',
};
const client = { name: 'Northlight', industry: 'Lighting', logoUrl: '/media/project-images/l.png' };
const clientFields: Record<string, Kind> = {
  name: 'required',
  industry: 'text',
  logoUrl: 'url',
  isFeatured: 'bool',
};
const video = { title: 'Walkthrough', youtubeUrl: 'https://www.youtube.com/watch?v=abcdefghijk' };
const videoFields: Record<string, Kind> = {
  title: 'required',
  serviceCategory: 'text',
  youtubeUrl: 'url',
  description: 'text',
  isActive: 'bool',
};

const SPECS: Record<string, Spec> = {
  'src/features/addresses/actions.ts#saveRedirect': {
    base: { source: '/old-page.html', target: '/faq', status: 301 },
    fields: { id: 'optionalId', source: 'url', target: 'url', status: 'enum' },
  },
  'src/features/addresses/actions.ts#deleteRedirect': byId,
  'src/features/addresses/actions.ts#importRedirects': {
    base: { csv: '/old-a.html,/faq\n/old-b.html,/projects,302' },
    fields: { csv: 'file' },
  },
  'src/features/addresses/actions.ts#dismissMissedAddress': {
    base: { path: '/old-page.html' },
    fields: { path: 'lookup' },
  },
  'src/features/addresses/actions.ts#checkSlugAction': {
    base: { kind: 'post', slug: 'a-fresh-address', id: 1 },
    fields: { kind: 'enum', slug: 'slug', id: 'optionalId' },
  },
  'src/features/legal/actions.ts#saveLegalPage': {
    base: {
      key: 'privacy',
      title: 'Privacy Policy',
      intro: 'How I use it.',
      content: '<p>Words</p>',
    },
    fields: { key: 'enum', title: 'required', intro: 'text', content: 'html' },
  },
  'src/features/media/actions.ts#updateMediaFocusAction': {
    base: { id: 1, focalX: 30, focalY: 70 },
    fields: { id: 'id', focalX: 'percent', focalY: 'percent' },
  },
  'src/features/about/actions.ts#saveAboutContent': {
    base: { mainTitle: 'About', mainDescription: 'Text', notableProjects: ['One'] },
    fields: {
      mainTitle: 'text',
      mainDescription: 'text',
      journeyContent: 'text',
      notableProjects: 'list',
      softwareList: 'list',
    },
  },
  'src/features/auth/actions.ts#revokeSessionAction': 'no-input',
  'src/features/auth/actions.ts#revokeOtherSessionsAction': 'no-input',
  'src/features/awards/actions.ts#saveAward': {
    base: { id: 1, title: 'Best Render', imageUrl: '/media/project-images/a.jpg' },
    fields: {
      id: 'optionalId',
      title: 'required',
      category: 'text',
      projectName: 'text',
      status: 'enum',
      description: 'text',
      organization: 'text',
      imageUrl: 'url',
    },
  },
  'src/features/awards/actions.ts#deleteAward': byId,
  'src/features/attachments/budget-actions.ts#saveAttachmentBudget': {
    base: { dailyMb: 200, quotaMb: 5120 },
    fields: { dailyMb: 'int', quotaMb: 'int' },
  },
  'src/features/booking/actions.ts#saveAvailability': {
    base: {
      enabled: true,
      timeZone: 'Europe/London',
      weeklyHours: {
        mon: [{ start: '09:00', end: '17:00' }],
        tue: [],
        wed: [],
        thu: [],
        fri: [],
        sat: [],
        sun: [],
      },
      callMinutes: 60,
      bufferMinutes: 15,
      noticeMinutes: 1440,
      horizonDays: 30,
      maxPerDay: null,
      reminderMinutes: 1440,
      meetingDetails: 'https://meet.example.com/elena',
      bookableOfferings: ['general-consultation'],
    },
    fields: {
      enabled: 'bool',
      timeZone: 'enum',
      meetingDetails: 'text',
      bookableOfferings: 'list',
    },
  },
  'src/features/booking/actions.ts#addDateRule': {
    base: { kind: 'off', startsOn: '2030-01-07', endsOn: '2030-01-11', hours: [], note: 'Away' },
    fields: { kind: 'enum', startsOn: 'date', endsOn: 'date', note: 'text' },
  },
  'src/features/booking/actions.ts#deleteDateRule': byId,
  'src/features/booking/actions.ts#cancelBooking': byId,
  'src/features/booking/actions.ts#moveBooking': {
    base: { id: 1, date: '2030-01-15', time: '10:00' },
    fields: { id: 'id', date: 'date' },
  },
  'src/features/booking/actions.ts#renewFeedAddress': 'no-input',
  'src/features/booking/read-actions.ts#requestBookingAction': {
    base: { requestId: 1 },
    fields: { requestId: 'id' },
  },
  'src/features/blog/actions.ts#createPost': { base: post, fields: postFields },
  'src/features/blog/actions.ts#updatePost': {
    base: { ...post, id: 1 },
    fields: { ...postFields, id: 'id' },
  },
  'src/features/blog/actions.ts#deletePost': byId,
  'src/features/blog/actions.ts#renewPreviewLink': byId,
  'src/features/clients/actions.ts#createClient': { base: client, fields: clientFields },
  'src/features/clients/actions.ts#updateClient': {
    base: { ...client, id: 1 },
    fields: { ...clientFields, id: 'id' },
  },
  'src/features/clients/actions.ts#setClientFeatured': toggle,
  'src/features/clients/actions.ts#moveClient': move,
  'src/features/clients/actions.ts#deleteClient': byId,
  'src/features/faq/actions.ts#createFaqCategory': {
    base: { name: 'Process' },
    fields: { name: 'required' },
  },
  'src/features/faq/actions.ts#renameFaqCategory': {
    base: { id: 1, name: 'Process' },
    fields: { id: 'id', name: 'required' },
  },
  'src/features/faq/actions.ts#moveFaqCategory': move,
  'src/features/faq/actions.ts#deleteFaqCategory': byId,
  'src/features/faq/actions.ts#createFaqEntry': {
    base: { categoryId: 1, question: 'How long?', answer: 'Two weeks.' },
    fields: { categoryId: 'id', question: 'required', answer: 'required' },
  },
  'src/features/faq/actions.ts#updateFaqEntry': {
    base: { id: 1, categoryId: 1, question: 'How long?', answer: 'Two weeks.' },
    fields: { id: 'id', categoryId: 'id', question: 'required', answer: 'required' },
  },
  'src/features/faq/actions.ts#moveFaqEntry': move,
  'src/features/faq/actions.ts#deleteFaqEntry': byId,
  'src/features/hero/actions.ts#createHeroSlide': { base: hero, fields: heroFields },
  'src/features/hero/actions.ts#updateHeroSlide': {
    base: { ...hero, id: 1 },
    fields: { ...heroFields, id: 'id' },
  },
  'src/features/hero/actions.ts#setHeroSlideActive': toggle,
  'src/features/hero/actions.ts#moveHeroSlide': move,
  'src/features/hero/actions.ts#deleteHeroSlide': byId,
  'src/features/media/actions.ts#updateMediaAltAction': {
    base: { id: 1, alt: 'A picture' },
    fields: { id: 'id', alt: 'text', decorative: 'bool' },
  },
  'src/features/media/actions.ts#deleteMediaAction': {
    base: { id: 1 },
    fields: { id: 'id', confirmInUse: 'bool' },
  },
  'src/features/press/actions.ts#savePressArticle': {
    base: { id: 1, title: 'Featured', date: '2024-05-01', externalLink: 'https://example.com/a' },
    fields: {
      id: 'optionalId',
      title: 'required',
      publication: 'text',
      date: 'date',
      excerpt: 'text',
      category: 'text',
      imageUrl: 'url',
      externalLink: 'url',
      isFeatured: 'bool',
    },
  },
  'src/features/press/actions.ts#deletePressArticle': byId,
  'src/features/pricing/actions.ts#savePricingPackage': {
    base: { id: 1, priceRange: '£2,000', includes: ['Three views'] },
    fields: {
      id: 'optionalId',
      serviceType: 'enum',
      tier: 'enum',
      region: 'enum',
      priceRange: 'text',
      timeline: 'text',
      hourlyRate: 'text',
      includes: 'list',
    },
  },
  'src/features/pricing/actions.ts#deletePricingPackage': byId,
  'src/features/projects/actions.ts#createProject': { base: project, fields: projectFields },
  'src/features/projects/actions.ts#updateProject': {
    base: { ...project, id: 1 },
    fields: { ...projectFields, id: 'id' },
  },
  'src/features/projects/actions.ts#deleteProject': byId,
  'src/features/projects/actions.ts#setProjectFeatured': {
    base: { id: 1, featured: true },
    fields: { id: 'id', featured: 'bool' },
  },
  'src/features/projects/actions.ts#moveProject': move,
  'src/features/projects/actions.ts#createCategory': {
    base: { name: 'Spatial' },
    fields: { name: 'required' },
  },
  'src/features/projects/actions.ts#renameCategory': {
    base: { id: 1, name: 'Spatial' },
    fields: { id: 'id', name: 'required' },
  },
  'src/features/projects/actions.ts#moveCategory': move,
  'src/features/projects/actions.ts#deleteCategory': byId,
  'src/features/services/actions.ts#createService': { base: service, fields: serviceFields },
  'src/features/services/actions.ts#updateService': {
    base: { ...service, id: 1 },
    fields: { ...serviceFields, id: 'id' },
  },
  'src/features/services/actions.ts#setServiceActive': toggle,
  'src/features/services/actions.ts#moveService': move,
  'src/features/services/actions.ts#deleteService': byId,
  'src/features/settings/actions.ts#saveSiteSettings': {
    base: {
      siteTitle: 'Studio',
      contactEmail: 'hello@example.com',
      socialLinks: [{ label: 'Instagram', url: 'https://instagram.com/studio' }],
    },
    fields: {
      siteTitle: 'text',
      siteDescription: 'text',
      ogImage: 'url',
      twitterHandle: 'text',
      faviconUrl: 'url',
      logoUrl: 'url',
      ownerName: 'text',
      phone: 'text',
      whatsapp: 'text',
      locations: 'list',
    },
  },
  'src/features/submissions/actions.ts#setSubmissionStatusAction': submission(
    { status: 'read' },
    { status: 'enum' },
  ),
  'src/features/submissions/actions.ts#markNotSpamAction': submission(),
  'src/features/submissions/actions.ts#deleteSubmissionAction': submission(),
  'src/features/submissions/actions.ts#bulkSubmissionsAction': {
    base: { operation: 'read', keys: ['contact:1'] },
    fields: { operation: 'enum', keys: 'list' },
  },
  'src/features/submissions/actions.ts#bulkMatchingAction': {
    base: { operation: 'read', tab: 'contact', status: 'all', q: '', awaiting: false },
    fields: { operation: 'enum', tab: 'enum', status: 'enum', q: 'text', awaiting: 'bool' },
  },
  'src/features/submissions/actions.ts#emptySpamAction': {
    base: { confirm: true },
    fields: { confirm: 'bool' },
  },
  'src/features/submissions/actions.ts#retryMailAction': {
    base: { mailId: 1 },
    fields: { mailId: 'id' },
  },
  'src/features/submissions/lead/actions.ts#sendReplyAction': reply,
  'src/features/submissions/lead/actions.ts#markRepliedAction': {
    base: { kind: 'consultation', id: 2, replied: true },
    fields: { kind: 'enum', id: 'id', replied: 'bool' },
  },
  'src/features/submissions/lead/actions.ts#addNoteAction': {
    base: { kind: 'consultation', id: 2, body: 'Called her on Monday.' },
    fields: { kind: 'enum', id: 'id', body: 'required' },
  },
  'src/features/submissions/lead/actions.ts#editNoteAction': {
    base: { id: 1, body: 'Called her on Tuesday.', version: VERSION },
    fields: { id: 'id', body: 'required', version: 'version' },
    fresh: true,
  },
  'src/features/submissions/lead/actions.ts#deleteNoteAction': {
    base: { id: 1, version: VERSION },
    fields: { id: 'id', version: 'version' },
  },
  'src/features/submissions/snippets/actions.ts#createSnippetAction': {
    base: { name: 'Follow-up', body: snippet.body },
    fields: { name: 'required', body: 'required' },
    fresh: true,
  },
  'src/features/submissions/snippets/actions.ts#updateSnippetAction': {
    base: { id: 1, ...snippet, version: VERSION },
    fields: { id: 'id', name: 'required', body: 'required', version: 'version' },
    fresh: true,
  },
  'src/features/submissions/snippets/actions.ts#deleteSnippetAction': {
    base: { id: 1, version: VERSION },
    fields: { id: 'id', version: 'version' },
  },
  'src/features/submissions/digest/actions.ts#saveDigestAction': {
    base: { hour: 8, timeZone: 'Europe/London' },
    fields: { hour: 'int', timeZone: 'enum' },
  },
  'src/features/videos/actions.ts#createVideo': { base: video, fields: videoFields },
  'src/features/videos/actions.ts#updateVideo': {
    base: { ...video, id: 1 },
    fields: { ...videoFields, id: 'id' },
  },
  'src/features/videos/actions.ts#setVideoActive': toggle,
  'src/features/videos/actions.ts#moveVideo': move,
  'src/features/videos/actions.ts#deleteVideo': byId,
};

type Case = { label: string; input: unknown };

/** Hostile values a field of each kind must refuse. */
const REFUSED: Record<Kind, [string, unknown][]> = {
  id: BAD_IDS,
  optionalId: BAD_IDS.filter(([label]) => label !== 'null'),
  required: [['an oversized string', HUGE], ['nothing but spaces', '   '], ...WRONG_TYPES],
  text: [['an oversized string', HUGE], ...WRONG_TYPES],
  url: [
    ['a javascript: URL', JS_URL],
    ['a javascript: URL in mixed case', JS_URL_MIXED],
    ['a data: URL', DATA_URL],
    ['a vbscript: URL', VBSCRIPT_URL],
    ['a protocol-relative URL', PROTOCOL_RELATIVE],
    ['an oversized URL', `https://example.com/${HUGE}`],
    ['an array', ['https://example.com']],
  ],
  list: [
    ['a string for a list', 'one, two'],
    ['an oversized item', [HUGE]],
    ['ten thousand items', Array.from({ length: 10_000 }, (_, i) => `item ${i}`)],
    ['objects for strings', [{ toString: 'x' }]],
  ],
  enum: [
    ['an unknown choice', 'bogus'],
    ['a choice in an array', ['up']],
    ['SQL for a choice', SQLISH],
  ],
  bool: [
    ['a string for a boolean', 'true'],
    ['a number for a boolean', 1],
  ],
  date: [
    ['an impossible date', '2024-13-45'],
    ['a date past year 9999', '99999-01-01'],
    ['words for a date', 'next tuesday'],
    ['a date before the database can hold', '-271821-04-20T00:00:00Z'],
  ],
  html: [
    ['an oversized article', 'A'.repeat(600_000)],
    ['a number for an article', 42],
  ],
  secret: [['an oversized password', HUGE], ...WRONG_TYPES],
  oneLine: [
    ['a header injection (CR LF)', 'Hello\r\nBcc: victim@example.com'],
    ['a bare line feed', 'Hello\nX-Evil: 1'],
    ['a Unicode line separator', 'Hello\u2028Bcc: victim@example.com'],
    ['an oversized subject', HUGE],
    ['nothing but spaces', '   '],
    ...WRONG_TYPES,
  ],
  version: [
    ['words for a version', 'yesterday'],
    ['a number for a version', 1_700_000_000_000],
    ['SQL for a version', SQLISH],
    ['an array', [VERSION]],
  ],
  int: [
    ['a string for a number', '8'],
    ['a fraction', 7.5],
    ['a negative number', -1],
    ['a huge number', 1e12],
    ['a boolean', true],
  ],
  slug: [
    ['an oversized address', HUGE],
    ['a script tag', SCRIPT],
    ['a reserved word', 'admin'],
    ['a path', '../admin'],
    ['a protocol-relative address', PROTOCOL_RELATIVE],
    ['an empty address', ''],
    ['digits only', '2024'],
    ['capitals and spaces', 'Light Studies'],
    ...WRONG_TYPES,
  ],
  lookup: [['an oversized string', HUGE], ['nothing but spaces', '   '], ...WRONG_TYPES],
  file: [['a file past 512 KB', 'A'.repeat(600_000)], ['an empty file', '   '], ...WRONG_TYPES],
  percent: [
    ['a string for a number', '50'],
    ['a fraction', 12.5],
    ['below the image', -1],
    ['past the image', 101],
    ['a huge number', 1e308],
    ['not a number', Number.NaN],
    ['a boolean', true],
  ],
};

/** Text the owner may legitimately type: stored, and stored inert. */
const STORED_INERT: [string, string][] = [
  ['a script tag', SCRIPT],
  ['SQL-looking text', SQLISH],
  ['control characters', CONTROL],
];

function refusedCases(spec: Exclude<Spec, 'no-input'>): Case[] {
  const cases: Case[] = [
    { label: 'no input', input: undefined },
    { label: 'null', input: null },
    { label: 'a string', input: 'garbage' },
    { label: 'a number', input: 42 },
    { label: 'an array of the input', input: [spec.base] },
  ];
  for (const [field, kind] of Object.entries(spec.fields)) {
    for (const [label, value] of REFUSED[kind]) {
      cases.push({ label: `${field}: ${label}`, input: { ...spec.base, [field]: value } });
    }
    if (kind === 'required' || kind === 'id') {
      const { [field]: _, ...rest } = spec.base;
      cases.push({ label: `${field} missing`, input: rest });
    }
  }
  return cases;
}

const described = Object.entries(SPECS).filter(
  (entry): entry is [string, Exclude<Spec, 'no-input'>] => entry[1] !== 'no-input',
);
const REFUSED_COUNT = described.reduce((n, [, spec]) => n + refusedCases(spec).length, 0);
const INERT_COUNT = described.reduce(
  (n, [, spec]) =>
    n +
    Object.values(spec.fields).filter((k) => k === 'text' || k === 'required').length *
      STORED_INERT.length +
    (Object.values(spec.fields).includes('html') ? 1 : 0) +
    1, // the polluting keys
  0,
);

const FIXTURE_TABLES = [
  'project_categories',
  'projects',
  'blog_posts',
  'faq_categories',
  'faq_entries',
  'hero_slides',
  'services',
  'clients',
  'awards',
  'press_articles',
  'pricing_packages',
  'video_showcases',
  'media_library',
  'contact_submissions',
  'consultation_requests',
  'mail_outbox',
  'about_content',
  'site_settings',
  'booking_settings',
  'booking_date_rules',
  'bookings',
  'inbox_notes',
  'inbox_replies',
  'inbox_events',
  'reply_snippets',
  'legal_pages',
  'redirects',
  'missed_addresses',
];

/** Ids 1 of every table the actions touch, so a refusal is always the input's doing. */
async function fixtures(db: Connection['db']): Promise<void> {
  await db.insert(schema.projectCategories).values({ name: 'Architectural Visualization' });
  await db.insert(schema.projects).values({ title: 'Harbour Residence', categoryId: 1 });
  await db.insert(schema.projects).values({ title: 'Quiet Pavilion', displayOrder: 1 });
  await db.insert(schema.blogPosts).values({ title: 'Light studies', status: 'draft' });
  await db.insert(schema.faqCategories).values({ name: 'Process' });
  await db.insert(schema.faqEntries).values({ categoryId: 1, question: 'How?', answer: 'So.' });
  await db.insert(schema.heroSlides).values({ title: 'Slide' });
  await db.insert(schema.services).values({ title: 'Visualization' });
  await db.insert(schema.clients).values({ name: 'Northlight' });
  await db.insert(schema.awards).values({ title: 'Best Render' });
  await db.insert(schema.pressArticles).values({ title: 'Featured' });
  await db.insert(schema.pricingPackages).values({ priceRange: '£2,000' });
  await db
    .insert(schema.videoShowcases)
    .values({ title: 'Walkthrough', youtubeUrl: 'https://www.youtube.com/watch?v=abcdefghijk' });
  await db.insert(schema.mediaLibrary).values({
    filename: 'a.jpg',
    fileType: 'image',
    fileUrl: '/media/project-images/a.jpg',
    fileSize: 10,
    mimeType: 'image/jpeg',
  });
  const visitor = { name: 'Ada', email: 'ada@example.com', message: 'Hello there, studio.' };
  await db.insert(schema.contactSubmissions).values({ ...visitor, status: 'spam' });
  await db.insert(schema.consultationRequests).values({ ...visitor, status: 'spam' });
  // a call of the consultation request, in 2030, and the availability it was booked under
  await db.insert(schema.bookingSettings).values({
    id: 1,
    enabled: true,
    weeklyHours: { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] },
    feedSecret: 'fixture-feed-secret',
  });
  await db.insert(schema.bookingDateRules).values({
    kind: 'off',
    startsOn: '2030-02-01',
    endsOn: '2030-02-01',
  });
  await db.insert(schema.bookings).values({
    requestId: 1,
    offering: 'general-consultation',
    startsAt: new Date('2030-01-14T10:00:00Z'),
    endsAt: new Date('2030-01-14T11:00:00Z'),
    blockedUntil: new Date('2030-01-14T11:15:00Z'),
    ownerDay: '2030-01-14',
    ownerTimeZone: 'Europe/London',
    visitorTimeZone: 'Europe/London',
    uid: 'fixture-call@example.com',
  });
  // answerable ones too, for the lead desk's actions
  await db.insert(schema.contactSubmissions).values(visitor);
  await db.insert(schema.consultationRequests).values(visitor);
  await db.insert(schema.inboxNotes).values({
    consultationId: 2,
    body: 'A note',
    createdAt: new Date(VERSION),
    updatedAt: new Date(VERSION),
  });
  await db
    .insert(schema.replySnippets)
    .values({ ...snippet, createdAt: new Date(VERSION), updatedAt: new Date(VERSION) });
  await db.insert(schema.mailOutbox).values({
    kind: 'contact-owner',
    to: 'owner@example.com',
    subject: 'New message',
    text: 'Hello',
    ref: 'contact:1',
    status: 'failed',
  });
}

type Result = { ok: boolean; message?: string; data?: unknown };

describe('the hostile admin inputs', () => {
  it(`number ${REFUSED_COUNT} refused and ${INERT_COUNT} stored inert`, async () => {
    console.log(
      `[hostile] admin actions: ${REFUSED_COUNT + INERT_COUNT} hostile inputs ` +
        `(${REFUSED_COUNT} refused, ${INERT_COUNT} stored inert)`,
    );
    expect(REFUSED_COUNT + INERT_COUNT).toBeGreaterThan(800);
  });

  it('describe every admin action of the source tree', async () => {
    const found = (await adminActions()).map(([id]) => id).sort();
    expect(found).toEqual(Object.keys(SPECS).sort());
  });
});

describe.each(testDatabases())('admin actions under hostile input on $name', ({ open }) => {
  // one database for the run; each test starts from the same fixture rows
  let conn: Connection;
  let actions: Map<string, (input: unknown) => Promise<Result>>;
  beforeAll(async () => {
    conn = await open();
    caller.db = conn.db;
    caller.who = 'admin';
    actions = new Map(
      (await adminActions()).map(([id, fn]) => [id, fn as (input: unknown) => Promise<Result>]),
    );
  });
  const reset = async () => {
    await conn.db.execute(
      sql`truncate ${sql.join(
        FIXTURE_TABLES.map((t) => sql.identifier(t)),
        sql`, `,
      )} restart identity cascade`,
    );
    await fixtures(conn.db);
  };
  beforeEach(reset);
  afterAll(async () => {
    expectPrototypesClean();
    caller.db = undefined;
    await conn?.close();
  });

  it.each(described)('%s refuses what it must, changing nothing', async (id, spec) => {
    const action = actions.get(id)!;
    // the base input is valid, so each refusal below is the hostile value's doing
    const before = await snapshot(conn.db);
    const writes = await countWrites(conn.db);
    for (const { label, input } of refusedCases(spec)) {
      const log = captureLog('error');
      const result = await action(input);
      log.restore();
      expect(result.ok, `${label} was accepted`).toBe(false);
      expect(result.message, `${label}: the server failed`).not.toMatch(/went wrong on the server/);
      expect(result.message, `${label}: no message`).toBeTruthy();
      expect(log.lines, `${label} was logged as a server failure`).toEqual([]);
      expectNoLeak(JSON.stringify(result), label);
      expect(await writes(), `${label} changed the database`).toBe(0);
    }
    expect(await snapshot(conn.db)).toEqual(before);
    expectPrototypesClean();
  });

  it.each(described)('%s stores hostile text inert', async (id, spec) => {
    const action = actions.get(id)!;
    for (const [field, kind] of Object.entries(spec.fields)) {
      if (kind !== 'text' && kind !== 'required') continue;
      for (const [label, value] of STORED_INERT) {
        if (spec.fresh) await reset();
        const result = await action({ ...spec.base, [field]: `${value} ${field}` });
        expect(result.ok, `${field}: ${label} refused (${result.message})`).toBe(true);
        const stored = await everything(conn.db);
        // kept as typed, as plain text (escaped when shown), less any control characters:
        // NUL, escapes and bells never reach the database
        expect(stored, `${field}: ${label}`).toContain(`${withoutControls(value)} ${field}`);
        expect(stored).not.toMatch(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/);
      }
    }

    if (Object.values(spec.fields).includes('html')) {
      const result = await action({
        ...spec.base,
        content: `<p>Hi</p>${SCRIPT}${IMG_ONERROR}<a href="${JS_URL}">x</a><iframe src="${DATA_URL}"></iframe>`,
      });
      expect(result.ok).toBe(true);
      const bodies = [
        ...(await conn.db.select({ content: schema.blogPosts.content }).from(schema.blogPosts)),
        ...(await conn.db.select({ content: schema.legalPages.content }).from(schema.legalPages)),
      ];
      expect(bodies.length).toBeGreaterThan(0);
      for (const { content } of bodies) {
        expect(content).not.toMatch(/<script|onerror|javascript:|<iframe|data:text/i);
      }
    }

    if (spec.fresh) await reset();
    const polluted = await action({ ...spec.base, ...pollutingKeys() });
    expectNoLeak(JSON.stringify(polluted));
    expectPrototypesClean();
    expect(await everything(conn.db)).not.toContain('polluted');
  });
});

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
