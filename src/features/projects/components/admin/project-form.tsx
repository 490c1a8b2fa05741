'use client';

import { useState } from 'react';
import {
  ArrowDown,
  ArrowUp,
  ChevronDown,
  Film,
  ImagePlus,
  Plus,
  Trash2,
  MonitorPlay,
} from 'lucide-react';
import { IconButton } from '@/components/admin';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { errorId, FormField } from '@/components/ui/form-field';
import { Input, Select, Textarea } from '@/components/ui/input';
import { Switch } from '@/components/ui/switch';
import { MediaField, MediaPicker, MediaThumb } from '@/features/media/picker';
import type { GalleryItem } from '@/server/db/schema';
import { youtubeId } from '../../youtube';
import { VISIBILITIES, VISIBILITY_LABELS } from '../../schemas';
import type { ProjectVisibility } from '../../types';

const VISIBILITY_HINTS: Record<ProjectVisibility, string> = {
  public: 'Shown in the portfolio, search, the sitemap and the feeds.',
  unlisted:
    'Opens for whoever has the link; listed nowhere on the site and hidden from search engines.',
  password:
    'As unlisted, and the page shows only a password form until the right password is given.',
};

export type ProjectForm = {
  title: string;
  description: string;
  details: string;
  categoryId: string;
  client: string;
  year: string;
  location: string;
  website: string;
  projectDate: string;
  images: GalleryItem[];
  youtubeVideos: string[];
  featured: boolean;
  coverImage: string;
  coverAlt: string;
  visibility: ProjectVisibility;
  /** a new password; '' keeps the stored one */
  password: string;
};

/** A YouTube link in any of its forms as its embed URL; anything unrecognised is kept as typed. */
export function toEmbedUrl(value: string): string {
  const id = youtubeId(value);
  return id ? `https://www.youtube.com/embed/${id}` : value;
}

function Section({
  title,
  description,
  defaultOpen = true,
  children,
}: {
  title: string;
  description: string;
  defaultOpen?: boolean;
  children: React.ReactNode;
}) {
  return (
    <details open={defaultOpen} className="group rounded-xl border border-line bg-white">
      <summary className="flex cursor-pointer list-none items-center justify-between gap-3 rounded-xl px-4 py-3 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink [&::-webkit-details-marker]:hidden">
        <span>
          <span className="block text-[15px] font-semibold text-ink">{title}</span>
          <span className="block text-[13px] text-muted">{description}</span>
        </span>
        <ChevronDown
          aria-hidden
          className="size-4 shrink-0 text-muted transition-transform group-open:rotate-180"
        />
      </summary>
      <div className="space-y-4 border-t border-line px-4 py-4">{children}</div>
    </details>
  );
}

type Set = <K extends keyof ProjectForm>(key: K, value: ProjectForm[K]) => void;

