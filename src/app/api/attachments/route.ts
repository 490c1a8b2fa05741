import { uploadAttachment } from '@/features/attachments/handlers';

// Public: a visitor attaches a file to the request they are writing (docs/attachments.md). The
// body is the file itself, streamed to storage, never held whole; the HTTP layer leaves its size
// to this route (request-guard.mjs).

export const POST = (request: Request) => uploadAttachment(request);
