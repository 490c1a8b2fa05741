import { fieldErrors, type SubmitResult } from './sanitize';
import type { Rules } from './rules';

// The part of a public form that only a visitor who fills it in needs: its rules and the
// action that sends it. The form fetches this when the visitor first points at, touches or
// focuses it (useSubmissionForm), so a visitor who only reads the page never downloads the
// rules (ADR 006).

export type Checked = { ok: true; data: unknown } | { ok: false; errors: Record<string, string> };

export type FormSending = {
  /** the form's rules: the cleaned values, or the first message per field */
  check(values: unknown): Checked;
  send(payload: unknown): Promise<SubmitResult>;
};

export function formSending<T>(
  rules: Rules<T>,
  action: (payload: unknown) => Promise<SubmitResult>,
): FormSending {
  return {
    check(values) {
      const parsed = rules.safeParse(values);
      return parsed.success
        ? { ok: true, data: parsed.data }
        : { ok: false, errors: fieldErrors(parsed.error) };
    },
    send: action,
  };
}
