import { describe, expect, it } from 'vitest';
import { changesBetween, MAX_TEXT } from './changes';

describe('changesBetween', () => {
  it('keeps only the fields that changed, without bookkeeping', () => {
    const at = new Date('2026-01-01T00:00:00Z');
    expect(
      changesBetween(
        { id: 1, title: 'A', year: '2024', images: [1], updatedAt: at },
        { id: 1, title: 'B', year: '2024', images: [1, 2], updatedAt: new Date() },
      ),
    ).toEqual({
      before: { title: 'A', images: [1] },
      after: { title: 'B', images: [1, 2] },
      label: 'B',
    });
  });

  it('never copies a secret, only says it changed', () => {
    const out = changesBetween(
      { id: 1, title: 'Post', previewToken: 'old-secret', password: 'hash-1' },
      { id: 1, title: 'Post', previewToken: 'new-secret', password: 'hash-2' },
    );
    expect(out).toEqual({
      before: {},
      after: {},
      label: 'Post',
      hidden: ['previewToken', 'password'],
    });
    expect(JSON.stringify(out)).not.toContain('secret');
    expect(JSON.stringify(out)).not.toContain('hash');
  });

  it('cuts long text and large lists', () => {
    const long = 'x'.repeat(5000);
    const out = changesBetween(null, { id: 3, message: long, tags: Array(500).fill('tag') });
    expect(String(out.after!.message)).toHaveLength(MAX_TEXT);
    expect(typeof out.after!.tags).toBe('string');
    expect(String(out.after!.tags)).toHaveLength(MAX_TEXT);
  });

  it('lists what a created row holds and what a deleted one held, empty fields aside', () => {
    expect(changesBetween(null, { id: 4, name: 'Acme', logo: null, tags: [] })).toEqual({
      before: null,
      after: { id: 4, name: 'Acme' },
      label: 'Acme',
    });
    expect(changesBetween({ id: 4, name: 'Acme', logo: '' }, null)).toEqual({
      before: { id: 4, name: 'Acme' },
      after: null,
      label: 'Acme',
    });
  });
});
