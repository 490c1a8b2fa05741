// The line written most often, a request's, holds a few plain fields (strings, numbers, booleans)
// and a message. Such a line is made here, the same JSON pino makes of it, without pino's general
// path (its hook, formatter and serializers, which leave a plain field as it is, and a function
// call per value), which cost a request more than the rest of its line (ADR 032). Any other line
// goes to pino: log.test.ts writes lines both ways and compares them.

/** @typedef {'trace' | 'debug' | 'info' | 'warn' | 'error' | 'fatal'} Level */

/**
 * A writer of a logger's plain lines to `destination`: it writes one and answers true, or answers
 * false, writing nothing, for a line that is not plain (a field that is an object, an error, a
 * secret's or a serialized key's, or a message pino would format).
 * @param {{
 *   bindings: string,
 *   levels: Record<string, number>,
 *   destination: { write: (line: string) => unknown },
 *   plainKey: (key: string) => boolean,
 *   mask: (text: string) => string,
 * }} logger `bindings`: the fields every line of the logger carries, as pino writes them after
 *   the time (`,"pid":4711,"component":"http"`); `levels` their numbers by name; `plainKey`
 *   whether pino writes the value under key as it is; `mask` what its hook does to a message
 * @returns {(level: Level, fields: unknown, message: unknown) => boolean}
 */
export function plainLineWriter({ bindings, levels, destination, plainKey, mask }) {
  /** @type {Map<string, string>} each key as it opens its field, for the keys pino writes as they are */
  const keys = new Map();
  let lastMessage = '';
  let lastMessageJson = '""';
  return (level, fields, message) => {
    if (typeof message !== 'string' || message.includes('%')) return false;
    if (typeof fields !== 'object' || fields === null || Array.isArray(fields)) return false;
    if (fields instanceof Error) return false;
    let body = '';
    for (const key in fields) {
      if (!Object.hasOwn(fields, key)) continue;
      const value = /** @type {Record<string, unknown>} */ (fields)[key];
      if (value === undefined) continue;
      let opening = keys.get(key);
      if (opening === undefined) {
        if (!plainKey(key)) return false;
        keys.set(key, (opening = `,${JSON.stringify(key)}:`));
      }
      if (typeof value === 'string') body += opening + quoted(value);
      else if (typeof value === 'number') body += opening + (Number.isFinite(value) ? value : null);
      else if (typeof value === 'boolean') body += opening + value;
      else return false;
    }
    if (message !== lastMessage) {
      lastMessage = message;
      lastMessageJson = JSON.stringify(mask(message));
    }
    destination.write(
      `{"level":${levels[level]},"time":${Date.now()}${bindings}${body},"msg":${lastMessageJson}}\n`,
    );
    return true;
  };
}

// printable ASCII but the quote and the backslash: such a string is its own JSON
const PLAIN_TEXT = /^[\x20\x21\x23-\x5b\x5d-\x7e]*$/;

/** @param {string} text */
const quoted = (text) => (PLAIN_TEXT.test(text) ? `"${text}"` : JSON.stringify(text));
