// Where the server's log lines go when standard output is not a terminal (ADR 032). The lines of
// a moment are gathered and written together, off the event loop; none waits more than a tenth
// of a second, so a quiet site's line is not held until others come. What is gathered when the
// process exits (a stop, process.exit(), an uncaught error) is written synchronously first.
// pino's own destination (sonic-boom) appends each line to one growing string and measures its
// bytes again at every line, which made it the dearest part of a request's line (bench/history.md).
import fs from 'node:fs';

// a write's size, once the lines come faster than the wait below
const BATCH_CHARACTERS = 16 * 1024;
const WAIT_MS = 100;
// a full pipe that does not block (EAGAIN): the next try
const RETRY_MS = 20;
// at exit, the tries a full pipe gets before what is left is given up
const EXIT_TRIES = 50;

/**
 * @typedef {{ write: (line: string) => boolean, flushSync: () => void }} LogDestination
 * @typedef {Pick<typeof fs, 'write' | 'writeSync'>} Writes
 */

/**
 * A destination for pino writing to the file descriptor `fd`.
 * @param {{ fd?: number, batchCharacters?: number, waitMs?: number, files?: Writes, onExit?: boolean }} [options]
 *   `files` is node:fs unless a test gives its own; `onExit` registers the synchronous write at
 *   the process's exit
 * @returns {LogDestination}
 */
export function createLogDestination({
  fd = 1,
  batchCharacters = BATCH_CHARACTERS,
  waitMs = WAIT_MS,
  files = fs,
  onExit = true,
} = {}) {
  /** @type {string[]} */
  let gathered = [];
  // characters gathered: at most the bytes they make
  let size = 0;
  // the bytes handed to a write that has not come back yet
  let writing = false;
  // bytes a full pipe refused, written again before anything else
  /** @type {Buffer | null} */
  let refused = null;
  /** @type {NodeJS.Timeout | null} */
  let timer = null;
  // the reader has gone (EPIPE): nothing more is written
  let closed = false;

  function take() {
    const text = gathered.length === 1 ? gathered[0] : gathered.join('');
    gathered = [];
    size = 0;
    return Buffer.from(text ?? '');
  }

  function writeGathered() {
    if (writing || closed || (gathered.length === 0 && !refused)) return;
    const chunk = refused ?? take();
    refused = null;
    send(chunk);
  }

  /** @param {Buffer} chunk */
  function send(chunk) {
    writing = true;
    files.write(fd, chunk, 0, chunk.length, null, (error, written) => {
      writing = false;
      if (error) return failed(error, chunk);
      if (written < chunk.length) return send(chunk.subarray(written));
      if (size >= batchCharacters) writeGathered();
      else if (gathered.length > 0) wait();
    });
  }

  /** @param {NodeJS.ErrnoException} error @param {Buffer} chunk */
  function failed(error, chunk) {
    if (error.code === 'EAGAIN') {
      refused = chunk;
      setTimeout(writeGathered, RETRY_MS).unref();
    } else if (error.code === 'EPIPE') {
      closed = true;
      gathered = [];
      size = 0;
    }
    // any other failure (a full disk) costs the lines of that write, not the next ones
    else writeGathered();
  }

  function wait() {
    if (timer) return;
    timer = setTimeout(() => {
      timer = null;
      writeGathered();
    }, waitMs);
    timer.unref();
  }

  function flushSync() {
    if (closed) return;
    const pending = refused ? Buffer.concat([refused, take()]) : take();
    refused = null;
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
      gathered.push(line);
      size += line.length;
      if (size >= batchCharacters) writeGathered();
      else if (!writing) wait();
      return true;
    },
    flushSync,
  };
}
