import { describe, expect, it } from 'vitest';
import { emptyProjectsMessage, filterFromParam, filterHref, filterProjects } from './filter';
import { resolveCover } from './cover';
import { youtubeId } from './youtube';

const projects = [
  { id: 1, title: 'Harbour Residence', category: 'Architectural Visualization' },
  { id: 2, title: 'Aero Chair', category: 'Product Design' },
  { id: 3, title: 'Gallery Pavilion', category: 'Architectural Visualization' },
  { id: 4, title: 'Uncategorised study', category: null },
];
const categories = ['Architectural Visualization', 'Product Design', 'Spatial Design'];

describe('project filter', () => {
  it("starts at 'all' and shows every project in order", () => {
    expect(filterFromParam(undefined, categories)).toBe('all');
    expect(filterProjects(projects, 'all').map((p) => p.id)).toEqual([1, 2, 3, 4]);
  });

  it('keeps only the projects of the chosen category', () => {
    expect(filterProjects(projects, 'Architectural Visualization').map((p) => p.id)).toEqual([
      1, 3,
    ]);
    expect(filterProjects(projects, 'Product Design').map((p) => p.id)).toEqual([2]);
  });

  it("says 'No projects found' and adds the category when filtered", () => {
    expect(filterProjects(projects, 'Spatial Design')).toEqual([]);
    expect(emptyProjectsMessage('Spatial Design')).toBe('No projects found in Spatial Design');
    expect(emptyProjectsMessage('all')).toBe('No projects found');
  });

  it('reads ?category= only as a known category', () => {
    expect(filterFromParam('Product Design', categories)).toBe('Product Design');
    expect(filterFromParam('product design', categories)).toBe('Product Design');
    expect(filterFromParam(['Spatial Design', 'x'], categories)).toBe('Spatial Design');
    expect(filterFromParam('Nonsense', categories)).toBe('all');
    expect(filterFromParam('', categories)).toBe('all');
  });

  it('links each filter to a shareable address', () => {
    expect(filterHref('all')).toBe('/projects');
    expect(filterHref('Product Design')).toBe('/projects?category=Product%20Design');
    expect(filterHref('Art & Craft')).toBe('/projects?category=Art%20%26%20Craft');
  });
});

describe('resolveCover', () => {
  const gallery = [
    { type: 'video' as const, url: '/media/walk.mp4', alt: 'Walkthrough' },
    { type: 'image' as const, url: '/media/a.jpg', alt: 'Atrium at dusk' },
  ];
  it('prefers cover_image', () => {
    expect(
      resolveCover({ title: 'T', coverImage: '/media/c.jpg', coverAlt: 'Cover', images: gallery }),
    ).toEqual({
      src: '/media/c.jpg',
      alt: 'Cover',
    });
  });
  it('falls back to the first gallery image', () => {
    expect(resolveCover({ title: 'T', coverImage: null, images: gallery })).toEqual({
      src: '/media/a.jpg',
      alt: 'Atrium at dusk',
    });
  });
  it('gives no source when there is nothing to show', () => {
    expect(resolveCover({ title: 'T', coverImage: null, images: [] })).toEqual({
      src: null,
      alt: 'T',
    });
  });
});

describe('youtubeId', () => {
  it.each([
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtube.com/shorts/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://example.com/embed/dQw4w9WgXcQ', null],
    ['not a url', null],
  ])('%s -> %s', (url, id) => {
    expect(youtubeId(url)).toBe(id);
  });
});
