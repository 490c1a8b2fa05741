// Where the server's log lines go when standard output is not a terminal (ADR 032, ADR 038).
// Each line is encoded at once into a batch: a buffer outside the JavaScript heap, written when
// it fills or a tenth of a second after its first line, off the event loop, so a quiet site's
// line is not held until others come. Nothing of a line stays on the heap after it is handed
// over: a line kept there until its batch went out outlived the collector's young generation
// and cost more to collect than to make (bench/history.md). What is gathered when the process
// exits (a stop, process.exit(), an uncaught error) is written synchronously first.
import fs from 'node:fs';

// a batch's size: a write, once the lines come faster than the wait below
const BATCH_BYTES = 64 * 1024;
const WAIT_MS = 100;
// a full pipe that does not block (EAGAIN): the next try
const RETRY_MS = 20;
// at exit, the tries a full pipe gets before what is left is given up
const EXIT_TRIES = 50;
// the most bytes a character of a JavaScript string takes in UTF-8
const MAX_BYTES_PER_CHARACTER = 3;

/**
 * @typedef {{ write: (line: string) => boolean, flushSync: () => void }} LogDestination
 * @typedef {Pick<typeof fs, 'write' | 'writeSync'>} Writes
 */

/**
 * A destination for pino writing to the file descriptor `fd`.
 * @param {{ fd?: number, batchBytes?: number, waitMs?: number, files?: Writes, onExit?: boolean }} [options]
 *   `files` is node:fs unless a test gives its own; `onExit` registers the synchronous write at
 *   the process's exit
 * @returns {LogDestination}
 */
export function createLogDestination({
  fd = 1,
  batchBytes = BATCH_BYTES,
  waitMs = WAIT_MS,
  files = fs,
  onExit = true,
} = {}) {
  /** @type {WeakSet<ArrayBufferLike>} the memory of the batches made here, which may be reused */
  const batches = new WeakSet();
  const newBatch = () => {
    const buffer = Buffer.allocUnsafeSlow(batchBytes);
    batches.add(buffer.buffer);
    return buffer;
  };
  /** @type {Buffer} the batch lines go into */
  let batch = newBatch();
  let used = 0;
  /** @type {Buffer[]} batches (and lines too long for one) waiting for their write, in order */
  const ready = [];
  // a write has not come back yet
  let writing = false;
  /** @type {NodeJS.Timeout | null} */
  let timer = null;
  // the reader has gone (EPIPE): nothing more is written
  let closed = false;

  // the buffer of a batch whose write has finished, for the next batch
  /** @type {Buffer | null} */
  let spare = null;

  // the batch under way joins the queue, and a new one begins
  function close() {
    if (used === 0) return;
    ready.push(batch.subarray(0, used));
    batch = spare ?? newBatch();
    spare = null;
    used = 0;
  }

  function writeNext() {
    if (writing || closed) return;
    if (ready.length === 0) close();
    const chunk = ready.shift();
    if (chunk) send(chunk);
  }

  /** @param {Buffer} chunk */
  function send(chunk) {
    writing = true;
    files.write(fd, chunk, 0, chunk.length, null, (error, written) => {
      writing = false;
      if (error) return failed(error, chunk);
      if (written < chunk.length) return send(chunk.subarray(written));
      // a batch's memory, written to its end, is free again (a line on its own is not kept)
      if (batches.has(chunk.buffer)) spare = Buffer.from(chunk.buffer);
      if (ready.length > 0) writeNext();
      else if (used > 0) wait();
    });
  }

  /** @param {NodeJS.ErrnoException} error @param {Buffer} chunk */
  function failed(error, chunk) {
    if (error.code === 'EAGAIN') {
      ready.unshift(chunk);
      setTimeout(writeNext, RETRY_MS).unref();
    } else if (error.code === 'EPIPE') {
      closed = true;
      ready.length = 0;
      used = 0;
    }
    // any other failure (a full disk) costs the lines of that write, not the next ones
    else writeNext();
  }

  function wait() {
    if (timer) return;
    timer = setTimeout(() => {
      timer = null;
      writeNext();
    }, waitMs);
    timer.unref();
  }

  function flushSync() {
    if (closed) return;
    close();
    const pending = Buffer.concat(ready.splice(0));
    let offset = 0;
    for (let tries = 0; offset < pending.length && tries < EXIT_TRIES;) {
      try {
        offset += files.writeSync(fd, pending, offset, pending.length - offset);
      } catch (error) {
        if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'EAGAIN') return;
        tries++;
        Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, RETRY_MS);
      }
    }
  }

  // a write under way at exit is the thread pool's, which finishes it; the rest is written here
  if (onExit) process.on('exit', flushSync);

  return {
    write(line) {
      if (closed) return true;
      const most = line.length * MAX_BYTES_PER_CHARACTER;
      if (used + most > batchBytes) close();
      // a line longer than a batch goes out on its own, in its place
      if (most > batchBytes) ready.push(Buffer.from(line));
      else used += batch.write(line, used);
      if (writing) return true;
      if (ready.length > 0) writeNext();
      else wait();
      return true;
    },
    flushSync,
  };
}
