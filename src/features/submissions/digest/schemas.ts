import { z } from '@/lib/zod';
import { isTimeZone } from './schedule';

// The daily digest's settings: off, or an hour of the owner's day in her time zone.

export const digestSchema = z.object({
  hour: z
    .number('Choose an hour for the digest.')
    .int('Choose an hour for the digest.')
    .min(0, 'Choose an hour for the digest.')
    .max(23, 'Choose an hour for the digest.')
    .nullable(),
  timeZone: z
    .string('Choose your time zone.')
    .max(64, 'Choose your time zone from the list.')
    .refine(isTimeZone, 'Choose your time zone from the list.'),
});
export type DigestInput = z.input<typeof digestSchema>;
