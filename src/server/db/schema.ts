import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { mailOutbox } from './auth-schema';

export const awardStatus = pgEnum('award_status', ['Winner', 'Nominated', 'Finalist']);
export const pricingTier = pgEnum('pricing_tier', ['basic', 'premium', 'enterprise']);
export const pricingRegion = pgEnum('pricing_region', ['UK', 'SA', 'AU']);
export const serviceType = pgEnum('service_type', [
  'archviz',
  'unreal',
  'webdev',
  'industrial',
  'spatial',
]);
export const mediaFileType = pgEnum('media_file_type', ['image', 'video']);
export const submissionStatus = pgEnum('submission_status', ['new', 'read', 'archived', 'spam']);
export const currency = pgEnum('currency', ['GBP', 'ZAR', 'AUD']);
export const postStatus = pgEnum('post_status', ['draft', 'published', 'scheduled']);
/** public: listed everywhere; unlisted: only by its link; password: by its link and a password */
export const projectVisibility = pgEnum('project_visibility', ['public', 'unlisted', 'password']);

export type GalleryItem = { type: 'image' | 'video'; url: string; alt: string };
export type Stat = { label: string; value: string };
export type SocialLink = { label: string; url: string };
export type RequestSource = {
  page?: string;
  referrer?: string;
  utm_source?: string;
  utm_medium?: string;
  utm_campaign?: string;
  utm_term?: string;
  utm_content?: string;
};

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const displayOrder = () => integer('display_order').notNull().default(0);
const textList = (name: string) => jsonb(name).$type<string[]>().notNull().default([]);

/** Facts about this installation, such as when the first-start content was written. */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: updatedAt(),
});

export const projectCategories = pgTable('project_categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  displayOrder: displayOrder(),
});

export const projects = pgTable(
  'projects',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    // the address /projects/{slug}; '' on insert is replaced from the title (migration 0008's trigger)
    slug: text('slug').notNull().default(''),
    description: text('description'),
    details: text('details'),
    // restrict: a category still used by projects cannot be deleted
    categoryId: integer('category_id').references(() => projectCategories.id, {
      onDelete: 'restrict',
    }),
    client: text('client'),
    year: text('year'),
    location: text('location'),
    website: text('website'),
    projectDate: date('project_date'),
    images: jsonb('images').$type<GalleryItem[]>().notNull().default([]),
    youtubeVideos: textList('youtube_videos'),
    featured: boolean('featured').notNull().default(false),
    coverImage: text('cover_image'),
    coverAlt: text('cover_alt'),
    visibility: projectVisibility('visibility').notNull().default('public'),
    // scrypt hash of the project's password (better-auth's); set only while visibility is 'password'
    passwordHash: text('password_hash'),
    displayOrder: displayOrder(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('projects_title_not_blank', sql`length(trim(${t.title})) > 0`),
    index('projects_order_idx').on(t.displayOrder),
    uniqueIndex('projects_slug_idx').on(t.slug),
  ],
);

export const videoShowcases = pgTable(
  'video_showcases',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    serviceCategory: text('service_category').notNull().default('General'),
    youtubeUrl: text('youtube_url').notNull(),
    description: text('description'),
    isActive: boolean('is_active').notNull().default(true),
    displayOrder: displayOrder(),
    createdAt: createdAt(),
  },
  (t) => [check('video_title_not_blank', sql`length(trim(${t.title})) > 0`)],
);

export const heroSlides = pgTable(
  'hero_slides',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description'),
    imageUrl: text('image_url'),
    imageAlt: text('image_alt'),
    mediaType: mediaFileType('media_type').notNull().default('image'),
    ctaText: text('cta_text'),
    ctaLink: text('cta_link'),
    isActive: boolean('is_active').notNull().default(true),
    displayOrder: displayOrder(),
    createdAt: createdAt(),
  },
  (t) => [check('hero_title_not_blank', sql`length(trim(${t.title})) > 0`)],
);

export const aboutContent = pgTable(
  'about_content',
  {
    // a single row: the check keeps a second one out
    id: integer('id').primaryKey().default(1),
    mainTitle: text('main_title').notNull().default('About Me'),
    mainDescription: text('main_description'),
    journeyContent: text('journey_content'),
    notableProjects: textList('notable_projects'),
    softwareList: textList('software_list'),
    stats: jsonb('stats').$type<Stat[]>().notNull().default([]),
    updatedAt: updatedAt(),
  },
  (t) => [check('about_single_row', sql`${t.id} = 1`)],
);

