// The line written most often, a request's, holds a few plain fields (strings, numbers, booleans)
// and a message. Such a line is made here, the same JSON pino makes of it, without pino's general
// path (its hook, formatter and serializers, which leave a plain field as it is, and a function
// call per value), in one pass over its fields, and handed to its destination at once: nothing of
// it stays on the heap (ADR 038). A line of one shape written for every request has its keys
// fixed once (shapedLineWriter). Any other line goes to pino: log.test.ts writes lines both ways
// and compares them.
import bridge from '@studio/http-bridge';

/** @typedef {'trace' | 'debug' | 'info' | 'warn' | 'error' | 'fatal'} Level */
/** @typedef {{ write: (line: string) => unknown }} Destination */
/** @typedef {string | number | boolean | undefined} PlainValue */
/**
 * Where a logger's plain lines go: `bindings`, the fields every line of the logger carries, as
 * pino writes them after the time (`,"pid":4711,"component":"http"`); `levels` their numbers by
 * name; `plainKey` whether pino writes the value under key as it is; `mask` what its hook does
 * to a message.
 * @typedef {{
 *   bindings: string,
 *   levels: Record<Level, number>,
 *   destination: Destination,
 *   plainKey: (key: string) => boolean,
 *   mask: (text: string) => string,
 * }} LineSink
 */

/**
 * A writer of a logger's plain lines to its destination: it writes one and answers true, or
 * answers false, writing nothing, for a line that is not plain (a field that is an object, an
 * error, a secret's or a serialized key's, or a message pino would format).
 * @param {LineSink} logger
 * @returns {(level: Level, fields: unknown, message: unknown) => boolean}
 */
export function plainLineWriter(logger) {
  const { destination, plainKey, mask } = logger;
  const line = lineFrame(logger);
  /** @type {Map<string, string>} each key as it opens its field, for the keys pino writes as they are */
  const keys = new Map();
  let lastMessage = '';
  let lastMessageJson = '""';
  return (level, fields, message) => {
    if (typeof message !== 'string' || message.includes('%')) return false;
    if (typeof fields !== 'object' || fields === null) return false;
    // an object of its own (not an error, not one inheriting fields): no key of its is inherited
    if (Object.getPrototypeOf(fields) !== Object.prototype) return false;
    let text = '';
    for (const key in fields) {
      const value = /** @type {Record<string, unknown>} */ (fields)[key];
      if (value === undefined) continue;
      if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean')
        return false;
      let opening = keys.get(key);
      if (opening === undefined) {
        if (!plainKey(key)) return false;
        keys.set(key, (opening = fieldOpening(key)));
      }
      text += opening + json(value);
    }
    if (message !== lastMessage) {
      lastMessage = message;
      lastMessageJson = JSON.stringify(mask(message));
    }
    destination.write(line(level, text, lastMessageJson));
    return true;
  };
}

/**
 * A writer of the lines of one shape: `message`, and a value (or none) for each of `keys`, in
 * their order. The keys' openings, the message's JSON and each level's start are made once, not
 * looked up at each line. Null when a key is not plain (the line is then pino's to write).
 * @param {LineSink} logger
 * @param {readonly string[]} keys
 * @param {string} message
 * @returns {((level: Level, values: readonly PlainValue[]) => void) | null}
 */
export function shapedLineWriter(logger, keys, message) {
  if (message.includes('%') || !keys.every(logger.plainKey)) return null;
  const { destination } = logger;
  const line = lineFrame(logger);
  const openings = keys.map(fieldOpening);
  const messageJson = JSON.stringify(logger.mask(message));
  return (level, values) => {
    let text = '';
    for (let i = 0; i < openings.length; i++) {
      const value = values[i];
      if (value !== undefined) text += openings[i] + json(value);
    }
    destination.write(line(level, text, messageJson));
  };
}

/**
 * A line as pino writes it, from its fields already written out (`text`, each opened by its
 * key) and its message's JSON: the level (each level's start made once), the time, the fields
 * every line of the logger carries, those fields, the message.
 * @param {LineSink} logger
 * @returns {(level: Level, text: string, messageJson: string) => string}
 */
function lineFrame({ bindings, levels }) {
  const starts = /** @type {Record<Level, string>} */ (
    Object.fromEntries(Object.entries(levels).map(([name, n]) => [name, `{"level":${n},"time":`]))
  );
  return (level, text, messageJson) =>
    `${starts[level]}${wallClock()}${bindings}${text},"msg":${messageJson}}\n`;
}

/** A field's key as it opens the field in a line. @param {string} key */
const fieldOpening = (key) => `,${JSON.stringify(key)}:`;

// the time of a line: Date.now as it was before Next wrapped it to watch renders read the clock,
// which a line written outside a render paid for at every request
const wallClock = bridge.wallClock;

/** A plain value as pino writes it. @param {string | number | boolean | undefined} value */
function json(value) {
  if (typeof value === 'string') return isOwnJson(value) ? `"${value}"` : JSON.stringify(value);
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : 'null';
  return String(value);
}

/**
 * Whether a string is printable ASCII but the quote and the backslash, so its own JSON: a loop,
 * where a regular expression called into V8's runtime for every value.
 * @param {string} text
 */
function isOwnJson(text) {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code > 0x7e || code === 0x22 || code === 0x5c) return false;
  }
  return true;
}
