'use server';

import type { Notice } from '@/features/public-forms/sanitize';
import { receiveSubmission } from '@/features/public-forms/receive';
import { submitConsultation } from './submit';
import { SHOWN_AT_FIELD } from './post-fields';

// Public: the consultation form as a browser without JavaScript sends it (a plain form post to
// the page, which React hands to this action and renders again with its answer). The same
// intake takes it as the page's script sends, so a time picked on the page is booked the same way.

export type PostedState = {
  ok: boolean;
  /** the success notice's description, when the request did more (a booked call) */
  description?: string;
  /** what was sent, to show again when it came back with errors */
  values: Record<string, string>;
  errors: Record<string, string>;
  notice?: Notice;
  /** the request could not be stored at all */
  failed?: boolean;
};

export async function submitConsultationPost(
  _previous: PostedState | null,
  form: FormData,
): Promise<PostedState> {
  const values: Record<string, string> = {};
  for (const [name, value] of form) {
    // React's own fields ($ACTION_...) and files are not the form's values
    if (typeof value === 'string' && !name.startsWith('$')) values[name] = value;
  }
  const shownAt = Number(values[SHOWN_AT_FIELD]);
  const meta = {
    honeypot: values.website_url ?? '',
    // the page may have come from a cache: the time since it was rendered, not since it was opened
    elapsedMs: Number.isFinite(shownAt) && shownAt > 0 ? Date.now() - shownAt : 0,
  };
  delete values[SHOWN_AT_FIELD];
  delete values.website_url;
  const result = await receiveSubmission(
    submitConsultation,
    { values, meta },
    {
      label: 'consultation request',
      message: 'The request could not be stored.',
    },
  );
  if (result.ok) return { ok: true, description: result.description, values: {}, errors: {} };
  if (result.reason === 'error') return { ok: false, values, errors: {}, failed: true };
  return { ok: false, values, errors: result.fieldErrors, notice: result.notice };
}