export const services = pgTable(
  'services',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description'),
    iconName: text('icon_name'),
    category: text('category'),
    bullets: textList('bullets'),
    isActive: boolean('is_active').notNull().default(true),
    displayOrder: displayOrder(),
    createdAt: createdAt(),
  },
  (t) => [check('service_title_not_blank', sql`length(trim(${t.title})) > 0`)],
);

export const clients = pgTable(
  'clients',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    industry: text('industry'),
    logoUrl: text('logo_url'),
    isFeatured: boolean('is_featured').notNull().default(false),
    displayOrder: displayOrder(),
    createdAt: createdAt(),
  },
  (t) => [check('client_name_not_blank', sql`length(trim(${t.name})) > 0`)],
);

export const awards = pgTable(
  'awards',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    category: text('category'),
    projectName: text('project_name'),
    year: integer('year')
      .notNull()
      .default(sql`extract(year from now())::int`),
    status: awardStatus('status').notNull().default('Winner'),
    description: text('description'),
    organization: text('organization'),
    imageUrl: text('image_url'),
    displayOrder: displayOrder(),
    createdAt: createdAt(),
  },
  (t) => [check('award_title_not_blank', sql`length(trim(${t.title})) > 0`)],
);

export const pressArticles = pgTable(
  'press_articles',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    publication: text('publication'),
    date: date('date').notNull().defaultNow(),
    excerpt: text('excerpt'),
    category: text('category'),
    imageUrl: text('image_url'),
    externalLink: text('external_link'),
    isFeatured: boolean('is_featured').notNull().default(false),
    displayOrder: displayOrder(),
    createdAt: createdAt(),
  },
  (t) => [check('press_title_not_blank', sql`length(trim(${t.title})) > 0`)],
);

export const pricingPackages = pgTable(
  'pricing_packages',
  {
    id: serial('id').primaryKey(),
    serviceType: serviceType('service_type').notNull().default('archviz'),
    tier: pricingTier('tier').notNull().default('basic'),
    region: pricingRegion('region').notNull().default('UK'),
    priceRange: text('price_range'),
    timeline: text('timeline'),
    hourlyRate: text('hourly_rate'),
    includes: textList('includes'),
    createdAt: createdAt(),
  },
  (t) => [index('pricing_service_idx').on(t.serviceType, t.region)],
);

export const mediaLibrary = pgTable(
  'media_library',
  {
    id: serial('id').primaryKey(),
    filename: text('filename').notNull(),
    fileType: mediaFileType('file_type').notNull(),
    fileUrl: text('file_url').notNull(),
    fileSize: integer('file_size').notNull(),
    mimeType: text('mime_type'),
    width: integer('width'),
    height: integer('height'),
    alt: text('alt'),
    decorative: boolean('decorative').notNull().default(false),
    // the point a crop keeps in view, in percent of the width and height (50, 50: the centre)
    focalX: smallint('focal_x').notNull().default(50),
    focalY: smallint('focal_y').notNull().default(50),
    createdAt: createdAt(),
  },
  (t) => [
    check('media_size_positive', sql`${t.fileSize} > 0`),
    check(
      'media_focal_in_image',
      sql`${t.focalX} between 0 and 100 and ${t.focalY} between 0 and 100`,
    ),
    index('media_created_idx').on(t.createdAt),
  ],
);

export const siteSettings = pgTable(
  'site_settings',
  {
    id: integer('id').primaryKey().default(1),
    siteTitle: text('site_title'),
    siteDescription: text('site_description'),
    ogImage: text('og_image'),
    twitterHandle: text('twitter_handle'),
    googleAnalyticsId: text('google_analytics_id'),
    faviconUrl: text('favicon_url'),
    logoUrl: text('logo_url'),
    ownerName: text('owner_name'),
    contactEmail: text('contact_email'),
    phone: text('phone'),
    whatsapp: text('whatsapp'),
    locations: textList('locations'),
    socialLinks: jsonb('social_links').$type<SocialLink[]>().notNull().default([]),
    timeZone: text('time_zone').notNull().default('Europe/London'),
    /** the owner's local hour (0-23) for the daily lead digest; null: no digest */
    digestHour: integer('digest_hour'),
    /** megabytes one client address may attach to requests in a day; null: ATTACHMENTS_DAILY_MB */
    attachmentsDailyMb: integer('attachments_daily_mb'),
    /** megabytes all attached files may take in storage; null: ATTACHMENTS_QUOTA_MB */
    attachmentsQuotaMb: integer('attachments_quota_mb'),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('settings_single_row', sql`${t.id} = 1`),
    check('settings_digest_hour', sql`${t.digestHour} between 0 and 23`),
    check('settings_attachments_daily_mb', sql`${t.attachmentsDailyMb} > 0`),
    check('settings_attachments_quota_mb', sql`${t.attachmentsQuotaMb} > 0`),
  ],
);

