'use client';

import { useMemo } from 'react';
import { MessageSquareText } from 'lucide-react';
import { defineManager, Manager, type FormModel, type ManagerPage } from '@/components/admin';
import { z } from '@/lib/zod';
import { snippetFields } from '../../lead/schemas';
import type { Snippet } from '../../snippets/queries';
import {
  createSnippetAction,
  deleteSnippetAction,
  updateSnippetAction,
} from '../../snippets/actions';
import { SnippetForm, type SnippetValues } from './snippet-form';

// The Saved replies screen, declared on the admin kit (docs/admin-kit.md): the owner's answers
// to the questions she is asked most, with placeholders the inbox fills from each request.
// Edits and deletes name the version the screen showed (another admin's change made meanwhile
// is refused, not overwritten), so the definition is made for the list it shows.

const FORM: FormModel<SnippetValues, Snippet> = {
  initial: () => ({ name: '', body: '', version: '' }),
  load: (stored) => {
    const { name, body, version } = stored as Snippet;
    return { name, body, version };
  },
  render: (props) => <SnippetForm {...props} />,
};

// the form's own check before the round trip; the actions parse again with the version's rule
const formSchema = z.object({ ...snippetFields, version: z.string() });

function savedReplies(versionOf: (id: number) => string) {
  return defineManager<Snippet>()({
    id: 'snippet',
    schema: formSchema,
    form: FORM,
    placement: 'dialog',
    texts: {
      add: {
        title: 'Add saved reply',
        submit: 'Add saved reply',
        description: 'Placeholders are filled from each request when you insert the reply.',
      },
      edit: {
        title: 'Edit saved reply',
        submit: 'Save changes',
        description: 'Placeholders are filled from each request when you insert the reply.',
      },
      size: 'lg',
    },
    actions: {
      create: ({ name, body }) => createSnippetAction({ name, body }),
      update: ({ id, name, body, version }) => updateSnippetAction({ id, name, body, version }),
      delete: ({ id }) => deleteSnippetAction({ id, version: versionOf(id) }),
    },
    confirmDelete: { title: (s) => `Delete "${s.name}"?` },
    toasts: {
      create: ['Saved reply added', 'Failed to save the reply', 'server'],
      update: ['Saved reply updated', 'Failed to save the reply', 'server'],
      delete: ['Saved reply deleted', 'Failed to delete the reply', 'server'],
    },
    empty: {
      icon: MessageSquareText,
      message: 'No saved replies yet',
      hint: 'Write the answers you give most often once, and insert them in any reply.',
    },
    show: {
      label: 'Saved replies',
      layout: 'rows',
      name: (snippet) => snippet.name,
      details: (snippet) => [snippet.body],
    },
  });
}

export function SnippetsManager({ snippets, page }: { snippets: Snippet[]; page: ManagerPage }) {
  const definition = useMemo(() => {
    const versions = new Map(snippets.map((s) => [s.id, s.version]));
    return savedReplies((id) => versions.get(id) ?? '');
  }, [snippets]);
  return <Manager definition={definition} items={snippets} page={page} />;
}
