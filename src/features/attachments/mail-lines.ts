import { formatSize } from './limits';
import type { AttachmentView } from './queries';

// What the owner's notification says about a request's files: their names, types and sizes,
// and where they are. The files themselves never travel by e-mail: they stay private on the
// site, and the mail's button opens the request they came with.

const oneLine = (value: string) => value.replace(/[\p{Cc}\p{Cf}\u2028\u2029]+/gu, ' ').trim();

export function attachmentLines(files: readonly AttachmentView[]): string[] {
  if (files.length === 0) return [];
  return [
    files.length === 1
      ? 'One file came with the request. It is in your inbox, not attached to this e-mail:'
      : `${files.length} files came with the request. They are in your inbox, not attached to this e-mail:`,
    ...files.map((f) => `${oneLine(f.name)} (${f.type}, ${formatSize(f.size)})`),
  ];
}