/**
 * The text the inbox search matches, as one expression: the trigram index is
 * built on exactly this, and the search query repeats it (see inboxSearchText).
 */
const contactSearchText = sql.raw(
  `coalesce(name, '') || ' ' || coalesce(email, '') || ' ' || coalesce(message, '')`,
);
const consultationSearchText = sql.raw(
  `coalesce(name, '') || ' ' || coalesce(email, '') || ' ' || coalesce(company, '') || ' ' || coalesce(message, '')`,
);
export const inboxSearchText = { contact: contactSearchText, consultation: consultationSearchText };

/**
 * An item waits for the owner's answer while it is new or read and nobody has answered it: the
 * condition of the partial indexes below, which the inbox's query repeats word for word so that
 * the planner can use them (archived means dealt with; spam is never answered).
 */
export const awaitingReply = (t: { status: AnyPgColumn; firstResponseAt: AnyPgColumn }) =>
  sql`${t.status} in ('new', 'read') and ${t.firstResponseAt} is null`;

export const contactSubmissions = pgTable(
  'contact_submissions',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject'),
    message: text('message').notNull(),
    status: submissionStatus('status').notNull().default('new'),
    source: jsonb('source').$type<RequestSource>().notNull().default({}),
    createdAt: createdAt(),
    /** when the owner first answered (a reply sent from the inbox, or 'Mark as replied') */
    firstResponseAt: timestamp('first_response_at', { withTimezone: true, precision: 3 }),
  },
  (t) => [
    // keyset paging walks (created_at, id) newest first; a status filter walks its own slice
    index('contact_created_idx').on(t.createdAt, t.id),
    index('contact_status_created_idx').on(t.status, t.createdAt, t.id),
    // the 'Awaiting reply' view and the dashboard's oldest waiting item walk only those
    index('contact_awaiting_idx').on(t.createdAt, t.id).where(awaitingReply(t)),
    // the dashboard's 'answered today'
    index('contact_answered_idx')
      .on(t.firstResponseAt)
      .where(sql`${t.firstResponseAt} is not null`),
    // substring search (ILIKE '%q%') over everything the inbox searches, one trigram index
    index('contact_search_idx').using('gin', sql`(${contactSearchText}) gin_trgm_ops`),
  ],
);

export const consultationRequests = pgTable(
  'consultation_requests',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    company: text('company'),
    selectedService: text('selected_service').notNull().default('architectural-visualization'),
    projectType: text('project_type'),
    budget: text('budget'),
    timeline: text('timeline'),
    preferredCurrency: currency('preferred_currency').notNull().default('GBP'),
    message: text('message').notNull(),
    status: submissionStatus('status').notNull().default('new'),
    source: jsonb('source').$type<RequestSource>().notNull().default({}),
    createdAt: createdAt(),
    firstResponseAt: timestamp('first_response_at', { withTimezone: true, precision: 3 }),
  },
  (t) => [
    index('consultation_created_idx').on(t.createdAt, t.id),
    index('consultation_status_created_idx').on(t.status, t.createdAt, t.id),
    index('consultation_awaiting_idx').on(t.createdAt, t.id).where(awaitingReply(t)),
    index('consultation_answered_idx')
      .on(t.firstResponseAt)
      .where(sql`${t.firstResponseAt} is not null`),
    index('consultation_search_idx').using('gin', sql`(${consultationSearchText}) gin_trgm_ops`),
  ],
);

/**
 * How many contact messages and consultation requests are in each status, kept by
 * statement-level triggers on both tables (migration 0007): the inbox's tab counts
 * and the dashboard's 'new' figure read eight rows instead of counting 200,000.
 */
