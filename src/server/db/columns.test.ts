import { describe, expect, it } from 'vitest';
import { pickColumns } from './columns';
import { projects } from './schema';

describe('pickColumns', () => {
  it('gives the named columns of the table, and only those', () => {
    const picked = pickColumns(projects, ['id', 'title']);
    expect(Object.keys(picked)).toEqual(['id', 'title']);
    expect(picked.id).toBe(projects.id);
    expect(picked.title).toBe(projects.title);
    expect('passwordHash' in picked).toBe(false);
  });
});
