import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Connection } from '@/server/db/connect';
import * as schema from '@/server/db/schema';

// Everything an admin can call on the server, found in the source tree, so the
// guard tests (src/server/auth/guard.int.test.ts, two-factor-required.int.test.ts)
// cover a new action or handler the day it is written; one meant for the public
// must be listed here.

/** Server actions anyone may call (public forms), as 'src/...ts#name'. */
export const PUBLIC_ACTIONS = new Set<string>([
  'src/features/consultation/actions.ts#submitConsultationAction',
  'src/features/contact/actions.ts#submitContactAction',
]);
/**
 * Route handlers under /api or /admin that anyone may call, as 'src/...route.ts#METHOD'.
 * better-auth's own endpoints check their own sessions; routes outside /api and
 * /admin (media files, feeds, sitemap) are public by design.
 */
export const PUBLIC_ROUTES = new Set<string>([]);
const PUBLIC_ROUTE_PREFIXES = ['src/app/api/auth/'];
const ADMIN_ROUTE_PREFIXES = ['src/app/api/', 'src/app/admin/'];

export const root = path.resolve(__dirname, '..');

export function walk(dir: string, match: (file: string) => boolean, out: string[] = []): string[] {
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) walk(full, match, out);
    else if (match(full)) out.push(full);
  }
  return out;
}

export const rel = (file: string) => path.relative(root, file).split(path.sep).join('/');

/** Modules that declare 'use server' at the top: every export is a server action. */
export const actionModules = walk(
  path.join(root, 'src'),
  (f) => /\.(ts|tsx)$/.test(f) && !/\.test\.tsx?$/.test(f),
).filter((f) =>
  /^\s*(\/\/[^\n]*\n|\/\*[\s\S]*?\*\/\s*)*['"]use server['"]/.test(readFileSync(f, 'utf8')),
);

export const routeModules = walk(path.join(root, 'src/app'), (f) =>
  /[/\\]route\.(ts|tsx)$/.test(f),
).filter(
  (f) =>
    ADMIN_ROUTE_PREFIXES.some((p) => rel(f).startsWith(p)) &&
    !PUBLIC_ROUTE_PREFIXES.some((p) => rel(f).startsWith(p)),
);

export const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

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

/** Rows of every table, so that "nothing changed" means nothing at all. */
export async function snapshot(db: Connection['db']): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const value of Object.values(schema)) {
    if (!is(value, PgTable)) continue;
    const name = getTableName(value);
    const result = await db.execute(
      sql`select count(*)::int as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as h from ${sql.identifier(name)} t`,
    );
    const row = result.rows[0] as { n: number; h: string };
    out[name] = `${row.n}:${row.h}`;
  }
  return out;
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
