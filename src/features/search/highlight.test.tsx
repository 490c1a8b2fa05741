import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Highlight } from './highlight';

const marked = (text: string, query: string) =>
  renderToStaticMarkup(createElement(Highlight, { text, query }));

describe('Highlight', () => {
  it('marks every occurrence of each word of the query, whatever its case', () => {
    expect(marked('A House by the harbour; the house of Harbour', 'house HARBOUR')).toBe(
      'A <mark>House</mark> by the <mark>harbour</mark>; the <mark>house</mark> of <mark>Harbour</mark>',
    );
  });

  it('marks no single letter, which would mark most of any text', () => {
    expect(marked('a villa by a lake', 'a')).toBe('a villa by a lake');
    expect(marked('a villa by a lake', 'a villa')).toBe('a <mark>villa</mark> by a lake');
  });

  it('treats the query as text, not a pattern', () => {
    expect(marked('cost (est.) 1+1', '(est.) 1+1')).toBe(
      'cost <mark>(est.)</mark> <mark>1+1</mark>',
    );
  });
});