export const inboxCounts = pgTable(
  'inbox_counts',
  {
    kind: text('kind').notNull(),
    status: submissionStatus('status').notNull(),
    n: integer('n').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.status] }),
    check('inbox_counts_kind', sql`${t.kind} in ('contact', 'consultation')`),
  ],
);

/**
 * How many items of each kind wait for the owner's answer (see awaitingReply), kept by
 * statement-level triggers on both tables like inboxCounts (migration 0008): the dashboard reads
 * two rows, not the whole inbox.
 */
export const inboxAwaiting = pgTable(
  'inbox_awaiting',
  {
    kind: text('kind').primaryKey(),
    n: integer('n').notNull().default(0),
  },
  (t) => [check('inbox_awaiting_kind', sql`${t.kind} in ('contact', 'consultation')`)],
);

// The lead desk's facts beside an inbox item (ADR 027): each row belongs to exactly one contact
// message or consultation request, through a real foreign key, and goes when its item is deleted.
const itemColumns = () => ({
  contactId: integer('contact_id').references(() => contactSubmissions.id, {
    onDelete: 'cascade',
  }),
  consultationId: integer('consultation_id').references(() => consultationRequests.id, {
    onDelete: 'cascade',
  }),
});
const oneItem = (name: string, t: { contactId: AnyPgColumn; consultationId: AnyPgColumn }) =>
  check(name, sql`num_nonnulls(${t.contactId}, ${t.consultationId}) = 1`);
const at3 = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

/** Every answer the owner sent from the inbox: what she wrote, and the outbox row that carries it. */
export const inboxReplies = pgTable(
  'inbox_replies',
  {
    id: serial('id').primaryKey(),
    ...itemColumns(),
    // the delivery state lives in the outbox; a row pruned there leaves the reply readable here
    mailId: integer('mail_id').references(() => mailOutbox.id, { onDelete: 'set null' }),
    to: text('to_address').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    authorEmail: text('author_email'),
    createdAt: at3('created_at').notNull().defaultNow(),
  },
  (t) => [
    oneItem('inbox_replies_one_item', t),
    index('inbox_replies_contact_idx').on(t.contactId, t.id),
    index('inbox_replies_consultation_idx').on(t.consultationId, t.id),
    index('inbox_replies_mail_idx').on(t.mailId),
  ],
);

/** The owner's private notes on an item: never mailed, editable. */
export const inboxNotes = pgTable(
  'inbox_notes',
  {
    id: serial('id').primaryKey(),
    ...itemColumns(),
    body: text('body').notNull(),
    authorEmail: text('author_email'),
    createdAt: at3('created_at').notNull().defaultNow(),
    // milliseconds, so the edit form's copy of it names this version exactly
    updatedAt: at3('updated_at').notNull().defaultNow(),
  },
  (t) => [
    oneItem('inbox_notes_one_item', t),
    check('inbox_notes_not_blank', sql`length(trim(${t.body})) > 0`),
    index('inbox_notes_contact_idx').on(t.contactId, t.id),
    index('inbox_notes_consultation_idx').on(t.consultationId, t.id),
  ],
);

/**
 * What happened to an item besides replies and notes: each status change (written by a trigger
 * on both tables, whatever changed it: one item, a bulk action, a reply), and 'Mark as replied'
 * and its undoing. `actor_email` is the admin the inbox's actions name for the transaction.
 */
export const inboxEvents = pgTable(
  'inbox_events',
  {
    id: serial('id').primaryKey(),
    ...itemColumns(),
    at: at3('at').notNull().defaultNow(),
    /** 'status', 'marked-replied' or 'unmarked-replied' */
    type: text('type').notNull(),
    fromStatus: submissionStatus('from_status'),
    toStatus: submissionStatus('to_status'),
    actorEmail: text('actor_email'),
  },
  (t) => [
    oneItem('inbox_events_one_item', t),
    index('inbox_events_contact_idx').on(t.contactId, t.id),
    index('inbox_events_consultation_idx').on(t.consultationId, t.id),
  ],
);

/** The owner's saved replies, with placeholders filled from the item when she uses one. */
export const replySnippets = pgTable(
  'reply_snippets',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    body: text('body').notNull(),
    createdAt: at3('created_at').notNull().defaultNow(),
    updatedAt: at3('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reply_snippets_name_idx').on(sql`lower(${t.name})`),
    check('reply_snippets_name_not_blank', sql`length(trim(${t.name})) > 0`),
  ],
);

