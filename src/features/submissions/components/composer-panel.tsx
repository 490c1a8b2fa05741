'use client';

import { useState } from 'react';
import { StickyNote } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/input';
import { FormField } from '@/components/ui/form-field';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { addNoteAction } from '../lead/actions';
import type { ItemDetail } from '../lead/detail';
import { MAX_NOTE } from '../lead/schemas';
import { useInboxRunner } from './inbox-runner';
import { ReplyComposer } from './reply-composer';

// Below the timeline: answer the client, or write a private note, one tab each.

function NoteComposer({ detail }: { detail: ItemDetail }) {
  const { item } = detail;
  const { busy, run } = useInboxRunner();
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const add = async (event: React.FormEvent) => {
    event.preventDefault();
    const result = await run(
      `note:${item.kind}:${item.id}`,
      () => addNoteAction({ kind: item.kind, id: item.id, body }),
      'Note added',
      'Failed to add the note',
    );
    if (result?.ok) {
      setBody('');
      setError(null);
    } else if (result) setError(result.fieldErrors?.body ?? result.message);
  };
  return (
    <form onSubmit={add} className="space-y-3">
      <FormField
        id="note-body"
        label="Private note"
        error={error}
        hint="Only admins see notes: they are never mailed to the client."
      >
        <Textarea
          id="note-body"
          value={body}
          rows={4}
          maxLength={MAX_NOTE}
          aria-invalid={error ? true : undefined}
          onChange={(e) => setBody(e.target.value)}
        />
      </FormField>
      <div className="flex justify-end">
        <Button type="submit" disabled={busy !== null}>
          <StickyNote aria-hidden />
          Add note
        </Button>
      </div>
    </form>
  );
}

export function ComposerPanel({ detail }: { detail: ItemDetail }) {
  const spam = detail.item.status === 'spam';
  return (
    <Tabs
      defaultValue={spam ? 'note' : 'reply'}
      className="rounded-xl border border-line bg-white p-3 sm:p-4"
    >
      <TabsList aria-label="Answer or note">
        <TabsTrigger value="reply">Reply</TabsTrigger>
        <TabsTrigger value="note">Private note</TabsTrigger>
      </TabsList>
      <TabsContent value="reply" className="mt-4">
        {spam ? (
          <p className="text-sm text-ink">
            Held back as spam: it cannot be answered from the site, as its sender is most likely
            forged. Move it out of Spam to reply.
          </p>
        ) : (
          <ReplyComposer detail={detail} />
        )}
      </TabsContent>
      <TabsContent value="note" className="mt-4">
        <NoteComposer detail={detail} />
      </TabsContent>
    </Tabs>
  );
}