/** The four collapsible sections of the project dialog. */
export function ProjectFormFields({
  form,
  errors,
  set,
  categories,
  hasPassword = false,
}: {
  form: ProjectForm;
  errors: Record<string, string>;
  set: Set;
  categories: { id: number; name: string }[];
  /** the project being edited already has a password (it is never shown again) */
  hasPassword?: boolean;
}) {
  const [picking, setPicking] = useState(false);
  const field = (key: keyof ProjectForm) => ({
    id: `project-${key}`,
    'aria-invalid': !!errors[key] || undefined,
    'aria-describedby': errors[key] ? errorId(`project-${key}`) : undefined,
  });
  const text = (key: keyof ProjectForm) => ({
    ...field(key),
    value: form[key] as string,
    onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      set(key, e.target.value as never),
  });

  const moveImage = (index: number, by: -1 | 1) => {
    const next = [...form.images];
    const target = index + by;
    if (target < 0 || target >= next.length) return;
    [next[index], next[target]] = [next[target]!, next[index]!];
    set('images', next);
  };
  const firstImage = form.images.find((item) => item.type === 'image');

  return (
    <div className="space-y-4">
      <Section
        title="Basic Information"
        description="What the project is called and what it was about."
      >
        <FormField id="project-title" label="Title" required error={errors.title}>
          <Input {...text('title')} required maxLength={200} autoComplete="off" />
        </FormField>
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
      </Section>

      <Section title="Project Metadata" description="Client, year, place and links.">
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
      </Section>

      <Section title="Media and Gallery" description="Cover image, gallery and YouTube videos.">
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

        <div className="space-y-2">
          <div className="flex items-center justify-between gap-3">
            <h3 id="project-gallery-label" className="text-sm font-medium text-ink">
              Gallery
            </h3>
            <Button type="button" variant="outline" size="sm" onClick={() => setPicking(true)}>
              <ImagePlus aria-hidden /> Add from library
            </Button>
          </div>
          {form.images.length === 0 ? (
            <p className="rounded-lg border border-dashed border-line px-4 py-6 text-center text-sm text-muted">
              No gallery items yet. Add images or videos from the media library.
            </p>
          ) : (
            <ol aria-labelledby="project-gallery-label" className="space-y-2">
              {form.images.map((item, index) => (
                <li
                  key={`${item.url}-${index}`}
                  aria-label={`Gallery item ${index + 1}`}
                  className="flex items-center gap-3 rounded-lg border border-line bg-white p-2"
                >
                  <MediaThumb
                    url={item.url}
                    fileType={item.type}
                    alt={item.alt}
                    sizes="64px"
                    className="w-16 shrink-0 rounded-md"
                  />
                  <div className="min-w-0 flex-1 space-y-1.5">
                    <div className="flex items-center gap-2">
                      <Badge tone={item.type === 'video' ? 'accent' : 'muted'}>
                        {item.type === 'video' ? <Film aria-hidden className="size-3" /> : null}
                        {item.type === 'video' ? 'Video' : 'Image'}
                      </Badge>
                      <span className="truncate text-xs text-muted">
                        {item.url.split('/').pop()}
                      </span>
                    </div>
                    <label className="sr-only" htmlFor={`project-gallery-alt-${index}`}>
                      Alt text for gallery item {index + 1}
                    </label>
                    <Input
                      id={`project-gallery-alt-${index}`}
                      className="h-9 text-sm"
                      placeholder={
                        item.type === 'video' ? 'What the video shows' : 'Describe the image'
                      }
                      value={item.alt}
                      onChange={(e) =>
                        set(
                          'images',
                          form.images.map((it, i) =>
                            i === index ? { ...it, alt: e.target.value } : it,
                          ),
                        )
                      }
                    />
                  </div>
                  <div className="flex shrink-0 flex-col sm:flex-row">
                    <IconButton
                      icon={ArrowUp}
                      label={`Move gallery item ${index + 1} up`}
                      disabled={index === 0}
                      onClick={() => moveImage(index, -1)}
                    />
                    <IconButton
                      icon={ArrowDown}
                      label={`Move gallery item ${index + 1} down`}
                      disabled={index === form.images.length - 1}
                      onClick={() => moveImage(index, 1)}
                    />
                    <IconButton
                      icon={Trash2}
                      tone="danger"
                      label={`Remove gallery item ${index + 1}`}
                      onClick={() =>
                        set(
                          'images',
                          form.images.filter((_, i) => i !== index),
                        )
                      }
                    />
                  </div>
                </li>
              ))}
            </ol>
          )}
          <MediaPicker
            open={picking}
            onOpenChange={setPicking}
            accept="any"
            multiple
            onSelect={(items) =>
              set('images', [
                ...form.images,
                ...items.map((item) => ({ type: item.fileType, url: item.url, alt: item.alt })),
              ])
            }
          />
        </div>

        <div className="space-y-2">
          <div className="flex items-center justify-between gap-3">
            <h3 className="text-sm font-medium text-ink">YouTube videos</h3>
            <Button
              type="button"
              variant="outline"
              size="sm"
              onClick={() => set('youtubeVideos', [...form.youtubeVideos, ''])}
            >
              <Plus aria-hidden /> Add video link
            </Button>
          </div>
          {form.youtubeVideos.length === 0 ? (
            <p className="text-xs text-muted">
              Paste a watch, youtu.be, embed or /v/ link; it becomes an embed link when you leave
              the field.
            </p>
          ) : (
            <ul className="space-y-2">
              {form.youtubeVideos.map((url, index) => (
                <li key={index} className="flex items-center gap-2">
                  <MonitorPlay aria-hidden className="size-4 shrink-0 text-muted" />
                  <label className="sr-only" htmlFor={`project-youtube-${index}`}>
                    YouTube link {index + 1}
                  </label>
                  <Input
                    id={`project-youtube-${index}`}
                    className="h-10 text-sm"
                    value={url}
                    placeholder="https://www.youtube.com/watch?v=..."
                    onChange={(e) =>
                      set(
                        'youtubeVideos',
                        form.youtubeVideos.map((v, i) => (i === index ? e.target.value : v)),
                      )
                    }
                    onBlur={(e) =>
                      set(
                        'youtubeVideos',
                        form.youtubeVideos.map((v, i) =>
                          i === index ? toEmbedUrl(e.target.value) : v,
                        ),
                      )
                    }
                  />
                  <IconButton
                    icon={Trash2}
                    tone="danger"
                    label={`Remove YouTube link ${index + 1}`}
                    onClick={() =>
                      set(
                        'youtubeVideos',
                        form.youtubeVideos.filter((_, i) => i !== index),
                      )
                    }
                  />
                </li>
              ))}
            </ul>
          )}
        </div>
      </Section>

      <Section title="Settings" description="How the project is presented.">
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
      </Section>
    </div>
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
