import { removeAttachment } from '@/features/attachments/handlers';

// Public: a visitor removes a file they attached, before sending; only their own form session's.

type Context = { params: Promise<{ id: string }> };

export const DELETE = async (request: Request, context: Context) =>
  removeAttachment(request, (await context.params).id);
