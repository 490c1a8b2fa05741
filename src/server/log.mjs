// The server's one logger (pino), for the HTTP layer, the app and its command-line tools alike:
// JSON lines when the output is not a terminal (a process manager, a container, a file), readable
// lines on one; `LOG_LEVEL` (trace, debug, info, warn, error, fatal, silent; info by default).
// Every line names its component. What no line may carry is kept out here, whoever writes it:
// values under the keys of secrets are replaced, e-mail addresses are masked in messages and
// errors (docs/monitoring.md).
import { createRequire } from 'node:module';
import bridge from '@studio/http-bridge';
import pino from 'pino';
import { createLogDestination } from './log-destination.mjs';
import { plainLineWriter, shapedLineWriter } from './log-plain-lines.mjs';

export const LEVELS = /** @type {const} */ ([
  'trace',
  'debug',
  'info',
  'warn',
  'error',
  'fatal',
  'silent',
]);

/** @typedef {import('pino').Logger} Logger */

// keys whose values are never written, at the top of a line or one level down
const SECRET_KEYS = new Set([
  'password',
  'newPassword',
  'currentPassword',
  'token',
  'secret',
  'cookie',
  'cookies',
  'authorization',
  'session',
  'sessionId',
  'sessionToken',
  'apiKey',
  'text',
  'html',
  'body',
]);
const REDACTED = '[redacted]';

/**
 * A line's fields with the values under the keys of secrets replaced, at the top and one level
 * down (pino's own `redact` with wildcards cost a request line more than the rest of it).
 * @param {Record<string, unknown>} fields
 */
function withoutSecrets(fields) {
  /** @type {Record<string, unknown> | null} */
  let copy = null;
  for (const key in fields) {
    const value = fields[key];
    /** @type {unknown} */
    let kept = value;
    if (SECRET_KEYS.has(key)) kept = REDACTED;
    else if (
      value !== null &&
      typeof value === 'object' &&
      !Array.isArray(value) &&
      !(value instanceof Error)
    )
      kept = withoutSecretsBelow(/** @type {Record<string, unknown>} */ (value));
    if (kept !== value) (copy ??= { ...fields })[key] = kept;
  }
  return copy ?? fields;
}

/** @param {Record<string, unknown>} fields */
function withoutSecretsBelow(fields) {
  /** @type {Record<string, unknown> | null} */
  let copy = null;
  for (const key in fields) if (SECRET_KEYS.has(key)) (copy ??= { ...fields })[key] = REDACTED;
  return copy ?? fields;
}

const EMAIL = /([A-Za-z0-9._%+-])[A-Za-z0-9._%+-]*@([A-Za-z0-9.-]+\.[A-Za-z]{2,})/g;

/**
 * An e-mail address as a log may carry it: its first letter and its domain (`j***@example.com`),
 * enough to tell a bounce to one domain from a typo, never the address. Every address in `text`
 * is masked.
 * @param {string} text
 */
export function maskEmails(text) {
  return text.includes('@') ? text.replace(EMAIL, '$1***@$2') : text;
}

/**
 * An error as a line carries it: its type, code and message (addresses masked) and the top of
 * its stack, which names the code's files, never a request's data.
 * @param {unknown} error
 */
function serializeError(error) {
  if (!(error instanceof Error)) return { message: maskEmails(String(error)) };
  const code = /** @type {{ code?: unknown }} */ (error).code;
  return {
    type: error.name,
    ...(code === undefined ? {} : { code: String(code) }),
    message: maskEmails(error.message),
    stack: maskEmails(error.stack ?? '')
      .split('\n')
      .slice(0, 12)
      .join('\n'),
  };
}

/**
 * The level to log at from LOG_LEVEL: a bad value falls back to info here, and the app's
 * configuration check (src/env.ts) stops the server with a line naming it.
 * @param {string | undefined} value
 * @returns {(typeof LEVELS)[number]}
 */
export function levelOf(value) {
  const level = (value ?? '').trim().toLowerCase();
  return /** @type {readonly string[]} */ (LEVELS).includes(level)
    ? /** @type {(typeof LEVELS)[number]} */ (level)
    : 'info';
}

/**
 * Where lines go: JSON to stdout, batched and written at exit (log-destination.mjs); on a
 * terminal, through pino-pretty as readable lines (loaded only then).
 * @returns {import('pino').DestinationStream}
 */
function destinationFor() {
  if (process.stdout.isTTY) {
    const pretty = /** @type {typeof import('pino-pretty')} */ (
      createRequire(import.meta.url)('pino-pretty')
    );
    return pretty({
      sync: true,
      colorize: true,
      translateTime: 'SYS:HH:MM:ss.l',
      ignore: 'pid,hostname,component',
      messageFormat: '[{component}] {msg}',
    });
  }
  return createLogDestination();
}

const SERIALIZERS = { err: serializeError, error: serializeError };
// where a root logger writes, for its plain lines (logger() below); a symbol of the registry, as
// Next loads this module apart from server.mjs and either may have made the root
const DESTINATION = Symbol.for('studio.log.destination');

/**
 * A root logger writing to `destination`.
 * @param {{ level?: string, destination: import('pino').DestinationStream }} options
 * @returns {Logger}
 */
