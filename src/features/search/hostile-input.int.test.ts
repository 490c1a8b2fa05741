import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import { testDatabases } from '#test/databases';
import {
  CONTROL,
  HUGE,
  IMG_ONERROR,
  LONE_SURROGATE,
  SCRIPT,
  SQL_OR,
  SQLISH,
  expectNoLeak,
} from '#test/hostile';
import { snapshot } from '#test/snapshot';
import type { Connection } from '@/server/db/connect';
import { blogPosts, projects } from '@/server/db/schema';
import { Highlight } from './highlight';
import { SEARCH_LIMIT, searchIn } from './queries';
import { MAX_QUERY_LENGTH, readQuery } from './terms';

// The site search with what anyone can type into it or put in ?q=: it answers
// (maybe with nothing), never fails, never returns more than SEARCH_LIMIT
// results of a kind, cuts long queries, and never writes a thing.

const QUERIES: [string, string][] = [
  ['NUL characters', 'harbour\u0000house'],
  ['only a NUL', '\u0000'],
  ['control characters', CONTROL],
  ['a lone surrogate', LONE_SURROGATE],
  ['an oversized query', HUGE],
  ['a thousand words', Array.from({ length: 1000 }, (_, i) => `w${i}`).join(' ')],
  ['one enormous word', 'harbour'.repeat(5000)],
  ['a script tag', SCRIPT],
  ['an image with onerror', IMG_ONERROR],
  ['SQL that drops a table', SQLISH],
  ['SQL that is always true', SQL_OR],
  ['a UNION injection', "x' UNION SELECT email, password FROM users --"],
  ['LIKE wildcards only', '%%%%____'],
  ['backslashes', '\\\\\\'],
  ['a trailing escape', 'harbour\\'],
  ['regular expression syntax', '(a+)+$ [.*] {1,99999}'],
  ['catastrophic backtracking bait', `${'a'.repeat(50)}!`],
  ['right-to-left override', '\u202Eruobrah'],
  ['zero-width characters', 'har\u200Bbour\uFEFF'],
  ['emoji and combining marks', '🏠 ha\u0301rbour ẞ'],
  ['a percent-encoded NUL typed literally', '%00harbour'],
  ['a URL', 'javascript:alert(1)'],
  ['only spaces and tabs', ' \t \n '],
];

it(`tries ${QUERIES.length + 4} hostile searches`, () => {
  console.log(`[hostile] search: ${QUERIES.length + 4} hostile inputs`);
  expect(QUERIES.length + 4).toBeGreaterThan(20);
});

describe.each(testDatabases())('the site search under hostile input on $name', ({ open }) => {
  let conn: Connection;
  beforeAll(async () => {
    conn = await open();
    // more matches than one search may return, of both kinds
    await conn.db.insert(projects).values(
      Array.from({ length: SEARCH_LIMIT + 15 }, (_, i) => ({
        title: `Harbour house ${i}`,
        description: 'A house above the harbour.',
        displayOrder: i,
      })),
    );
    await conn.db.insert(blogPosts).values(
      Array.from({ length: SEARCH_LIMIT + 5 }, (_, i) => ({
        title: `Harbour notes ${i}`,
        excerpt: 'Light on the water.',
        status: 'published' as const,
        publishedAt: new Date(Date.now() - (i + 1) * 60_000),
      })),
    );
  });
  afterAll(() => conn?.close());

  it.each(QUERIES)('answers %s without failing or writing', async (_label, raw) => {
    const before = await snapshot(conn.db);
    const { q } = readQuery(raw);
    const results = await searchIn(conn.db, q);
    expect(results.projects.length).toBeLessThanOrEqual(SEARCH_LIMIT);
    expect(results.posts.length).toBeLessThanOrEqual(SEARCH_LIMIT);
    expect(await snapshot(conn.db)).toEqual(before);
    // the query is shown back on the page, highlighted in each result: as text only
    const html = renderToStaticMarkup(
      createElement(Highlight, { text: `Harbour house: ${raw.slice(0, 200)}`, query: q }),
    );
    expect(html).not.toMatch(/<(script|img)/i);
    expectNoLeak(html);
  });

  it('returns at most SEARCH_LIMIT results of each kind', async () => {
    const results = await searchIn(conn.db, 'harbour');
    expect(results.projects).toHaveLength(SEARCH_LIMIT);
    expect(results.posts).toHaveLength(SEARCH_LIMIT);
  });

  it('still finds what a query with NUL characters names', async () => {
    const { q } = readQuery('harbour\u0000house 3');
    expect((await searchIn(conn.db, q)).projects.map((p) => p.title)).toContain('Harbour house 3');
  });

  it('cuts an oversized query, and says so', () => {
    expect(readQuery(HUGE)).toEqual({ q: 'A'.repeat(MAX_QUERY_LENGTH), cut: true });
    expect(readQuery('harbour')).toEqual({ q: 'harbour', cut: false });
  });

  it('reads a repeated ?q= as its first value', () => {
    expect(readQuery(['harbour', SCRIPT])).toEqual({ q: 'harbour', cut: false });
  });
});
