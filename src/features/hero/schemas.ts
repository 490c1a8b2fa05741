import { z } from '@/lib/zod';
import { idField, optionalLink, optionalText, requiredText } from '@/components/admin/fields';

// The Hero Carousel Manager's slide form. The slide's media is an image or a
// video from the library.

export const heroSlideSchema = z.object({
  title: requiredText('Title is required'),
  description: optionalText,
  imageUrl: optionalLink,
  imageAlt: optionalText,
  mediaType: z.enum(['image', 'video']).default('image'),
  ctaText: optionalText,
  ctaLink: optionalLink,
  isActive: z.boolean().default(true),
});

export const heroSlideUpdateSchema = heroSlideSchema.extend({ id: idField });

export type HeroSlideInput = z.input<typeof heroSlideSchema>;
