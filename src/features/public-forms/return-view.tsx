import { FormNotice } from './form-notice';
import type { FormPost } from './fields';
import type { FormReturn } from './post-fields';
import { connectionErrorText, type ContactRoutes, type FormInitial } from './submission-form';

// A form's side of being sent without JavaScript: where it posts, what it shows again when it
// came back (the draft's values and errors) and the notice at its top.

export function formReturnView(returned: FormReturn | undefined, action: string, what = 'request') {
  const draft = returned?.draft ?? null;
  const initial: FormInitial | undefined = draft
    ? { values: draft.values, errors: draft.errors }
    : undefined;
  const post: FormPost = { action, shownAt: returned?.shownAt ?? 0, draft: draft?.id };
  return {
    initial,
    post,
    draft,
    notice: (success: { title: string; description: string }, contact: ContactRoutes) => (
      <FormNotice
        notice={returned?.notice ?? null}
        invalid={Object.keys(draft?.errors ?? {}).length > 0}
        said={returned?.said ?? null}
        success={success}
        failure={connectionErrorText(contact, what)}
      />
    ),
  };
}
