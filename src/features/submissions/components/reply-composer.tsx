'use client';

import { useRef, useState } from 'react';
import Link from 'next/link';
import { CheckCheck, Send } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input, Select, Textarea } from '@/components/ui/input';
import { FormField, errorId } from '@/components/ui/form-field';
import { markRepliedAction, sendReplyAction } from '../lead/actions';
import type { ItemDetail } from '../lead/detail';
import { fillPlaceholders, placeholderList } from '../lead/placeholders';
import { MAX_REPLY, MAX_SUBJECT } from '../lead/schemas';
import { useInboxRunner } from './inbox-runner';

// The reply composer: the thread's subject, a plain-text body, the owner's saved replies to start
// from, and a preview of the text with its placeholders filled as the client will read it.

type Errors = { subject?: string; body?: string };

function insertAt(el: HTMLTextAreaElement | null, value: string, text: string): string {
  if (!value.trim()) return text;
  const at = el?.selectionStart ?? value.length;
  const before = value.slice(0, at).replace(/\s*$/, '');
  const after = value.slice(at).replace(/^\s*/, '');
  return [before, text, after].filter(Boolean).join('\n\n');
}

function Preview({ body, detail }: { body: string; detail: ItemDetail }) {
  if (!/\{/.test(body)) return null;
  const filled = fillPlaceholders(body, detail.values);
  return (
    <div className="rounded-lg border border-dashed border-line bg-sand/40 px-3 py-2.5">
      <p className="text-xs font-medium text-muted">As {detail.item.name} will read it</p>
      {filled.ok ? (
        <p className="mt-1 text-sm whitespace-pre-wrap break-words text-ink">{filled.text}</p>
      ) : (
        <p className="mt-1 text-sm text-danger">{filled.message}</p>
      )}
    </div>
  );
}

function SnippetPicker({
  snippets,
  onPick,
}: {
  snippets: ItemDetail['snippets'];
  onPick: (text: string) => void;
}) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <label htmlFor="reply-snippet" className="text-sm text-muted">
        Saved reply
      </label>
      {snippets.length > 0 ? (
        <Select
          id="reply-snippet"
          value=""
          className="w-auto min-w-48 flex-1 sm:flex-none"
          onChange={(e) => {
            const snippet = snippets.find((s) => String(s.id) === e.target.value);
            if (snippet) onPick(snippet.body);
          }}
        >
          <option value="">Insert a saved reply…</option>
          {snippets.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </Select>
      ) : (
        <span className="text-sm text-muted">none yet.</span>
      )}
      <Link
        href="/admin/saved-replies"
        className="text-sm text-muted underline underline-offset-4 hover:text-ink"
      >
        {snippets.length > 0 ? 'Manage' : 'Write one'}
      </Link>
    </div>
  );
}

export function ReplyComposer({ detail }: { detail: ItemDetail }) {
  const { item } = detail;
  const { busy, run } = useInboxRunner();
  const [subject, setSubject] = useState(detail.subject);
  const [body, setBody] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const bodyRef = useRef<HTMLTextAreaElement>(null);
  const key = `${item.kind}:${item.id}`;
  const unanswered = item.firstResponseAt === null;

  const send = async (event: React.FormEvent) => {
    event.preventDefault();
    const result = await run(
      `reply:${key}`,
      () =>
        sendReplyAction({
          kind: item.kind,
          id: item.id,
          subject,
          body,
          repliesSeen: detail.repliesSeen,
        }),
      'Reply queued for delivery',
      'Failed to send the reply',
    );
    if (result?.ok) {
      setBody('');
      setErrors({});
    } else if (result) setErrors(result.fieldErrors ?? { body: result.message });
  };
  const markReplied = () =>
    run(
      `replied:${key}`,
      () => markRepliedAction({ kind: item.kind, id: item.id, replied: true }),
      'Marked as replied',
      'Failed to update the item',
    );

  if (!detail.ownerEmail) {
    return (
      <p className="rounded-lg bg-sand/60 p-3 text-sm text-ink">
        Add your contact e-mail in{' '}
        <Link className="underline" href="/admin/settings">
          Site Settings
        </Link>{' '}
        before replying from here: it is where {item.name}&apos;s answers will go.
      </p>
    );
  }
  return (
    <form onSubmit={send} className="space-y-3" aria-label={`Reply to ${item.name}`}>
      <p className="text-xs text-muted">
        To {item.email} · their answers come to {detail.ownerEmail}
      </p>
      <SnippetPicker
        snippets={detail.snippets}
        onPick={(text) => setBody((b) => insertAt(bodyRef.current, b, text))}
      />
      <FormField id="reply-subject" label="Subject" error={errors.subject}>
        <Input
          id="reply-subject"
          value={subject}
          maxLength={MAX_SUBJECT}
          aria-invalid={errors.subject ? true : undefined}
          aria-describedby={errors.subject ? errorId('reply-subject') : undefined}
          onChange={(e) => setSubject(e.target.value)}
        />
      </FormField>
      <FormField
        id="reply-body"
        label="Message"
        error={errors.body}
        hint={`Plain text. Placeholders: ${placeholderList}.`}
      >
        <Textarea
          id="reply-body"
          ref={bodyRef}
          value={body}
          rows={7}
          maxLength={MAX_REPLY}
          aria-invalid={errors.body ? true : undefined}
          aria-describedby={errors.body ? errorId('reply-body') : undefined}
          onChange={(e) => setBody(e.target.value)}
        />
      </FormField>
      <Preview body={body} detail={detail} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {unanswered && (
          <Button type="button" variant="outline" disabled={busy !== null} onClick={markReplied}>
            <CheckCheck aria-hidden />
            Mark as replied
          </Button>
        )}
        <Button type="submit" disabled={busy !== null}>
          <Send aria-hidden />
          Send reply
        </Button>
      </div>
    </form>
  );
}
