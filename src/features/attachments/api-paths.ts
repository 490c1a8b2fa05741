// Where the form's script sends files and how it names its form session (shared with the
// route handlers, so both always agree).

export const UPLOAD_PATH = '/api/attachments';

/** The header uploads and removals carry the form session's token in. */
export const SESSION_HEADER = 'x-attachment-session';

/** The key the request's payload carries its files under, and their field errors' name. */
export const ATTACHMENTS_KEY = 'attachments';

/** The owner's download of an attached file (an admin session only). */
export const downloadPath = (id: string) => `/api/admin/attachments/${id}`;