/** One row per day (the owner's calendar day) whose digest was sent: the claim that makes it once. */
export const digestRuns = pgTable('digest_runs', {
  day: date('day').primaryKey(),
  sentAt: at3('sent_at').notNull().defaultNow(),
  mailId: integer('mail_id').references(() => mailOutbox.id, { onDelete: 'set null' }),
});

export const blogPosts = pgTable(
  'blog_posts',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    // the address /blog/{slug}; '' on insert is replaced from the title (migration 0008's trigger)
    slug: text('slug').notNull().default(''),
    excerpt: text('excerpt').notNull().default(''),
    content: text('content').notNull().default(''),
    author: text('author').notNull().default(''),
    category: text('category').notNull().default('Architecture'),
    tags: textList('tags'),
    imageUrl: text('image_url'),
    imageAlt: text('image_alt'),
    readTime: text('read_time').notNull().default('1 min read'),
    featured: boolean('featured').notNull().default(false),
    status: postStatus('status').notNull().default('draft'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    previewToken: text('preview_token'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('post_title_not_blank', sql`length(trim(${t.title})) > 0`),
    check('post_published_has_date', sql`${t.status} = 'draft' or ${t.publishedAt} is not null`),
    index('posts_published_idx').on(t.status, t.publishedAt),
    uniqueIndex('posts_slug_idx').on(t.slug),
  ],
);

export const faqCategories = pgTable('faq_categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  displayOrder: displayOrder(),
});

export const faqEntries = pgTable(
  'faq_entries',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => faqCategories.id, { onDelete: 'cascade' }),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    displayOrder: displayOrder(),
  },
  (t) => [check('faq_question_not_blank', sql`length(trim(${t.question})) > 0`)],
);

/**
 * Visitor numbers, counted without cookies and kept only as per-day totals:
 * `dimension` is 'site' (key ''), 'page' (a path), 'referrer' (another site's
 * host) or 'source' (utm_source, else the referrer host, else '(direct)').
 * `visitors` counts distinct daily hashes of address and browser, which are
 * never stored (src/server/analytics).
 */
export const visitorDaily = pgTable(
  'visitor_daily',
  {
    day: date('day').notNull(),
    dimension: text('dimension').notNull(),
    key: text('key').notNull(),
    views: integer('views').notNull().default(0),
    visitors: integer('visitors').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.dimension, t.key] })],
);

/** A stretch of a day in the owner's zone, as 'HH:MM' wall-clock times: end after start. */
export type TimeRange = { start: string; end: string };
export type Weekday = 'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun';
export type WeeklyHours = Record<Weekday, TimeRange[]>;

/** confirmed holds its time; cancelled frees it (a past call is a confirmed one whose time has gone). */
export const bookingStatus = pgEnum('booking_status', ['confirmed', 'cancelled']);

/**
 * When the owner takes calls (one row): her time zone is site_settings.time_zone. With no row,
 * booking is off (an installation from before booking); the first-start content writes one.
 */
