'use client';

import { ArrowRight, Signpost } from 'lucide-react';
import { defineManager, field } from '@/components/admin';
import { Badge } from '@/components/ui/badge';
import { longDate } from '@/lib/long-date';
import { deleteRedirect, saveRedirect } from '../../actions';
import { isPermanent, REDIRECT_STATUSES, STATUS_LABELS, type RedirectStatus } from '../../paths';
import type { RedirectRow } from '../../queries';
import { redirectSchema } from '../../schemas';

// A redirect as the kit's definition: the old address, where it leads and its type in a dialog;
// a row shows both addresses, the type and how often it was followed.

const address = { required: true, autoComplete: 'off', spellCheck: false } as const;
const types = REDIRECT_STATUSES.map((code) => ({
  value: String(code) as `${RedirectStatus}`,
  label: STATUS_LABELS[code],
}));

export const redirectManager = defineManager<RedirectRow>()({
  id: 'redirect',
  schema: redirectSchema,
  placement: 'dialog',
  fields: {
    source: field.text({
      ...address,
      label: 'Old address',
      placeholder: '/old-page.html',
      hint: 'A path on this site, as the old link has it: /old-page.html, /portfolio/kitchen/.',
    }),
    target: field.text({
      ...address,
      label: 'Leads to',
      placeholder: '/projects',
      hint: 'A page here, such as /projects/harbour-residence, or a full address on another site.',
    }),
    status: field.select({
      label: 'Type',
      options: types,
      hint: "Permanent tells search engines to move the old address's standing to the new one; temporary keeps it.",
    }),
  },
  toInput: ({ status, ...addresses }) => ({
    ...addresses,
    status: Number(status) as RedirectStatus,
  }),
  texts: {
    add: {
      title: 'Add redirect',
      submit: 'Create redirect',
      description:
        'Visitors and search engines asking for the old address are sent to the new one.',
    },
    edit: { title: 'Edit redirect', submit: 'Update redirect' },
  },
  actions: { save: saveRedirect, delete: deleteRedirect },
  confirmDelete: { title: (r) => `Delete the redirect from ${r.source}?` },
  toasts: {
    create: ['Redirect created', 'Failed to create redirect'],
    update: ['Redirect updated', 'Failed to update redirect'],
    delete: ['Redirect deleted', 'Failed to delete redirect'],
  },
  empty: {
    icon: Signpost,
    message: "No redirects yet. Add one, or import your old site's addresses from a CSV file.",
  },
  show: { label: 'Redirects', layout: 'rows', name: (r) => r.source, body: (r) => <Row r={r} /> },
});

/** Where a redirect leads, its type, how often it was followed and when last. */
function Row({ r }: { r: RedirectRow }) {
  return (
    <div className="space-y-1">
      <p className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1 text-sm">
        <code className="max-w-full truncate text-ink" title={r.source}>
          {r.source}
        </code>
        <ArrowRight aria-hidden className="size-3.5 shrink-0 text-muted" />
        <span className="sr-only">leads to</span>
        <code className="max-w-full truncate text-ink-soft" title={r.target}>
          {r.target}
        </code>
      </p>
      <p className="flex flex-wrap items-center gap-2 text-xs text-muted">
        <Badge tone={isPermanent(r.status) ? 'strong' : 'outline'}>
          {isPermanent(r.status) ? 'Permanent' : 'Temporary'} {r.status}
        </Badge>
        <span>
          {r.hits === 1 ? '1 hit' : `${r.hits.toLocaleString('en-GB')} hits`}
          {r.lastHitAt ? ` · last ${longDate(r.lastHitAt)}` : ' · not followed yet'}
        </span>
      </p>
    </div>
  );
}
