'use client';

import { useEffect, useRef, useState } from 'react';
import { errorId } from '@/components/ui/form-field';
import { Upload } from '@/components/ui/icons/upload';
import { cx } from '@/lib/cx';
import { loadOnce } from '@/lib/load-once';
import type { FormPart } from '@/features/public-forms/submission-form';
import { ATTACHMENTS_KEY } from './api-paths';
import { ACCEPT, formatSize, LIMITS_HINT } from './limits';
import type { DraftFiles } from './types';
import type { Uploads } from './components/uploads';

// The attachments field of a public form. It is a real file input, labelled, reachable by
// keyboard, laid over its drop zone, so that picking and dropping work with or without
// JavaScript: without it the files go with the form (a multipart post, receive-post.ts). With
// it, the uploader (uploads.ts and its list) is fetched when the visitor first reaches for the
// field, and each file is uploaded as soon as it is picked, with its progress.

type Uploader = typeof import('./components/uploader');

/** What the field needs of the form it is in (useSubmissionForm). */
export type FormLink = {
  register: (key: string, part: FormPart) => () => void;
  errors: Record<string, string>;
  clearError: (name: string) => void;
};

const NAMES = { files: 'attachments', session: 'attachment_session', keep: 'attachment_keep' };
const NOT_LOADED =
  'The files could not be attached: please check your connection and pick them again.';

export function AttachmentsField({
  form,
  idPrefix,
  kept,
  className,
}: {
  form: FormLink;
  idPrefix: string;
  /** the files a form sent back with an error already holds */
  kept?: DraftFiles | null;
  className?: string;
}) {
  const id = `${idPrefix}-attachments`;
  const hintId = `${id}-hint`;
  const input = useRef<HTMLInputElement>(null);
  const uploads = useRef<Uploads | null>(null);
  const [uploader, setUploader] = useState<{ module: Uploader; uploads: Uploads } | null>(null);
  const [over, setOver] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [load] = useState(() =>
    loadOnce(() =>
      import('./components/uploader').then((module) => {
        const made = (uploads.current ??= new module.Uploads(kept ?? undefined));
        setUploader({ module, uploads: made });
        return made;
      }),
    ),
  );
  const { register } = form;
  const error = form.errors[ATTACHMENTS_KEY] ?? problem;

  useEffect(() => {
    // files kept from an earlier try are listed by the uploader at once
    if (kept?.files.length) void load().catch(() => {});
  }, [kept, load]);

  useEffect(
    () =>
      register(ATTACHMENTS_KEY, {
        settle: async () => (uploads.current ? uploads.current.settle() : null),
        value: () =>
          uploads.current
            ? uploads.current.value()
            : kept?.files.length
              ? { session: kept.session, ids: kept.files.map((f) => f.id) }
              : undefined,
        reset: () => uploads.current?.reset(),
      }),
    [register, kept],
  );

  const reach = () => void load().catch(() => {});
  const picked = async (files: File[]) => {
    form.clearError(ATTACHMENTS_KEY);
    setProblem(null);
    try {
      (await load()).add(files);
    } catch {
      setProblem(NOT_LOADED);
    }
  };

  const describedBy = [hintId, error ? errorId(id) : null].filter(Boolean).join(' ');
  return (
    <div className={cx('space-y-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium text-ink">
        Files <span className="font-normal text-muted">(optional)</span>
      </label>
      <p id={hintId} className="text-xs leading-relaxed text-muted">
        Plans, sketches or reference photos. {LIMITS_HINT}
      </p>
      {kept && kept.files.length > 0 && !uploader && (
        <fieldset className="rounded-xl border border-line bg-white px-4 py-3">
          <legend className="px-1 text-xs text-muted">Already attached</legend>
          <input type="hidden" name={NAMES.session} value={kept.session} />
          {kept.files.map((f) => (
            <label key={f.id} className="flex items-center gap-2 py-1 text-[15px] text-ink">
              <input type="checkbox" name={NAMES.keep} value={f.id} defaultChecked />
              <span className="min-w-0 truncate">{f.name}</span>
              <span className="shrink-0 text-xs text-muted">{formatSize(f.size)}</span>
            </label>
          ))}
        </fieldset>
      )}
      <div
        data-over={over || undefined}
        className="relative flex flex-col items-center gap-2 rounded-xl border border-dashed border-ink/25 bg-white/70 px-4 py-6 text-center transition-colors duration-200 hover:border-ink/50 has-focus-visible:ring-2 has-focus-visible:ring-ink has-focus-visible:ring-offset-2 data-over:border-ink data-over:bg-white"
        onDragEnter={() => {
          reach();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={() => setOver(false)}
      >
        <span aria-hidden className="grid size-10 place-items-center rounded-full bg-sand text-ink">
          <Upload className="size-5" />
        </span>
        <p aria-hidden className="text-[15px] text-ink">
          <span className="font-medium underline decoration-line underline-offset-4">
            Choose files
          </span>
          <span className="hidden sm:inline"> or drop them here</span>
        </p>
        <input
          ref={input}
          id={id}
          name={NAMES.files}
          type="file"
          multiple
          accept={ACCEPT}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          onFocus={reach}
          onPointerEnter={reach}
          onTouchStart={reach}
          onChange={(e) => {
            const files = Array.from(e.target.files ?? []);
            // the uploader has them now: the form is sent by script, not with them
            e.target.value = '';
            if (files.length > 0) void picked(files);
          }}
          className="absolute inset-0 size-full cursor-pointer opacity-0"
        />
      </div>
      {uploader && (
        <uploader.module.UploadList
          uploads={uploader.uploads}
          onRemoved={() => input.current?.focus()}
        />
      )}
      {error && (
        <p id={errorId(id)} className="text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
