import { describe, expect, it } from 'vitest';
import { actionLabel, changeLines, fieldLabel, recordLabel } from './labels';

describe('how an audit entry reads', () => {
  it('names actions and records', () => {
    expect(actionLabel('project.update')).toBe('Updated project');
    expect(actionLabel('faq-entry.move')).toBe('Reordered FAQ question');
    expect(actionLabel('auth.sign-in-failed')).toBe('Failed sign-in');
    expect(actionLabel('role.grant')).toBe('Admin role given');
    expect(actionLabel('something.new')).toBe('something.new');
    expect(recordLabel('projects', '12')).toBe('Project #12');
    expect(recordLabel('site_settings', '1')).toBe('Site settings');
    expect(recordLabel(null, null)).toBeNull();
    expect(fieldLabel('displayOrder')).toBe('Display order');
  });

  it('names the lead desk’s entries: replies, notes, saved replies, the digest', () => {
    expect(actionLabel('submission.reply')).toBe('Replied to inbox item');
    expect(actionLabel('submission.note')).toBe('Added a private note to inbox item');
    expect(actionLabel('note.update')).toBe('Updated private note');
    expect(actionLabel('snippet.create')).toBe('Created saved reply');
    expect(actionLabel('snippet.delete')).toBe('Deleted saved reply');
    expect(actionLabel('settings.digest')).toBe('Changed the daily digest');
    expect(actionLabel('settings.attachments')).toBe(
      'Changed the limits for files sent with requests',
    );
    expect(recordLabel('reply_snippets', '3')).toBe('Saved reply #3');
  });

  it('shows each changed field as before and after, secrets only by name', () => {
    expect(
      changeLines({
        before: { title: 'Old', featured: false, coverImage: null },
        after: { title: 'New', featured: true, coverImage: '/media/a.jpg' },
        hidden: ['previewToken'],
      }),
    ).toEqual([
      { field: 'Title', before: '“Old”', after: '“New”' },
      { field: 'Featured', before: 'no', after: 'yes' },
      { field: 'Cover image', before: 'empty', after: '“/media/a.jpg”' },
      { field: 'Preview token', before: null, after: 'changed (not shown)' },
    ]);
    expect(changeLines({ before: { title: 'Gone' }, after: null })).toEqual([
      { field: 'Title', before: '“Gone”', after: null },
    ]);
    expect(changeLines(null)).toEqual([]);
  });
});
