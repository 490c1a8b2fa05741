// A few lines of validation for the public forms, in place of zod: these rules run
// in every visitor's browser, where even zod/mini weighed on the landing page's
// JavaScript budget (ADR 006). The shape mirrors zod's (safeParse, issues with paths) so the
// server and the forms read results the same way.

export type Issue = { path: string[]; message: string };
export type ParseResult<T> =
  { success: true; data: T } | { success: false; error: { issues: Issue[] } };

export type Rules<T> = {
  safeParse(input: unknown): ParseResult<T>;
  /** Throws on invalid input: for values the code itself built. */
  parse(input: unknown): T;
};

/** What a set of rules gives when the input is valid. */
export type Infer<R> = R extends Rules<infer T> ? T : never;

/** One field: its value from the wire, or the message that refuses it. */
export type Field<T> = (raw: unknown) => { value: T } | { error: string };
/** A rule on a cleaned string: the message when it fails, else null. */
export type Check = (value: string) => string | null;

export const minLength =
  (n: number, message: string): Check =>
  (v) =>
    v.length < n ? message : null;

export const maxLength =
  (n: number, message: string): Check =>
  (v) =>
    v.length > n ? message : null;

export const matches =
  (pattern: RegExp, message: string): Check =>
  (v) =>
    pattern.test(v) ? null : message;

/** The answer to a value no form of ours sends (a number, a list, an object for a text). */
export const NOT_TEXT = 'Please enter text';

/**
 * A text field: absent (undefined or null) counts as '', any other value that
 * is not a string is refused (a form only ever sends text, so anything else
 * was made by hand), `clean` prepares it, the checks run in order and the
 * first failure is its message, then `finish` (for example a length cut)
 * gives the stored value.
 */
export function textField(
  checks: Check[],
  clean: (v: string) => string,
  finish: (v: string) => string = (v) => v,
): Field<string> {
  return (raw) => {
    if (raw !== undefined && raw !== null && typeof raw !== 'string') return { error: NOT_TEXT };
    const value = clean(typeof raw === 'string' ? raw : '');
    for (const check of checks) {
      const message = check(value);
      if (message) return { error: message };
    }
    return { value: finish(value) };
  };
}

/** One of a fixed list; absent means the default. */
export function choice<T extends string>(
  values: readonly T[],
  fallback: T,
  message: string,
): Field<T> {
  return (raw) => {
    if (raw === undefined) return { value: fallback };
    return (values as readonly unknown[]).includes(raw) ? { value: raw as T } : { error: message };
  };
}

type Shape = Record<string, Field<unknown>>;
export type Output<S extends Shape> = {
  [K in keyof S]: S[K] extends Field<infer T> ? T : never;
};

/**
 * An object of fields (unknown keys are dropped); `refine` adds the issues that
 * need several fields, and runs only when every field is valid.
 */
export function objectRules<S extends Shape>(
  shape: S,
  refine?: (value: Output<S>) => Issue[],
): Rules<Output<S>> {
  const safeParse = (input: unknown): ParseResult<Output<S>> => {
    if (typeof input !== 'object' || input === null || Array.isArray(input)) {
      return { success: false, error: { issues: [{ path: [], message: 'Invalid input' }] } };
    }
    const source = input as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    const issues: Issue[] = [];
    for (const [key, field] of Object.entries(shape)) {
      const result = field(source[key]);
      if ('error' in result) issues.push({ path: [key], message: result.error });
      else out[key] = result.value;
    }
    if (issues.length === 0 && refine) issues.push(...refine(out as Output<S>));
    return issues.length > 0
      ? { success: false, error: { issues } }
      : { success: true, data: out as Output<S> };
  };
  return {
    safeParse,
    parse(input) {
      const result = safeParse(input);
      if (!result.success) {
        throw new Error(
          result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '),
        );
      }
      return result.data;
    },
  };
}
