import { useCallback } from 'react';
import { FormField } from '@/components/ui/form-field';
import { SlugField } from '@/features/addresses/slug-field';
import { slugFromTitle } from '@/lib/slug';
import { Input, Select, Textarea } from '@/components/ui/input';
import { ProjectFormSection } from './project-form-section';
import type { ProjectFields } from './project-form-values';

/** What the project is called and what it was about. */
export function ProjectBasicsSection({
  fields: { form, errors, set, text },
  categories,
  saved,
}: {
  fields: ProjectFields;
  categories: { id: number; name: string }[];
  saved: { id: number; slug: string } | null;
}) {
  const setSlug = useCallback((slug: string) => set('slug', slug), [set]);
  return (
    <ProjectFormSection
      title="Basic Information"
      description="What the project is called and what it was about."
    >
      <FormField id="project-title" label="Title" required error={errors.title}>
        <Input {...text('title')} required maxLength={200} autoComplete="off" />
      </FormField>
      <SlugField
        kind="project"
        itemId={saved?.id ?? null}
        value={form.slug}
        saved={saved?.slug ?? ''}
        suggested={slugFromTitle(form.title, 'project')}
        onChange={setSlug}
        error={errors.slug}
      />
      <FormField id="project-categoryId" label="Category" error={errors.categoryId}>
        <Select {...text('categoryId')}>
          <option value="">No category</option>
          {categories.map((c) => (
            <option key={c.id} value={String(c.id)}>
              {c.name}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField
        id="project-description"
        label="Short description"
        hint="Shown on the project card, clamped to three lines."
        error={errors.description}
      >
        <Textarea {...text('description')} rows={3} />
      </FormField>
      <FormField
        id="project-details"
        label="Details"
        hint="The longer story on the project's own page. Blank lines start new paragraphs."
        error={errors.details}
      >
        <Textarea {...text('details')} rows={6} />
      </FormField>
    </ProjectFormSection>
  );
}

/** Client, year, place and links. */
export function ProjectMetadataSection({ fields: { errors, text } }: { fields: ProjectFields }) {
  return (
    <ProjectFormSection title="Project Metadata" description="Client, year, place and links.">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="project-client" label="Client" error={errors.client}>
          <Input {...text('client')} autoComplete="off" />
        </FormField>
        <FormField id="project-year" label="Year" error={errors.year}>
          <Input {...text('year')} inputMode="numeric" autoComplete="off" placeholder="2024" />
        </FormField>
        <FormField id="project-location" label="Location" error={errors.location}>
          <Input {...text('location')} autoComplete="off" placeholder="London, UK" />
        </FormField>
        <FormField id="project-projectDate" label="Project date" error={errors.projectDate}>
          <Input {...text('projectDate')} type="date" />
        </FormField>
      </div>
      <FormField id="project-website" label="Website" error={errors.website}>
        <Input {...text('website')} type="url" placeholder="https://" autoComplete="off" />
      </FormField>
    </ProjectFormSection>
  );
}
