/** The form field holding when the page was rendered: the fill-time spam check without a script. */
export const SHOWN_AT_FIELD = 'form_shown_at';
