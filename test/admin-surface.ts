import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import {
  actionModules as findActionModules,
  adminRouteModules,
  PUBLIC_ACTIONS,
  rel,
} from './source-tree';

// Calling everything an admin can call on the server, for the guard tests
// (src/server/auth/guard.int.test.ts, two-factor-required.int.test.ts). What
// there is comes from the source tree (./source-tree.ts), so a new action or
// handler is covered the day it is written; "nothing changed" is ./snapshot.ts.

export { METHODS, PUBLIC_ACTIONS, PUBLIC_ROUTES, rel, root, walk } from './source-tree';
export { snapshot } from './snapshot';

/** Modules that declare 'use server' at the top: every export is a server action. */
export const actionModules = findActionModules();
/** Admin route handler modules. */
export const routeModules = adminRouteModules();

/** The admin actions of a module: every function it exports but the public ones. */
export async function adminActionsOf(
  file: string,
): Promise<[name: string, action: (...args: unknown[]) => unknown][]> {
  const mod = (await import(file)) as Record<string, unknown>;
  return Object.entries(mod).filter(
    (entry): entry is [string, (...args: unknown[]) => unknown] =>
      typeof entry[1] === 'function' && !PUBLIC_ACTIONS.has(`${rel(file)}#${entry[0]}`),
  );
}

/** Some argument shapes an action may be called with; the guard must refuse before any of them matters. */
export function argumentSets(): unknown[][] {
  const form = new FormData();
  form.set('id', '1');
  form.set('title', 'Changed by a visitor');
  form.set('status', 'archived');
  return [
    [],
    [undefined, form],
    [form],
    [{ id: 1, title: 'Changed by a visitor', status: 'archived' }],
    [1],
    ['1', 'archived'],
  ];
}

export type Outcome = 'refused' | 'succeeded';

function judge(result: unknown): Outcome {
  if (result && typeof result === 'object') {
    const r = result as Record<string, unknown>;
    if (r.ok === true || r.success === true) return 'succeeded';
    return 'refused';
  }
  // undefined/void from a mutation that neither threw nor said no looks like success
  return result === undefined ? 'succeeded' : 'refused';
}

export async function callAction(
  fn: (...args: unknown[]) => unknown,
  args: unknown[],
): Promise<Outcome> {
  try {
    return judge(await fn(...args));
  } catch {
    return 'refused';
  }
}

/** A page's source, following a plain `export { default } from './x'` re-export. */
export function pageSource(file: string): string {
  const text = readFileSync(file, 'utf8');
  const target = text.match(/export\s*\{[^}]*\bdefault\b[^}]*\}\s*from\s*['"]([^'"]+)['"]/)?.[1];
  if (!target || !target.startsWith('.')) return text;
  const base = path.resolve(path.dirname(file), target);
  const resolved = ['.tsx', '.ts', '/index.tsx', '/index.ts']
    .map((ext) => base + ext)
    .find((f) => {
      try {
        return statSync(f).isFile();
      } catch {
        return false;
      }
    });
  return resolved ? pageSource(resolved) : text;
}
