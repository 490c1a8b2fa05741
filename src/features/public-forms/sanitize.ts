import { matches, maxLength, minLength, textField as field, type Check, type Issue } from './rules';

// The public forms' shared rules: every text value is
// trimmed, loses its angle brackets and is cut to 2000 characters, on the
// client before sending and again on the server whatever the client sent.
// Single-line values also lose line breaks and control characters, so a name
// such as "Eve\r\nBcc: someone" can never become a mail header.

export const MAX_VALUE_LENGTH = 2000;

const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;
const LINE_BREAKS = /[\r\n\u0085\u2028\u2029\t]+/g;

/** Trim and strip angle brackets (no length cut): what the length rules are checked against. */
export function stripText(value: string, multiline = false): string {
  let v = value.replace(/[<>]/g, '');
  v = multiline
    ? v.replace(/\r\n?/g, '\n').replace(CONTROL, '')
    : v.replace(LINE_BREAKS, ' ').replace(CONTROL, '').replace(/ {2,}/g, ' ');
  return v.trim();
}

/** The whole sanitising rule: strip, then cut to 2000 characters. */
export function cleanText(value: string, multiline = false): string {
  return stripText(value, multiline).slice(0, MAX_VALUE_LENGTH);
}

/** A text field: stripped, checked by `checks` in order, then cut to 2000 characters. */
export function textField(checks: Check[] = [], multiline = false) {
  return field(
    checks,
    (v) => stripText(v, multiline),
    (v) => v.slice(0, MAX_VALUE_LENGTH),
  );
}

/** An optional text field: '' when absent. */
export const optionalText = (multiline = false) => textField([], multiline);

// {email}: something@something.something with no spaces
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const nameField = textField([
  minLength(1, 'Name is required'),
  minLength(2, 'Name must be at least 2 characters'),
  maxLength(50, 'Name must be less than 50 characters'),
]);

export const emailField = textField([
  minLength(1, 'Email is required'),
  maxLength(254, 'Please enter a valid email address'),
  matches(EMAIL, 'Please enter a valid email address'),
]);

/** The message rule of both forms, worded per form ('Project details are required', 'Message is required'). */
export function messageField(label: string, required: string) {
  return textField(
    [
      minLength(1, required),
      minLength(10, `${label} must be at least 10 characters`),
      maxLength(MAX_VALUE_LENGTH, `${label} must be less than 2000 characters`),
    ],
    true,
  );
}

/** Spam signals sent with every public form (never shown to the visitor). */
export type FormMeta = {
  /** the hidden honeypot field: people leave it empty */
  honeypot: string;
  /** milliseconds between the form appearing and the submit, measured in the browser */
  elapsedMs: number;
  /** the page, referrer and UTM parameters of the visit */
  source?: Record<string, unknown>;
};

/** Field errors of a failed parse, first message per field. */
export function fieldErrors(error: {
  issues: readonly Pick<Issue, 'path' | 'message'>[];
}): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || '_';
    out[key] ??= issue.message;
  }
  return out;
}

/** The result a public form action answers with. */
export type SubmitResult =
  | { ok: true; description?: string }
  | { ok: false; reason: 'invalid'; fieldErrors: Record<string, string>; notice?: Notice }
  | { ok: false; reason: 'error'; message: string };

/**
 * What a form says in place of its usual notice: the success notice's description when the
 * submission did more (a booked call's time), or the toast of a refusal that is not a typing
 * mistake (a time someone else has just booked).
 */
export type Notice = { title: string; description: string };
