import { describe, expect, it, vi } from 'vitest';
import type { StagedFile } from './types';

// The files of a post without JavaScript keep the order the visitor chose them in, whichever is
// stored first: a small file after a large one is staged sooner.

vi.mock('server-only', () => ({}));
vi.mock('@/env', () => ({ env: () => ({}) }));
vi.mock('@/server/db', () => ({ getDb: async () => ({}) }));
vi.mock('./stage', () => ({
  AttachmentRefused: class extends Error {},
  stageAttachment: async ({ filename }: { filename: string }): Promise<StagedFile> => {
    // the first file takes longest
    await new Promise((resolve) => setTimeout(resolve, filename === 'plan.pdf' ? 30 : 1));
    return { id: `id-${filename}`, name: filename, size: 1, type: 'PDF' };
  },
}));

const { attachmentPosts } = await import('./post-files');

describe('files posted without JavaScript', () => {
  it('are listed in the order they came, not the order they were stored', async () => {
    const batch = attachmentPosts.begin(new Map(), new Request('http://localhost/'));
    const stream = () => new ReadableStream<Uint8Array>();
    await Promise.all([batch.add(stream(), 'plan.pdf'), batch.add(stream(), 'site photo.jpg')]);
    const { payload, draft } = await batch.finish();
    expect((payload as { ids: string[] }).ids).toEqual(['id-plan.pdf', 'id-site photo.jpg']);
    expect((draft as { files: StagedFile[] }).files.map((f) => f.name)).toEqual([
      'plan.pdf',
      'site photo.jpg',
    ]);
  });
});
