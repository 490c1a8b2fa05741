import { expect } from 'vitest';

// What the open internet sends: the shared vocabulary of the hostile-input tests
// (src/**/hostile-input.int.test.ts). Each test file builds its cases from these
// and counts them, so the report of a run says how many hostile inputs it tried.

export const SCRIPT = '<script>alert(document.cookie)</script>';
export const IMG_ONERROR = '<img src=x onerror=alert(1)>';
export const SQLISH = "'; DROP TABLE users; --";
export const SQL_OR = "1' OR '1'='1";
/** NUL, escape, bell, a right-to-left override and a zero-width joiner */
export const CONTROL = 'Ev\u0000il\u001b[31m\u0007 \u202Egnp.exe\u200D';
/** A lone surrogate: not valid UTF-16, cannot be encoded as UTF-8 as is */
export const LONE_SURROGATE = 'broken \uD800 text';
export const JS_URL = 'javascript:alert(document.cookie)';
export const JS_URL_MIXED = ' JaVaScRiPt:alert(1)';
export const DATA_URL = 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==';
export const VBSCRIPT_URL = 'vbscript:msgbox(1)';
export const PROTOCOL_RELATIVE = '//evil.example/pixel.png';

/** Longer than any field of the site accepts, short enough to send quickly. */
export const HUGE = 'A'.repeat(100_000);

/** Values of the wrong type for a field that expects a string. */
export const WRONG_TYPES: [string, unknown][] = [
  ['a number', 42],
  ['an array', ['x', 'y']],
  ['an object', { toString: 'x' }],
  ['a boolean', true],
];

/** Object keys that pollute prototypes when an object is merged carelessly. */
export function pollutingKeys(): Record<string, unknown> {
  return JSON.parse(
    '{"__proto__": {"polluted": "yes"}, "constructor": {"prototype": {"polluted": "yes"}}}',
  ) as Record<string, unknown>;
}

/** Ids no row can have, in every wrong shape. */
export const BAD_IDS: [string, unknown][] = [
  ['NaN', Number.NaN],
  ['Infinity', Number.POSITIVE_INFINITY],
  ['a negative id', -1],
  ['zero', 0],
  ['a fraction', 1.5],
  ['past the integer column', 2 ** 31],
  ['1e20', 1e20],
  ['SQL in the id', '1 OR 1=1'],
  ['an id in an array', [1]],
  ['true', true],
  ['an object', { id: 1 }],
  ['null', null],
];

/**
 * An answer a stranger may read: no stack trace, no file path of the server,
 * no driver's error text.
 */
export function expectNoLeak(text: string, label = 'answer'): void {
  expect(text, `${label} shows a stack trace`).not.toMatch(/\n\s+at\s|\bat [\w.<>]+ \(/);
  expect(text, `${label} shows a server path`).not.toMatch(
    /\/(work|home|tmp|usr|var|srv|app)\/|node_modules|\.next\/|[A-Z]:\\|\bsrc\/[\w/-]+\.(ts|tsx|js|mjs)\b/,
  );
  expect(text, `${label} shows a database error`).not.toMatch(
    /violates|syntax error at|invalid byte sequence|out of range for type|duplicate key|relation "|column "/i,
  );
}

/** Ensures nothing above left Object.prototype changed. */
export function expectPrototypesClean(): void {
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  expect(Object.prototype).not.toHaveProperty('polluted');
}
