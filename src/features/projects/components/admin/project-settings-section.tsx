'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input, Select } from '@/components/ui/input';
import { Switch } from '@/components/ui/switch';
import { VISIBILITIES, VISIBILITY_LABELS } from '../../schemas';
import type { ProjectVisibility } from '../../types';
import { ProjectFormSection } from './project-form-section';
import type { ProjectFields } from './project-form-values';

const VISIBILITY_HINTS: Record<ProjectVisibility, string> = {
  public: 'Shown in the portfolio, search, the sitemap and the feeds.',
  unlisted:
    'Opens for whoever has the link; listed nowhere on the site and hidden from search engines.',
  password:
    'As unlisted, and the page shows only a password form until the right password is given.',
};

/** How the project is presented: Featured, and who may see it. */
export function ProjectSettingsSection({
  fields: { form, errors, set, text },
  hasPassword,
}: {
  fields: ProjectFields;
  hasPassword: boolean;
}) {
  return (
    <ProjectFormSection title="Settings" description="How the project is presented.">
      <div className="flex items-center justify-between gap-4">
        <label htmlFor="project-featured" className="space-y-0.5">
          <span className="block text-sm font-medium text-ink">Featured project</span>
          <span className="block text-xs text-muted">
            Featured projects are marked as such on their card on the site.
          </span>
        </label>
        <Switch
          id="project-featured"
          checked={form.featured}
          onCheckedChange={(v) => set('featured', v)}
        />
      </div>
      <FormField
        id="project-visibility"
        label="Visibility"
        hint={VISIBILITY_HINTS[form.visibility]}
        error={errors.visibility}
      >
        <Select {...text('visibility')}>
          {VISIBILITIES.map((v) => (
            <option key={v} value={v}>
              {VISIBILITY_LABELS[v]}
            </option>
          ))}
        </Select>
      </FormField>
      {form.visibility === 'password' ? (
        <ProjectPasswordField
          field={text('password')}
          error={errors.password}
          stored={hasPassword}
          onCancel={() => set('password', '')}
        />
      ) : null}
    </ProjectFormSection>
  );
}

/**
 * The project's password: asked for when none is stored; otherwise only
 * 'Change password' shows, because a stored password is a hash and is never
 * shown again. A new one replaces it and locks out every browser it opened.
 */
function ProjectPasswordField({
  field,
  error,
  stored,
  onCancel,
}: {
  field: React.ComponentProps<typeof Input>;
  error?: string;
  stored: boolean;
  onCancel: () => void;
}) {
  const [changing, setChanging] = useState(false);
  if (stored && !changing && !error) {
    return (
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-line px-3.5 py-3">
        <p className="text-sm text-muted">A password is set. It is never shown again.</p>
        <Button type="button" variant="outline" size="sm" onClick={() => setChanging(true)}>
          Change password
        </Button>
      </div>
    );
  }
  return (
    <FormField
      id="project-password"
      label="Project password"
      required={!stored}
      error={error}
      hint={
        stored
          ? 'The new password replaces the old one: browsers it opened need the new one.'
          : 'Share it with the client with the link. At least 6 characters.'
      }
      aside={
        stored ? (
          <button
            type="button"
            className="text-xs text-muted underline underline-offset-4 hover:text-ink"
            onClick={() => {
              onCancel();
              setChanging(false);
            }}
          >
            Keep the current password
          </button>
        ) : null
      }
    >
      <Input {...field} type="password" autoComplete="new-password" maxLength={200} />
    </FormField>
  );
}
