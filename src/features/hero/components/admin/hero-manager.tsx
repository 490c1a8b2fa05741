'use client';

import { Images } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { FormField } from '@/components/ui/form-field';
import { Input, Textarea } from '@/components/ui/input';
import {
  looksLikeVideo,
  ManagerEmptyState,
  ManagerFormPanel,
  ManagerList,
  ManagerRow,
  ManagerSplit,
  RowActions,
  SwitchField,
  Thumb,
  toastTexts,
  useAdminMutation,
  useManagerDialog,
  useManagerSave,
} from '@/components/admin';
import { MediaField } from '@/features/media/picker';
import type { AdminHeroSlide } from '../../admin-queries';
import {
  createHeroSlide,
  deleteHeroSlide,
  moveHeroSlide,
  setHeroSlideActive,
  updateHeroSlide,
} from '../../actions';

type Form = {
  title: string;
  description: string;
  imageUrl: string | null;
  imageAlt: string;
  mediaType: 'image' | 'video';
  ctaText: string;
  ctaLink: string;
  isActive: boolean;
};

const empty = (): Form => ({
  title: '',
  description: '',
  imageUrl: null,
  imageAlt: '',
  mediaType: 'image',
  ctaText: '',
  ctaLink: '',
  isActive: true,
});
const fromItem = (s: AdminHeroSlide): Form => ({
  title: s.title,
  description: s.description ?? '',
  imageUrl: s.imageUrl,
  imageAlt: s.imageAlt ?? '',
  mediaType: s.mediaType,
  ctaText: s.ctaText ?? '',
  ctaLink: s.ctaLink ?? '',
  isActive: s.isActive,
});

const UPDATED = toastTexts('Hero slide updated successfully', 'Failed to update slide', 'server');
const CREATED = toastTexts('Hero slide created successfully', 'Error creating slide');
const DELETED = toastTexts('Hero slide deleted successfully', 'Failed to delete slide', 'server');

export function HeroManager({ slides }: { slides: AdminHeroSlide[] }) {
  const dialog = useManagerDialog<AdminHeroSlide, Form>(empty, fromItem);
  const { form, set, bind, editing, errors } = dialog;
  const mutation = useAdminMutation();
  const { pending } = mutation;
  const submit = useManagerSave(
    dialog,
    mutation,
    { add: CREATED, edit: UPDATED },
    (values, item) =>
      item ? updateHeroSlide({ id: item.id, ...values }) : createHeroSlide(values),
  );

  const formPanel = (
    <ManagerFormPanel
      title={editing ? 'Edit slide' : 'Add slide'}
      description="A full-screen slide of the landing page's hero. Images look best at 1920 × 1080."
      editing={Boolean(editing)}
      pending={pending}
      submitLabel={editing ? 'Update Slide' : 'Add Slide'}
      onSubmit={submit}
      onCancel={dialog.reset}
    >
      <FormField id="hero-title" label="Title" required error={errors.title}>
        <Input
          {...bind('title', 'hero-title')}
          required
          placeholder="Architectural Visualization"
        />
      </FormField>
      <FormField id="hero-description" label="Description">
        <Textarea {...bind('description', 'hero-description')} rows={3} />
      </FormField>
      <MediaField
        id="hero-image"
        label="Image or video"
        accept="any"
        value={form.imageUrl}
        alt={form.imageAlt}
        onChange={(value) => {
          set('imageUrl', value?.url ?? null);
          set('imageAlt', value?.alt ?? '');
          set('mediaType', value && looksLikeVideo(value.url) ? 'video' : 'image');
        }}
      />
      {form.imageUrl ? (
        <FormField
          id="hero-alt"
          label="Alt text"
          hint="What the picture shows, for people who cannot see it."
        >
          <Input {...bind('imageAlt', 'hero-alt')} />
        </FormField>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="hero-cta-text" label="Button text" hint="Optional extra button.">
          <Input {...bind('ctaText', 'hero-cta-text')} placeholder="See the film" />
        </FormField>
        <FormField id="hero-cta-link" label="Button link">
          <Input {...bind('ctaLink', 'hero-cta-link')} placeholder="/projects/12" />
        </FormField>
      </div>
      <SwitchField
        label="Active"
        hint="Inactive slides are kept but not shown."
        checked={form.isActive}
        onCheckedChange={(v) => set('isActive', v)}
      />
    </ManagerFormPanel>
  );

  return (
    <ManagerSplit form={formPanel}>
      {slides.length === 0 ? (
        <ManagerEmptyState
          icon={Images}
          message="No hero slides yet"
          hint="Add the first slide with the form."
        />
      ) : (
        <ManagerList aria-label="Hero slides">
          {slides.map((slide, index) => (
            <ManagerRow
              key={slide.id}
              label={slide.title}
              muted={!slide.isActive}
              highlighted={editing?.id === slide.id}
              leading={
                <Thumb
                  url={slide.imageUrl}
                  alt={slide.imageAlt ?? slide.title}
                  className="aspect-video w-28"
                  sizes="112px"
                />
              }
              actions={
                <RowActions
                  item={slide}
                  label={slide.title}
                  mutation={mutation}
                  position={{ index, count: slides.length }}
                  active={slide.isActive}
                  updates={{ toasts: UPDATED, move: moveHeroSlide, setActive: setHeroSlideActive }}
                  deletes={{ action: deleteHeroSlide, toasts: DELETED }}
                  dialog={dialog}
                />
              }
            >
              <div className="flex flex-wrap items-center gap-2">
                <p className="truncate text-sm font-semibold text-ink">{slide.title}</p>
                {slide.mediaType === 'video' ? <Badge tone="outline">Video</Badge> : null}
                {!slide.isActive ? <Badge tone="muted">Hidden</Badge> : null}
              </div>
              {slide.description ? (
                <p className="mt-0.5 line-clamp-2 text-[13px] leading-relaxed text-muted">
                  {slide.description}
                </p>
              ) : null}
            </ManagerRow>
          ))}
        </ManagerList>
      )}
    </ManagerSplit>
  );
}
