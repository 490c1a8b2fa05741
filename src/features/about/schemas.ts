import { z } from '@/lib/zod';
import { optionalText, textList } from '@/components/admin/fields';

// The About Section Manager's one form.

export const aboutSchema = z.object({
  // the public section falls back to 'About Me' too
  mainTitle: z
    .string()
    .trim()
    .nullish()
    .transform((v) => v || 'About Me'),
  mainDescription: optionalText,
  journeyContent: optionalText,
  notableProjects: textList,
  softwareList: textList,
  stats: z
    .array(z.object({ label: z.string(), value: z.string() }))
    .default([])
    .transform((pairs) =>
      pairs
        .map((pair) => ({ label: pair.label.trim(), value: pair.value.trim() }))
        .filter((pair) => pair.label && pair.value),
    ),
});

export type AboutInput = z.input<typeof aboutSchema>;
