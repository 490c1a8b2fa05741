'use client';

import { fieldBinding } from '@/components/admin';
import { MediaField } from '@/features/media/picker';
import { ProjectBasicsSection, ProjectMetadataSection } from './project-details-sections';
import { ProjectFormSection } from './project-form-section';
import type { ProjectFields, ProjectForm } from './project-form-values';
import { ProjectGalleryField } from './project-gallery-field';
import { ProjectSettingsSection } from './project-settings-section';
import { ProjectVideosField } from './project-videos-field';

export { toEmbedUrl, type ProjectForm } from './project-form-values';

/** The four collapsible sections of the project dialog. */
export function ProjectFormFields({
  form,
  errors,
  set,
  categories,
  hasPassword = false,
  saved = null,
}: {
  form: ProjectForm;
  errors: Record<string, string>;
  set: ProjectFields['set'];
  categories: { id: number; name: string }[];
  /** the project being edited already has a password (it is never shown again) */
  hasPassword?: boolean;
  /** the saved project's id and address, or null for a new one */
  saved?: { id: number; slug: string } | null;
}) {
  const fields: ProjectFields = {
    form,
    errors,
    set,
    text: (key) => fieldBinding(form, errors, set, key, `project-${key}`),
  };
  const firstImage = form.images.find((item) => item.type === 'image');

  return (
    <div className="space-y-4">
      <ProjectBasicsSection fields={fields} categories={categories} saved={saved} />
      <ProjectMetadataSection fields={fields} />

      <ProjectFormSection
        title="Media and Gallery"
        description="Cover image, gallery and YouTube videos."
      >
        <MediaField
          id="project-coverImage"
          label="Cover image"
          value={form.coverImage || null}
          alt={form.coverAlt}
          accept="image"
          error={errors.coverImage}
          onChange={(value) => {
            set('coverImage', value?.url ?? '');
            set('coverAlt', value?.alt ?? '');
          }}
        />
        {!form.coverImage ? (
          <p className="-mt-2 text-xs text-muted">
            {firstImage
              ? 'Without a cover, the first gallery image is used.'
              : 'Without a cover or a gallery image, the card shows an empty frame.'}
          </p>
        ) : null}
        <ProjectGalleryField fields={fields} />
        <ProjectVideosField fields={fields} />
      </ProjectFormSection>

      <ProjectSettingsSection fields={fields} hasPassword={hasPassword} />
    </div>
  );
}