export const bookingSettings = pgTable(
  'booking_settings',
  {
    id: integer('id').primaryKey().default(1),
    enabled: boolean('enabled').notNull().default(false),
    weeklyHours: jsonb('weekly_hours').$type<WeeklyHours>().notNull(),
    callMinutes: integer('call_minutes').notNull().default(60),
    bufferMinutes: integer('buffer_minutes').notNull().default(15),
    noticeMinutes: integer('notice_minutes').notNull().default(1440),
    horizonDays: integer('horizon_days').notNull().default(30),
    /** at most this many calls on one of her days; null: no limit */
    maxPerDay: integer('max_per_day'),
    /** how long before a call its reminder goes out; 0: none */
    reminderMinutes: integer('reminder_minutes').notNull().default(1440),
    /** a meeting link, or how the call happens (phone, WhatsApp) */
    meetingDetails: text('meeting_details'),
    /** the consultation offerings a visitor may book a time for */
    bookableOfferings: textList('bookable_offerings'),
    /** the calendar feed's address is derived from this and the site's secret; a new one retires the old address */
    feedSecret: text('feed_secret').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [check('booking_settings_single_row', sql`${t.id} = 1`)],
);

/** Dates apart from the weekly hours: days off (none of them bookable) or extra hours. */
export const bookingDateRules = pgTable(
  'booking_date_rules',
  {
    id: serial('id').primaryKey(),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    kind: text('kind').$type<'off' | 'extra'>().notNull(),
    hours: jsonb('hours').$type<TimeRange[]>().notNull().default([]),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [
    check('booking_date_rules_kind', sql`${t.kind} in ('off', 'extra')`),
    check('booking_date_rules_order', sql`${t.endsOn} >= ${t.startsOn}`),
    index('booking_date_rules_dates_idx').on(t.endsOn),
  ],
);

/**
 * A booked call of a consultation request. No two confirmed calls overlap, each with its buffer
 * (`blocked_until`): an exclusion constraint says so (migration booking, below the generated SQL).
 */
export const bookings = pgTable(
  'bookings',
  {
    id: serial('id').primaryKey(),
    requestId: integer('request_id')
      .notNull()
      .unique()
      .references(() => consultationRequests.id, { onDelete: 'cascade' }),
    offering: text('offering').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    blockedUntil: timestamp('blocked_until', { withTimezone: true }).notNull(),
    /** the owner's calendar day of the call, which the per-day limit counts */
    ownerDay: date('owner_day', { mode: 'string' }).notNull(),
    ownerTimeZone: text('owner_time_zone').notNull(),
    visitorTimeZone: text('visitor_time_zone').notNull(),
    status: bookingStatus('status').notNull().default('confirmed'),
    /** the invitation's UID and SEQUENCE: every update of the call is the same event, one higher */
    uid: text('uid').notNull().unique(),
    sequence: integer('sequence').notNull().default(0),
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('bookings_order', sql`${t.endsAt} > ${t.startsAt} and ${t.blockedUntil} >= ${t.endsAt}`),
    index('bookings_starts_idx').on(t.startsAt),
    index('bookings_day_idx').on(t.ownerDay, t.status),
  ],
);

/**
 * The links a client manages a call with, by the SHA-256 of their token (the token itself is
 * only ever in the client's mail). A changed call retires its link and mails a new one.
 */
export const bookingLinks = pgTable(
  'booking_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
  },
  (t) => [index('booking_links_booking_idx').on(t.bookingId)],
);

/** What happened to a booking, by whom and when: its history beside its request. */
export const bookingEvents = pgTable(
  'booking_events',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    requestId: integer('request_id')
      .notNull()
      .references(() => consultationRequests.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'booked' | 'rescheduled' | 'cancelled' | 'reminded'>().notNull(),
    actor: text('actor').$type<'client' | 'owner' | 'system'>().notNull(),
    actorEmail: text('actor_email'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    previousStartsAt: timestamp('previous_starts_at', { withTimezone: true }),
    note: text('note'),
    occurredAt: timestamp('occurred_at', { withTimezone: true, precision: 3 })
      .notNull()
      .defaultNow(),
  },
  (t) => [
    check(
      'booking_events_kind',
      sql`${t.kind} in ('booked', 'rescheduled', 'cancelled', 'reminded')`,
    ),
    check('booking_events_actor', sql`${t.actor} in ('client', 'owner', 'system')`),
    index('booking_events_request_idx').on(t.requestId, t.occurredAt),
  ],
);

/**
 * One row per owner's day that has had a booking: a booking locks its day's row first, so two
 * bookings of one day count each other under the per-day limit on every engine and instance.
 */
export const bookingDays = pgTable('booking_days', {
  day: date('day', { mode: 'string' }).primaryKey(),
});

/** An earlier address of a post, which answers a permanent redirect to its current one. */
export const postOldSlugs = pgTable(
  'post_old_slugs',
  {
    slug: text('slug').primaryKey(),
    postId: integer('post_id')
      .notNull()
      .references(() => blogPosts.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('post_old_slugs_post_idx').on(t.postId)],
);

/** An earlier address of a project, which answers a permanent redirect to its current one. */
export const projectOldSlugs = pgTable(
  'project_old_slugs',
  {
    slug: text('slug').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('project_old_slugs_project_idx').on(t.projectId)],
);

/**
 * The owner's redirects: an address that names no page of the site sent on to a path here
 * or a full URL elsewhere. `sourceKey` is the address as it is matched (decoded, lower
 * case, without a trailing slash), so `/Old-Page/` and `/old-page` are one source.
 */
export const redirects = pgTable(
  'redirects',
  {
    id: serial('id').primaryKey(),
    source: text('source').notNull(),
    sourceKey: text('source_key').notNull().unique(),
    target: text('target').notNull(),
    status: smallint('status').notNull().default(301),
    hits: integer('hits').notNull().default(0),
    lastHitAt: timestamp('last_hit_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('redirects_status', sql`${t.status} in (301, 302, 307, 308)`)],
);

/**
 * Addresses visitors asked for that named nothing (404), counted per day: one row per
 * address and day, never one per visit, and no visitor's details (bots are not counted).
 */
export const missedAddresses = pgTable(
  'missed_addresses',
  {
    day: date('day').notNull(),
    path: text('path').notNull(),
    hits: integer('hits').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.path] }), index('missed_addresses_path_idx').on(t.path)],
);

/** The privacy notice and the terms: rich text the owner edits, with its own 'Last updated'. */
export const legalPages = pgTable(
  'legal_pages',
  {
    // 'privacy' or 'terms'
    id: text('id').primaryKey(),
    title: text('title').notNull(),
    intro: text('intro').notNull().default(''),
    content: text('content').notNull().default(''),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('legal_pages_id', sql`${t.id} in ('privacy', 'terms')`),
    check('legal_pages_title_not_blank', sql`length(trim(${t.title})) > 0`),
  ],
);

/**
 * Files a visitor attached to a consultation request or a contact message (docs/attachments.md):
 * private to the admin, never in the media library. The bytes live in storage under
 * `attachments/<id>` (and `attachments/<id>.thumb.webp` for a picture's thumbnail). A file is
 * `staged` while its request is not sent, bound to the form session that uploaded it (the hash
 * of its token); sending the request attaches it in the same transaction. Deleting the request
 * sets its link to null: the maintenance pass, or the delete itself once committed, then removes
 * the bytes and the row.
 */
export const attachmentState = pgEnum('attachment_state', ['staged', 'attached']);

export const requestAttachments = pgTable(
  'request_attachments',
  {
    // 128 random bits in hex: the download address cannot be guessed or counted through
    id: text('id').primaryKey(),
    state: attachmentState('state').notNull().default('staged'),
    sessionHash: text('session_hash'),
    consultationId: integer('consultation_id').references(() => consultationRequests.id, {
      onDelete: 'set null',
    }),
    contactId: integer('contact_id').references(() => contactSubmissions.id, {
      onDelete: 'set null',
    }),
    position: integer('position').notNull().default(0),
    filename: text('filename').notNull(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    hasThumbnail: boolean('has_thumbnail').notNull().default(false),
    width: integer('width'),
    height: integer('height'),
    createdAt: createdAt(),
    attachedAt: timestamp('attached_at', { withTimezone: true }),
  },
  (t) => [
    check('attachment_size_positive', sql`${t.size} > 0`),
    check('attachment_one_request', sql`${t.consultationId} is null or ${t.contactId} is null`),
    index('attachment_consultation_idx').on(t.consultationId),
    index('attachment_contact_idx').on(t.contactId),
    index('attachment_session_idx').on(t.sessionHash),
    index('attachment_state_created_idx').on(t.state, t.createdAt),
  ],
);

/**
 * What a visitor without JavaScript had typed when the form came back with an error: the page
 * they are sent back to (`?draft=<id>`) shows it again. Kept a day at most.
 */
export const formDrafts = pgTable(
  'form_drafts',
  {
    id: text('id').primaryKey(),
    form: text('form').notNull(),
    values: jsonb('values').$type<Record<string, unknown>>().notNull(),
    fieldErrors: jsonb('field_errors').$type<Record<string, string>>().notNull().default({}),
    /** what the form sent besides its fields (the files already attached) */
    parts: jsonb('parts').$type<Record<string, unknown>>().notNull().default({}),
    /** the request could not be stored at all (not a field error) */
    failed: boolean('failed').notNull().default(false),
    /** what the notice at the form's top says in place of its usual words (a booked call's time) */
    notice: jsonb('notice').$type<{ title?: string; description: string }>(),
    createdAt: createdAt(),
  },
  (t) => [index('form_drafts_created_idx').on(t.createdAt)],
);

export * from './auth-schema';
export * from './audit-schema';
