import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

// The app's server actions and admin route handlers, found in the source tree,
// so a test that covers "every action" covers the one written tomorrow too.
// Used by the admin guard test and the hostile-input tests.

export const root = path.resolve(__dirname, '..');

/** A path relative to the repository, with forward slashes: 'src/features/faq/actions.ts'. */
export const rel = (file: string) => path.relative(root, file).split(path.sep).join('/');

export function walk(dir: string, match: (file: string) => boolean, out: string[] = []): string[] {
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) walk(full, match, out);
    else if (match(full)) out.push(full);
  }
  return out;
}

/**
 * Server actions anyone may call (public forms, a protected project's password, the landing
 * page's later sections, which take no input and render public content), as 'src/...ts#name'.
 */
export const PUBLIC_ACTIONS = new Set<string>([
  'src/app/(site)/_components/load-later-sections.tsx#loadLaterSections',
  'src/features/consultation/actions.ts#submitConsultationAction',
  'src/features/contact/actions.ts#submitContactAction',
  'src/features/projects/unlock-action.ts#unlockProjectAction',
  // whoever holds a call's private link (features/booking/links.ts)
  'src/features/booking/manage-actions.ts#moveByLink',
  'src/features/booking/manage-actions.ts#cancelByLink',
]);

/**
 * Route handlers under /api or /admin that anyone may call, as 'src/...route.ts#METHOD'.
 * better-auth's own endpoints check their own sessions; routes outside /api and
 * /admin (media files, feeds, sitemap) are public by design.
 */
export const PUBLIC_ROUTES = new Set<string>([
  // the consultation page's open times, and the owner's calendar feed (opened by its secret token)
  'src/app/api/booking/slots/route.ts#GET',
  'src/app/api/booking/feed/[token]/route.ts#GET',
  'src/app/api/attachments/route.ts#POST',
  'src/app/api/attachments/[id]/route.ts#DELETE',
  // the public forms as a browser without JavaScript sends them (features/public-forms)
  'src/app/api/forms/consultation/route.ts#POST',
  'src/app/api/forms/contact/route.ts#POST',
  'src/app/api/forms/quick-consultation/route.ts#POST',
]);
const PUBLIC_ROUTE_PREFIXES = ['src/app/api/auth/'];
const ADMIN_ROUTE_PREFIXES = ['src/app/api/', 'src/app/admin/'];

export const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** Whether a module's code opens with the 'use client' or 'use server' directive. */
export function declares(code: string, directive: 'use client' | 'use server'): boolean {
  // comments may come before it, on lines of their own or in blocks
  const leading = String.raw`^\s*(?:\/\/[^\n]*\n\s*|\/\*[\s\S]*?\*\/\s*)*`;
  return new RegExp(`${leading}['"]${directive}['"]`).test(code);
}

/** Modules that declare 'use server' at the top: every export is a server action. */
export function actionModules(): string[] {
  return walk(
    path.join(root, 'src'),
    (f) => /\.(ts|tsx)$/.test(f) && !/\.test\.tsx?$/.test(f),
  ).filter((f) => declares(readFileSync(f, 'utf8'), 'use server'));
}

/** Route handler modules under /api and /admin, better-auth's excepted. */
export function adminRouteModules(): string[] {
  return walk(path.join(root, 'src/app'), (f) => /[/\\]route\.(ts|tsx)$/.test(f)).filter(
    (f) =>
      ADMIN_ROUTE_PREFIXES.some((p) => rel(f).startsWith(p)) &&
      !PUBLIC_ROUTE_PREFIXES.some((p) => rel(f).startsWith(p)),
  );
}

/** Every admin server action: [ 'src/...ts#name', the function ]. */
export async function adminActions(): Promise<[string, (...args: unknown[]) => unknown][]> {
  const out: [string, (...args: unknown[]) => unknown][] = [];
  for (const file of actionModules()) {
    const mod = (await import(file)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(mod)) {
      const id = `${rel(file)}#${name}`;
      if (typeof value === 'function' && !PUBLIC_ACTIONS.has(id))
        out.push([id, value as (...args: unknown[]) => unknown]);
    }
  }
  return out;
}
