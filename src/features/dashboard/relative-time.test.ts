import { describe, expect, it } from 'vitest';
import { timeAgo } from './relative-time';

const now = new Date('2025-06-15T12:00:00Z');
const ago = (seconds: number) => timeAgo(new Date(now.getTime() - seconds * 1000), now);

describe('timeAgo', () => {
  it('reads as documented', () => {
    expect(ago(5)).toBe('less than a minute ago');
    expect(ago(60)).toBe('1 minute ago');
    expect(ago(5 * 60)).toBe('5 minutes ago');
    expect(ago(44 * 60)).toBe('44 minutes ago');
    expect(ago(50 * 60)).toBe('about 1 hour ago');
    expect(ago(3 * 3600)).toBe('about 3 hours ago');
    expect(ago(30 * 3600)).toBe('1 day ago');
    expect(ago(5 * 86400)).toBe('5 days ago');
    expect(ago(40 * 86400)).toBe('about 1 month ago');
    expect(ago(100 * 86400)).toBe('3 months ago');
    expect(ago(400 * 86400)).toBe('about 1 year ago');
    expect(ago(2 * 365 * 86400 + 200 * 86400)).toBe('over 2 years ago');
  });

  it('never speaks of the future', () => {
    expect(ago(-120)).toBe('less than a minute ago');
  });
});
