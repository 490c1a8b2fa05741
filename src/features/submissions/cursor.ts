// A keyset cursor names one inbox item by its place in the inbox order:
// its exact created_at (PostgreSQL's text form, microseconds and offset
// included, so it round-trips without loss), its kind and its id. It travels
// in the URL as base64url, and anything that does not decode to exactly that
// shape is ignored (the first page is shown).

export type Cursor = { at: string; kind: 'contact' | 'consultation'; id: number };

const TIMESTAMP = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2}){0,2}$/;
const MAX_ID = 2_147_483_647;

export function encodeCursor({ at, kind, id }: Cursor): string {
  return Buffer.from(`${at}|${kind}|${id}`, 'utf8').toString('base64url');
}

export function decodeCursor(value: string): Cursor | null {
  if (!value || value.length > 120 || !/^[A-Za-z0-9_-]+$/.test(value)) return null;
  const [at, kind, id, ...rest] = Buffer.from(value, 'base64url').toString('utf8').split('|');
  if (rest.length > 0 || !at || !TIMESTAMP.test(at)) return null;
  if (kind !== 'contact' && kind !== 'consultation') return null;
  if (!id || !/^\d{1,10}$/.test(id) || Number(id) < 1 || Number(id) > MAX_ID) return null;
  return { at, kind, id: Number(id) };
}
