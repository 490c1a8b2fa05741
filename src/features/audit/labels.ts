import type { AuditChanges } from '@/server/db/audit-schema';

// How the Activity screen words an entry: what happened, to which record, and
// each changed field as "before → after".

const VERBS: Record<string, string> = {
  create: 'Created',
  update: 'Updated',
  delete: 'Deleted',
  move: 'Reordered',
  rename: 'Renamed',
  feature: 'Changed featured',
  activate: 'Changed visibility of',
  status: 'Changed status of',
  'not-spam': 'Moved out of spam',
  'renew-preview-link': 'Renewed the preview link of',
  upload: 'Uploaded',
  retry: 'Sent again',
  export: 'Exported',
};

const ENTITIES: Record<string, string> = {
  project: 'project',
  'project-category': 'project category',
  video: 'video',
  service: 'service',
  'hero-slide': 'hero slide',
  client: 'client',
  post: 'blog post',
  media: 'media file',
  settings: 'site settings',
  about: 'About section',
  'press-article': 'press article',
  award: 'award',
  'pricing-package': 'pricing package',
  'faq-category': 'FAQ category',
  'faq-entry': 'FAQ question',
  submission: 'inbox item',
  submissions: 'inbox items to CSV',
  mail: 'e-mail',
  note: 'private note',
  snippet: 'saved reply',
};

const FIXED: Record<string, string> = {
  'auth.sign-in': 'Signed in',
  'auth.sign-in-failed': 'Failed sign-in',
  'auth.sign-out': 'Signed out',
  'account.password-change': 'Changed password',
  'account.email-change': 'Asked to change e-mail address',
  'account.two-factor-setup': 'Started two-factor set-up',
  'account.two-factor-on': 'Turned two-factor sign-in on',
  'account.two-factor-off': 'Turned two-factor sign-in off',
  'account.backup-codes': 'Made new backup codes',
  'account.session-revoke': 'Signed out a device',
  'account.sessions-revoke-others': 'Signed out everywhere else',
  'role.grant': 'Admin role given',
  'role.revoke': 'Admin role taken away',
  'admin.request': 'Admin request',
  'availability.create': 'Changed availability',
  'availability.update': 'Changed availability',
  'booking-date.create': 'Added a day off or extra hours',
  'booking-date.delete': 'Removed a day off or extra hours',
  'booking.book': 'Booked a call',
  'booking.cancel': 'Cancelled a call',
  'booking.reschedule': 'Moved a call',
  'booking.feed-renew': 'Gave the calendar feed a new address',
  'submission.reply': 'Replied to inbox item',
  'submission.mark-replied': "Changed 'replied' of inbox item",
  'submission.note': 'Added a private note to inbox item',
  'settings.digest': 'Changed the daily digest',
  'settings.attachments': 'Changed the limits for files sent with requests',
};

/** "Updated project", "Failed sign-in"; an unknown action as it is stored. */
export function actionLabel(action: string): string {
  if (FIXED[action]) return FIXED[action];
  const dot = action.lastIndexOf('.');
  const entity = ENTITIES[action.slice(0, dot)];
  const verb = VERBS[action.slice(dot + 1)];
  return entity && verb ? `${verb} ${entity}` : action;
}

export type Tone = 'strong' | 'muted' | 'danger' | 'success' | 'accent' | 'outline';

export function actionTone(action: string): Tone {
  if (action === 'auth.sign-in-failed') return 'danger';
  if (action.startsWith('auth.')) return 'muted';
  if (action.startsWith('role.') || action.startsWith('account.')) return 'accent';
  if (action.endsWith('.delete')) return 'outline';
  return 'strong';
}

const TABLES: Record<string, string> = {
  projects: 'Project',
  project_categories: 'Project category',
  video_showcases: 'Video',
  services: 'Service',
  hero_slides: 'Hero slide',
  clients: 'Client',
  blog_posts: 'Blog post',
  media_library: 'Media file',
  site_settings: 'Site settings',
  about_content: 'About section',
  press_articles: 'Press article',
  awards: 'Award',
  pricing_packages: 'Pricing package',
  faq_categories: 'FAQ category',
  faq_entries: 'FAQ question',
  contact_submissions: 'Contact message',
  consultation_requests: 'Consultation request',
  mail_outbox: 'E-mail',
  users: 'Account',
  inbox_notes: 'Private note',
  inbox_replies: 'Reply',
  reply_snippets: 'Saved reply',
};

/** "Project #12"; one-row tables without their id. */
export function recordLabel(entityType: string | null, entityId: string | null): string | null {
  if (!entityType) return null;
  const name = TABLES[entityType] ?? entityType;
  if (!entityId || entityType === 'site_settings' || entityType === 'about_content') return name;
  if (entityType === 'users') return name;
  return `${name} #${entityId}`;
}

/** "displayOrder" → "Display order". */
export function fieldLabel(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A stored value as a short phrase. */
export function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return 'empty';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'string') return `“${value}”`;
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value) && value.length === 0) return 'none';
  return JSON.stringify(value);
}

export type ChangeLine = { field: string; before: string | null; after: string | null };

/** One line per changed field: both sides for an update, one side for a create or delete. */
export function changeLines(changes: AuditChanges | null): ChangeLine[] {
  if (!changes) return [];
  const before = changes.before ?? null;
  const after = changes.after ?? null;
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  const lines: ChangeLine[] = keys.map((key) => ({
    field: fieldLabel(key),
    before: before ? valueText(before[key]) : null,
    after: after ? valueText(after[key]) : null,
  }));
  for (const key of changes.hidden ?? []) {
    lines.push({ field: fieldLabel(key), before: null, after: 'changed (not shown)' });
  }
  return lines;
}
