import { createWriteStream, type WriteStream } from 'node:fs';
import { finished } from 'node:stream/promises';

/**
 * Writes a streamed upload's body to a new file (`wx`: never over an existing one), handing each
 * chunk to `check` first, which throws to refuse the upload (too big, not an accepted type).
 * On a refusal or a fault the file is closed, the body is no longer read, and the error goes on
 * to the caller, who removes the file.
 */
export async function writeStreamToFile(
  body: ReadableStream<Uint8Array>,
  file: string,
  check: (chunk: Uint8Array) => void,
): Promise<void> {
  const reader = body.getReader();
  const out = createWriteStream(file, { flags: 'wx' });
  const write = (chunk: Uint8Array) =>
    new Promise<void>((resolve, reject) =>
      out.write(chunk, (error) => (error ? reject(error) : resolve())),
    );
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (!value || value.length === 0) continue;
      check(value);
      await write(value);
    }
    out.end();
    await finished(out);
  } catch (error) {
    await abandonWrite(out, reader);
    throw error;
  }
}

/**
 * The file may still be opening: waiting for it to close keeps the caller's cleanup from running
 * first and the open from creating the file afterwards, left behind for good.
 */
async function abandonWrite(
  out: WriteStream,
  reader: ReadableStreamDefaultReader<Uint8Array>,
): Promise<void> {
  const closed = new Promise<void>((resolve) => out.once('close', () => resolve()));
  out.destroy();
  if (!out.closed) await closed;
  await reader.cancel().catch(() => {});
}
