// Where the server's log lines go when standard output is not a terminal (ADR 032). The lines of
// a moment are gathered and written together, off the event loop; none waits more than a tenth
// of a second, so a quiet site's line is not held until others come. A line may also be handed
// over as the function that makes it, called when its batch is written. What is gathered when
// the process exits (a stop, process.exit(), an uncaught error) is written synchronously first.
// pino's own destination (sonic-boom) appends each line to one growing string and measures its
// bytes again at every line, which made it the dearest part of a request's line (bench/history.md).
import fs from 'node:fs';

// a write's size, once the lines come faster than the wait below
const BATCH_CHARACTERS = 64 * 1024;
// what a line made later is counted for until it is made: a request's is about this long
const LATER_CHARACTERS = 256;
const WAIT_MS = 100;
// a full pipe that does not block (EAGAIN): the next try
const RETRY_MS = 20;
// at exit, the tries a full pipe gets before what is left is given up
const EXIT_TRIES = 50;

/**
 * @typedef {{
 *   write: (line: string) => boolean,
 *   writeLater: (line: () => string) => void,
 *   flushSync: () => void,
 * }} LogDestination
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
  /** @type {(string | (() => string))[]} the lines, and the makers of those made when written */
  let gathered = [];
  // characters gathered (a line made later counted as a request's): what fills a batch
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
    for (let i = 0; i < gathered.length; i++) {
      const line = gathered[i];
      if (typeof line === 'function') gathered[i] = line();
    }
    const text = gathered.join('');
    gathered = [];
    size = 0;
    return Buffer.from(text);
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

  /** @param {string | (() => string)} line @param {number} characters */
  function gather(line, characters) {
    if (closed) return;
    gathered.push(line);
    size += characters;
    if (size >= batchCharacters) writeGathered();
    else if (!writing) wait();
  }

  return {
    write(line) {
      gather(line, line.length);
      return true;
    },
    // a line made when its batch is written, from values its maker holds (log-plain-lines.mjs)
    writeLater(line) {
      gather(line, LATER_CHARACTERS);
    },
    flushSync,
  };
}
