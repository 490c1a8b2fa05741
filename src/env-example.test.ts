import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONFIG_NAMES, parseEnv } from './env';

// .env.example lists every variable src/env.ts validates, each under a comment saying what it
// means, with its default; a variable added to one and not the other fails here, and the
// message says what to add or remove.

const FILE = path.join(import.meta.dirname, '..', '.env.example');
const VARIABLE = /^#?([A-Z][A-Z0-9_]*)=(.*)$/;

/** Each variable of the example: its value there and the comment lines just above it. */
function example() {
  const lines = readFileSync(FILE, 'utf8').split('\n');
  const found = new Map<string, { value: string; comment: string }>();
  lines.forEach((line, i) => {
    const match = VARIABLE.exec(line);
    if (!match) return;
    const [, name = '', value = ''] = match;
    let above = i - 1;
    // a group of variables (ADMIN_EMAIL and ADMIN_PASSWORD) shares one comment
    while (above >= 0 && VARIABLE.test(lines[above] ?? '')) above--;
    const comment = (lines[above] ?? '').startsWith('# ') ? (lines[above] ?? '') : '';
    found.set(name, { value, comment });
  });
  return found;
}

describe('.env.example', () => {
  it('lists every variable of src/env.ts and no other', () => {
    const listed = example();
    const missing = CONFIG_NAMES.filter((name) => !listed.has(name));
    const extra = [...listed.keys()].filter((name) => !CONFIG_NAMES.includes(name));
    const advice = [
      ...missing.map(
        (name) =>
          `add to .env.example, under a comment saying what ${name} means and its default:\n  # <what it does>. Unset: <what happens>.\n  #${name}=<its default, or nothing>`,
      ),
      ...extra.map(
        (name) =>
          `remove ${name} from .env.example (src/env.ts does not read it), or add it to the schema there`,
      ),
    ];
    expect(advice, advice.join('\n')).toEqual([]);
  });

  it('says what each one means', () => {
    const unexplained = [...example()].filter(([, { comment }]) => !comment).map(([name]) => name);
    expect(
      unexplained,
      `put a "# ..." line above ${unexplained.join(', ')} in .env.example`,
    ).toEqual([]);
  });

  it('shows each default as the schema has it', () => {
    const defaults = parseEnv({});
    const wrong = [...example()]
      .filter(([name, { value }]) => {
        const actual = (defaults as Record<string, unknown>)[name];
        // a value the schema has no default for is an example of one (DATABASE_URL, SITE_URL)
        if (actual === undefined || actual === null || name === 'SITE_URL') return false;
        if (name === 'BACKUP_SCHEDULE') return value !== 'daily';
        return value !== String(actual);
      })
      .map(
        ([name, { value }]) =>
          `${name}=${value} (the default is ${String((defaults as Record<string, unknown>)[name])})`,
      );
    expect(wrong, `in .env.example: ${wrong.join('; ')}`).toEqual([]);
  });
});
