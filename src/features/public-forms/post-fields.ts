// The names and shapes of a form sent without JavaScript. The names it carries besides its own
// fields (receive-post.ts takes them out before the fields are read): the spam checks' signals,
// the draft it was filled from. Shared by the form's markup and the route that reads it.

export const POST_FIELDS = {
  honeypot: 'website_url',
  shownAt: 'form_shown_at',
  draft: 'form_draft',
} as const;

/**
 * What the notice at the top of a form that came back says in place of its usual words: the
 * success notice's description when the request did more (a booked call's time), or a refusal
 * that is not a typing mistake (a time someone else has just booked).
 */
export type Said = { title?: string; description: string };

/** What a visitor without JavaScript had written when their form came back with an error. */
export type FormDraft = {
  id: string;
  values: Record<string, unknown>;
  errors: Record<string, string>;
  /** what the form sent besides its fields (the files already attached), by part */
  parts: Record<string, unknown>;
  /** the request could not be stored at all, rather than a field being wrong */
  failed: boolean;
  said?: Said | null;
};

/** What the page a form was sent back to says about it (returned.ts). */
export type FormReturn = {
  notice: 'sent' | 'failed' | 'too-large' | null;
  draft: FormDraft | null;
  said: Said | null;
  /** when the page was rendered, for the spam check of a form sent without script */
  shownAt: number;
};
