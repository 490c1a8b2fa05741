import type { WriteStream } from 'node:fs';

/**
 * Stops writing a streamed upload's file after a refusal or a fault, and stops reading its body.
 * The file may still be opening: waiting for it to close keeps the caller's cleanup from running
 * first and the open from creating the file afterwards, left behind for good.
 */
export async function abandonWrite(
  out: WriteStream,
  reader: ReadableStreamDefaultReader<Uint8Array>,
): Promise<void> {
  const closed = new Promise<void>((resolve) => out.once('close', () => resolve()));
  out.destroy();
  if (!out.closed) await closed;
  await reader.cancel().catch(() => {});
}
