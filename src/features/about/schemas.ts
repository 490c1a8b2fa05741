import { z } from '@/lib/zod';
import { MAX_TITLE, optionalText, text, textList } from '@/components/admin/fields';

// The About Section Manager's one form.

export const aboutSchema = z.object({
  // the public section falls back to 'About Me' too
  mainTitle: text(MAX_TITLE)
    .nullish()
    .transform((v) => v || 'About Me'),
  mainDescription: optionalText,
  journeyContent: optionalText,
  notableProjects: textList,
  softwareList: textList,
  stats: z
    .array(z.object({ label: text(100), value: text(100) }))
    .max(20, 'Use at most 20 figures')
    .default([])
    .transform((pairs) =>
      pairs
        .map((pair) => ({ label: pair.label.trim(), value: pair.value.trim() }))
        .filter((pair) => pair.label && pair.value),
    ),
});

export type AboutInput = z.input<typeof aboutSchema>;
