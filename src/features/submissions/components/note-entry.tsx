'use client';

import { useState } from 'react';
import { Pencil, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/input';
import { deleteNoteAction, editNoteAction } from '../lead/actions';
import { MAX_NOTE } from '../lead/schemas';
import type { TimelineEntry } from '../lead/timeline';
import { zonedDateTime } from '../zoned';
import { useInboxRunner } from './inbox-runner';

type Note = Extract<TimelineEntry, { type: 'note' }>;

/** A private note on the timeline: read, edited in place, or deleted. */
export function NoteEntry({ note, zone }: { note: Note; zone: string }) {
  const { busy, run } = useInboxRunner();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(note.body);
  const [error, setError] = useState<string | null>(null);
  const key = `note:${note.id}`;
  const save = async () => {
    const result = await run(
      key,
      () => editNoteAction({ id: note.id, body: draft, version: note.version }),
      'Note saved',
      'Failed to save the note',
    );
    if (result?.ok) setEditing(false);
    else setError(result?.message ?? 'The note could not be saved. Please try again.');
  };
  const remove = () =>
    run(
      key,
      () => deleteNoteAction({ id: note.id, version: note.version }),
      'Note deleted',
      'Failed to delete the note',
    );
  const fieldId = `note-${note.id}`;
  return (
    <div className="rounded-lg border border-accent/30 bg-accent/10 px-3 py-2.5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-xs text-ink-soft">
          <span className="font-medium text-ink">Private note</span>
          {note.author ? ` · ${note.author}` : ''} · {zonedDateTime(note.at, zone)}
          {note.edited ? ' · edited' : ''}
        </p>
        {!editing && (
          <div className="flex gap-1">
            <Button
              variant="ghost"
              size="sm"
              aria-label="Edit note"
              disabled={busy !== null}
              onClick={() => {
                setDraft(note.body);
                setError(null);
                setEditing(true);
              }}
            >
              <Pencil aria-hidden />
            </Button>
            <Button
              variant="ghost"
              size="sm"
              aria-label="Delete note"
              disabled={busy !== null}
              onClick={remove}
              className="text-danger hover:bg-danger/10"
            >
              <Trash2 aria-hidden />
            </Button>
          </div>
        )}
      </div>
      {editing ? (
        <div className="mt-2 space-y-2">
          <label htmlFor={fieldId} className="sr-only">
            Note
          </label>
          <Textarea
            id={fieldId}
            value={draft}
            maxLength={MAX_NOTE}
            rows={3}
            aria-invalid={error ? true : undefined}
            onChange={(e) => setDraft(e.target.value)}
          />
          {error && <p className="text-sm text-danger">{error}</p>}
          <div className="flex justify-end gap-2">
            <Button variant="ghost" size="sm" onClick={() => setEditing(false)}>
              Cancel
            </Button>
            <Button size="sm" disabled={busy === key} onClick={save}>
              Save note
            </Button>
          </div>
        </div>
      ) : (
        <p className="mt-1 text-sm whitespace-pre-wrap break-words text-ink">{note.body}</p>
      )}
    </div>
  );
}
