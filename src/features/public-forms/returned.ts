import 'server-only';
import { getDb } from '@/server/db';
import { firstParam, type SearchParam } from '@/lib/search-params';
import { loadDraft } from './drafts';
import { POST_FIELDS, type FormReturn } from './post-fields';

export type { FormReturn } from './post-fields';

// What the page a form sent without JavaScript comes back to says (receive-post.ts redirects
// there): `?sent=1` the success notice, `?draft=<id>` the visitor's fields with the errors,
// `?failed=1` a request that could not be stored nor kept. On a page with more than one form
// the way back names its form (`?form=contact&sent=1`): the others leave it alone.

export async function formReturnOf(
  form: string,
  query: Record<string, SearchParam>,
): Promise<FormReturn> {
  const params = firstParam(query.form, form) === form ? query : {};
  const id = firstParam(params.draft);
  const draft = id ? await loadDraft(await getDb(), form, id).catch(() => null) : null;
  const earlier = Number(draft?.values[POST_FIELDS.shownAt]);
  const shownAt = Number.isFinite(earlier) && earlier > 0 ? earlier : Date.now();
  const failed = firstParam(params.failed);
  const notice =
    firstParam(params.sent) === '1'
      ? 'sent'
      : failed === 'too-large'
        ? 'too-large'
        : failed || draft?.failed
          ? 'failed'
          : null;
  // a sent form's draft holds only what its notice says: the form itself starts empty
  return { notice, draft: notice === 'sent' ? null : draft, said: draft?.said ?? null, shownAt };
}
