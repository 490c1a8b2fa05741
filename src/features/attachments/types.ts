// What the browser and the server say to each other about staged files (no runtime code: the
// form's script and the server both use these shapes).

/** A staged file as the visitor's browser knows it. */
export type StagedFile = { id: string; name: string; size: number; type: string };

/** The answer to an upload; the form session's token comes with every one. */
export type UploadAnswer =
  { ok: true; file: StagedFile; session: string } | { ok: false; message: string; session: string };

/** The files a form sent back with an error already holds, in the session they are staged in. */
export type DraftFiles = { session: string; files: StagedFile[] };
