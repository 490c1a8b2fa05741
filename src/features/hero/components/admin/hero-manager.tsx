'use client';

import { Images } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { defineManager, field, looksLikeVideo, Manager, Thumb } from '@/components/admin';
import { mediaWithAltField } from '@/features/media/picker';
import type { AdminHeroSlide } from '../../admin-queries';
import {
  createHeroSlide,
  deleteHeroSlide,
  moveHeroSlide,
  setHeroSlideActive,
  updateHeroSlide,
} from '../../actions';
import { heroSlideSchema } from '../../schemas';

const hero = defineManager<AdminHeroSlide>()({
  id: 'hero',
  schema: heroSlideSchema,
  placement: 'side',
  fields: {
    title: field.title('Architectural Visualization'),
    description: field.textarea({ label: 'Description' }),
    image: mediaWithAltField({
      label: 'Image or video',
      accept: 'any',
      altLabel: 'Alt text',
      altHint: 'What the picture shows, for people who cannot see it.',
    }),
    ctaText: field.text({
      label: 'Button text',
      hint: 'Optional extra button.',
      placeholder: 'See the film',
      width: 'half',
    }),
    ctaLink: field.text({ label: 'Button link', placeholder: '/projects/12', width: 'half' }),
    isActive: field.toggle({
      label: 'Active',
      hint: 'Inactive slides are kept but not shown.',
      initial: true,
    }),
  },
  load: (slide) => ({ image: { url: slide.imageUrl, alt: slide.imageAlt ?? '' } }),
  // the slide plays a video when its file is one
  toInput: ({ image, ...values }) => ({
    ...values,
    imageUrl: image.url,
    imageAlt: image.alt,
    mediaType: image.url && looksLikeVideo(image.url) ? ('video' as const) : ('image' as const),
  }),
  texts: {
    add: {
      title: 'Add slide',
      submit: 'Add Slide',
      description:
        "A full-screen slide of the landing page's hero. Images look best at 1920 × 1080.",
    },
    edit: { title: 'Edit slide', submit: 'Update Slide' },
  },
  actions: {
    create: createHeroSlide,
    update: updateHeroSlide,
    delete: deleteHeroSlide,
    move: moveHeroSlide,
  },
  active: { of: (slide) => slide.isActive, set: setHeroSlideActive },
  toasts: {
    create: ['Hero slide created successfully', 'Error creating slide'],
    update: ['Hero slide updated successfully', 'Failed to update slide', 'server'],
    delete: ['Hero slide deleted successfully', 'Failed to delete slide', 'server'],
  },
  empty: {
    icon: Images,
    message: 'No hero slides yet',
    hint: 'Add the first slide with the form.',
  },
  show: {
    label: 'Hero slides',
    layout: 'rows',
    name: (slide) => slide.title,
    leading: (slide) => (
      <Thumb
        url={slide.imageUrl}
        alt={slide.imageAlt ?? slide.title}
        className="aspect-video w-28"
        sizes="112px"
      />
    ),
    badges: (slide) => (slide.mediaType === 'video' ? <Badge tone="outline">Video</Badge> : null),
    details: (slide) => [slide.description],
  },
});

export function HeroManager({ slides }: { slides: AdminHeroSlide[] }) {
  return <Manager definition={hero} items={slides} />;
}