export function createLogger({ level, destination }) {
  const root = pino(
    {
      level: levelOf(level),
      base: { pid: process.pid },
      // milliseconds since the epoch, pino's own: making an ISO date was the dearest part of a line
      serializers: SERIALIZERS,
      // every key of a secret, at the top of a line and one level down
      formatters: { log: withoutSecrets },
      hooks: {
        // a message handed over as text is masked; structured fields are the caller's choice
        logMethod(args, method) {
          for (let i = 0; i < args.length; i++) {
            const arg = args[i];
            if (typeof arg === 'string') args[i] = maskEmails(arg);
          }
          return method.apply(this, args);
        },
      },
    },
    destination,
  );
  return Object.defineProperty(root, DESTINATION, { value: destination });
}

/**
 * Where a component's plain lines go, when its root was made by createLogger, its destination
 * takes lines as they are (pino's multistream asks for more) and pino's bindings of it can be read.
 * @param {Logger} child
 * @returns {import('./log-plain-lines.mjs').LineSink | null}
 */
function lineSinkOf(child) {
  const own = /** @type {Record<symbol, unknown>} */ (/** @type {unknown} */ (child));
  const destination = /** @type {import('./log-plain-lines.mjs').Destination | undefined} */ (
    own[DESTINATION]
  );
  const bindings = own[pino.symbols.chindingsSym];
  if (!destination || typeof bindings !== 'string') return null;
  if (/** @type {Record<symbol, unknown>} */ (destination)[pino.symbols.needsMetadataGsym])
    return null;
  return {
    bindings,
    levels: /** @type {Record<import('./log-plain-lines.mjs').Level, number>} */ (
      child.levels.values
    ),
    destination,
    plainKey: (key) => !SECRET_KEYS.has(key) && !Object.hasOwn(SERIALIZERS, key),
    mask: maskEmails,
  };
}

/**
 * The process's root logger, made from its environment on first use: the HTTP layer's, the
 * app's (which Next loads apart from server.mjs: the bridge hands it the same one) and a
 * command-line tool's.
 * @returns {Logger}
 */
export function rootLogger() {
  const registered = /** @type {Logger | null} */ (bridge.logger());
  if (registered) return registered;
  const root = createLogger({ level: process.env.LOG_LEVEL, destination: destinationFor() });
  bridge.setLogger(root);
  return root;
}

/** @typedef {import('./log-plain-lines.mjs').Level} Level */
/** @typedef {import('./log-plain-lines.mjs').PlainValue} PlainValue */
/**
 * A component's logger; `shaped(keys, message)` gives a writer of the lines of one shape, for a
 * line written at every request: its values in the keys' order, an undefined one left out.
 * @typedef {Pick<Logger, Level | 'isLevelEnabled'> & {
 *   shaped: (keys: readonly string[], message: string) =>
 *     (level: Level, values: readonly PlainValue[]) => void,
 * }} Log
 */

/**
 * A component's logger: every line it writes carries `component`. Modules take theirs when they
 * load; it writes through the root logger of the moment it writes.
 * @param {string} component
 * @returns {Log}
 */
export function logger(component) {
  /** @type {Logger | null} */
  let root = null;
  /** @type {Logger | null} */
  let child = null;
  /** @type {import('./log-plain-lines.mjs').LineSink | null} */
  let sink = null;
  /** @type {ReturnType<typeof plainLineWriter> | null} */
  let plain = null;
  const current = () => {
    const now = rootLogger();
    if (now !== root || !child) {
      root = now;
      child = now.child({ component });
      sink = lineSinkOf(child);
      plain = sink && plainLineWriter(sink);
    }
    return child;
  };
  /** @param {Level} level */
  const method = (level) =>
    /** @type {import('pino').LogFn} */ (
      (/** @type {unknown[]} */ ...args) => {
        const log = current();
        // a line of plain fields and a message is made without pino's general path
        if (
          args.length === 2 &&
          plain &&
          log.isLevelEnabled(level) &&
          plain(level, args[0], args[1])
        )
          return;
        /** @type {(...args: unknown[]) => void} */ (log[level]).apply(log, args);
      }
    );
  /** @type {Log['shaped']} */
  const shaped = (keys, message) => {
    /** @type {import('./log-plain-lines.mjs').LineSink | null} */
    let madeFor = null;
    /** @type {ReturnType<typeof shapedLineWriter>} */
    let write = null;
    return (level, values) => {
      const log = current();
      if (!log.isLevelEnabled(level)) return;
      if (sink !== madeFor) {
        madeFor = sink;
        write = sink && shapedLineWriter(sink, keys, message);
      }
      if (write) return write(level, values);
      /** @type {Record<string, PlainValue>} */
      const fields = {};
      keys.forEach((key, i) => {
        if (values[i] !== undefined) fields[key] = values[i];
      });
      log[level](fields, message);
    };
  };
  return {
    trace: method('trace'),
    debug: method('debug'),
    info: method('info'),
    warn: method('warn'),
    error: method('error'),
    fatal: method('fatal'),
    isLevelEnabled: (level) => current().isLevelEnabled(level),
    shaped,
  };
}

/**
 * A copy of a JSON value with every e-mail address in its strings masked, for a record logged
 * whole (an audit entry that could not be written).
 * @template T
 * @param {T} value
 * @returns {T}
 */
export function masked(value) {
  return JSON.parse(maskEmails(JSON.stringify(value) ?? 'null'));
}
