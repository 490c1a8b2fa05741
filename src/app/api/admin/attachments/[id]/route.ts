import { withAdmin } from '@/server/auth/guard';
import { downloadAttachment } from '@/features/attachments/download';

// The owner downloads a file a visitor attached. Anyone else, and any address that names no
// attached file (guessed, counted through, or of a request since deleted), gets the same 404.

type Context = { params: Promise<{ id?: string }> };

const serve = (withBody: boolean) =>
  withAdmin<Context>(
    async (request, context) =>
      downloadAttachment(request, (await context.params).id ?? '', withBody),
    { hidden: true },
  );

export const GET = serve(true);
export const HEAD = serve(false);
