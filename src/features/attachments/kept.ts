import { ATTACHMENTS_KEY } from './api-paths';
import type { DraftFiles, StagedFile } from './types';

// The files a draft holds (post-files.ts wrote them), read back for the form's field.

const isFile = (value: unknown): value is StagedFile => {
  const f = value as StagedFile;
  return (
    typeof f === 'object' &&
    f !== null &&
    typeof f.id === 'string' &&
    typeof f.name === 'string' &&
    typeof f.size === 'number' &&
    typeof f.type === 'string'
  );
};

export function keptFiles(parts: Record<string, unknown> | undefined): DraftFiles | null {
  const value = parts?.[ATTACHMENTS_KEY] as Partial<DraftFiles> | undefined;
  if (!value || typeof value.session !== 'string' || !Array.isArray(value.files)) return null;
  const files = value.files.filter(isFile);
  return files.length > 0 ? { session: value.session, files } : null;
}
