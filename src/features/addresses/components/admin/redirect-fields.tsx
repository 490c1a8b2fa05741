'use client';

import type { ManagerDialog } from '@/components/admin';
import { FormField } from '@/components/ui/form-field';
import { Input, Select } from '@/components/ui/input';
import type { RedirectRow } from '../../queries';
import { REDIRECT_STATUSES, STATUS_LABELS, type RedirectStatus } from '../../paths';

export type RedirectForm = { source: string; target: string; status: RedirectStatus };

export const emptyRedirect = (): RedirectForm => ({ source: '', target: '', status: 301 });
export const redirectForm = (r: RedirectRow): RedirectForm => ({
  source: r.source,
  target: r.target,
  status: r.status,
});

/** The redirect dialog's fields: the old address, where it leads, permanent or temporary. */
export function RedirectFields({ dialog }: { dialog: ManagerDialog<RedirectRow, RedirectForm> }) {
  const { form, errors, set, bind } = dialog;
  return (
    <>
      <FormField
        id="redirect-source"
        label="Old address"
        required
        error={errors.source}
        hint="A path on this site, as the old link has it: /old-page.html, /portfolio/kitchen/."
      >
        <Input
          {...bind('source', 'redirect-source')}
          required
          autoComplete="off"
          placeholder="/old-page.html"
          spellCheck={false}
        />
      </FormField>
      <FormField
        id="redirect-target"
        label="Leads to"
        required
        error={errors.target}
        hint="A page here, such as /projects/harbour-residence, or a full address on another site."
      >
        <Input
          {...bind('target', 'redirect-target')}
          required
          autoComplete="off"
          placeholder="/projects"
          spellCheck={false}
        />
      </FormField>
      <FormField
        id="redirect-status"
        label="Type"
        error={errors.status}
        hint="Permanent tells search engines to move the old address's standing to the new one; temporary keeps it."
      >
        <Select
          id="redirect-status"
          value={String(form.status)}
          onChange={(e) => set('status', Number(e.target.value) as RedirectStatus)}
        >
          {REDIRECT_STATUSES.map((code) => (
            <option key={code} value={code}>
              {STATUS_LABELS[code]}
            </option>
          ))}
        </Select>
      </FormField>
    </>
  );
}
