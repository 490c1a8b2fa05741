import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cached, dropLocal, invalidate, onInvalidate, TAGS } from './cache';

describe('cached', () => {
  beforeEach(() => {
    dropLocal(TAGS);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reads once and shares the result until invalidated', async () => {
    const loader = vi.fn(async () => ({ title: 'Harbour Pavilion' }));
    const read = cached('projects.first', ['projects'], loader);

    const first = await read();
    const second = await read();
    expect(second).toBe(first);
    expect(loader).toHaveBeenCalledTimes(1);

    invalidate('projects');
    const third = await read();
    expect(third).toEqual(first);
    expect(third).not.toBe(first);
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('shares one read between concurrent callers', async () => {
    let resolve!: (value: number) => void;
    const loader = vi.fn(() => new Promise<number>((r) => (resolve = r)));
    const read = cached('posts.count', ['posts'], loader);

    const a = read();
    const b = read();
    resolve(8);
    expect(await Promise.all([a, b])).toEqual([8, 8]);
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('keeps one entry per argument list', async () => {
    const loader = vi.fn(async (id: number) => `project ${id}`);
    const read = cached('projects.byId', ['projects'], loader);

    expect(await read(1)).toBe('project 1');
    expect(await read(2)).toBe('project 2');
    expect(await read(1)).toBe('project 1');
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('drops only the reads tagged with what changed', async () => {
    const projects = vi.fn(async () => ['Cliffside Retreat']);
    const faq = vi.fn(async () => ['How long does a project take?']);
    const both = vi.fn(async () => 'search index');
    const readProjects = cached('t.projects', ['projects'], projects);
    const readFaq = cached('t.faq', ['faq'], faq);
    const readBoth = cached('t.both', ['projects', 'posts'], both);

    await Promise.all([readProjects(), readFaq(), readBoth()]);
    invalidate('posts');
    await Promise.all([readProjects(), readFaq(), readBoth()]);
    expect(projects).toHaveBeenCalledTimes(1);
    expect(faq).toHaveBeenCalledTimes(1);
    expect(both).toHaveBeenCalledTimes(2);

    invalidate('projects', 'faq');
    await Promise.all([readProjects(), readFaq(), readBoth()]);
    expect(projects).toHaveBeenCalledTimes(2);
    expect(faq).toHaveBeenCalledTimes(2);
    expect(both).toHaveBeenCalledTimes(3);
  });

  it('does not remember a failed read', async () => {
    const loader = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('connection refused'))
      .mockResolvedValueOnce('About Me');
    const read = cached('about.main', ['about'], loader);

    await expect(read()).rejects.toThrow('connection refused');
    expect(await read()).toBe('About Me');
    expect(await read()).toBe('About Me');
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('reads again once an entry is five minutes old', async () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2025-06-01T09:00:00Z'));
    const loader = vi.fn(async () => Date.now());
    const read = cached('settings.site', ['settings'], loader);

    await read();
    vi.setSystemTime(new Date('2025-06-01T09:04:59Z'));
    await read();
    expect(loader).toHaveBeenCalledTimes(1);
    vi.setSystemTime(new Date('2025-06-01T09:05:01Z'));
    await read();
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('tells listeners about invalidations but not about local drops', () => {
    const heard: string[][] = [];
    const stop = onInvalidate((tags) => heard.push(tags));

    invalidate('hero', 'media');
    dropLocal(['hero']);
    expect(heard).toEqual([['hero', 'media']]);

    stop();
    invalidate('hero');
    expect(heard).toHaveLength(1);
  });

  it('lets a cross-instance message drop local reads', async () => {
    const loader = vi.fn(async () => ['Studio Nord']);
    const read = cached('clients.all', ['clients'], loader);
    await read();
    dropLocal(['clients']);
    await read();
    expect(loader).toHaveBeenCalledTimes(2);
  });
});
