import { z } from '@/lib/zod';
import { idField, text } from '@/components/admin/fields';
import { placeholderProblem } from './placeholders';

// The lead desk's inputs, shared by the composer, the notes, the saved replies screen and their
// server actions (isomorphic), so both sides refuse the same things with the same words.

export const MAX_REPLY = 20_000;
export const MAX_SUBJECT = 200;
export const MAX_NOTE = 5_000;
export const MAX_SNIPPET_NAME = 80;

export const itemKey = {
  kind: z.enum(['contact', 'consultation'], 'That item could not be found.'),
  id: idField,
};

// a line break in a header would let the text start headers of its own (Bcc:, a second body)
const LINE_BREAK = /[\r\n\u0085\u2028\u2029]/;

/** A mail subject: one line, never empty. */
export const subjectField = z
  .string('Write a subject.')
  .refine((v) => !LINE_BREAK.test(v), 'The subject must be one line, without line breaks.')
  .pipe(text(MAX_SUBJECT, `Keep the subject under ${MAX_SUBJECT} characters.`))
  .pipe(z.string().min(1, 'Write a subject.'));

/** Text with placeholders (a reply, a saved reply): required, capped, every placeholder known. */
const withPlaceholders = (empty: string, max: number, tooLong: string) =>
  z
    .string(empty)
    .pipe(text(max, tooLong))
    .pipe(z.string().min(1, empty))
    .superRefine((value, ctx) => {
      const problem = placeholderProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });

export const replyBody = withPlaceholders(
  'Write your reply before sending it.',
  MAX_REPLY,
  `Keep the reply under ${MAX_REPLY.toLocaleString('en-GB')} characters.`,
);

/**
 * `repliesSeen` is how many replies the composer showed when the owner began: if another admin
 * (or another tab) has answered since, her reply is not sent until she has read theirs.
 */
export const replySchema = z.object({
  ...itemKey,
  subject: subjectField,
  body: replyBody,
  repliesSeen: z
    .number('Reload the item and try again.')
    .int('Reload the item and try again.')
    .min(0, 'Reload the item and try again.')
    .max(100_000, 'Reload the item and try again.'),
});
export type ReplyInput = z.input<typeof replySchema>;

export const markRepliedSchema = z.object({
  ...itemKey,
  replied: z.boolean('Say whether the item was answered.'),
});

export const noteBody = z
  .string('Write the note first.')
  .pipe(text(MAX_NOTE, `Keep a note under ${MAX_NOTE.toLocaleString('en-GB')} characters.`))
  .pipe(z.string().min(1, 'Write the note first.'));

/** The version a form was opened on: the row's updated_at, to the millisecond. */
export const versionField = z.iso.datetime({
  offset: true,
  message: 'Reload the page and try again.',
});

export const addNoteSchema = z.object({ ...itemKey, body: noteBody });
export const editNoteSchema = z.object({ id: idField, body: noteBody, version: versionField });
export const deleteNoteSchema = z.object({ id: idField, version: versionField });

export const snippetFields = {
  name: z
    .string('Name the saved reply.')
    .pipe(text(MAX_SNIPPET_NAME, `Keep the name under ${MAX_SNIPPET_NAME} characters.`))
    .pipe(z.string().min(1, 'Name the saved reply.')),
  body: withPlaceholders(
    'Write the reply this saves.',
    MAX_REPLY,
    `Keep a saved reply under ${MAX_REPLY.toLocaleString('en-GB')} characters.`,
  ),
};
export const createSnippetSchema = z.object(snippetFields);
export const updateSnippetSchema = z.object({
  id: idField,
  ...snippetFields,
  version: versionField,
});
export const deleteSnippetSchema = z.object({ id: idField, version: versionField });
export type SnippetInput = z.input<typeof createSnippetSchema>;
