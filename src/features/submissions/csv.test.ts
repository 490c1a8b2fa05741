import { describe, expect, it } from 'vitest';
import { cell, csvHead, csvLine } from './csv';
import type { ContactItem } from './queries';

// The export's cells: always quoted, quotes doubled, and never a formula a
// spreadsheet would run (OWASP's CSV injection advice).

describe('CSV cells', () => {
  it.each([
    [
      '=HYPERLINK("http://evil.example","click")',
      `"'=HYPERLINK(""http://evil.example"",""click"")"`,
    ],
    ['+1+1', `"'+1+1"`],
    ['-2+3', `"'-2+3"`],
    ['@SUM(A1:A2)', `"'@SUM(A1:A2)"`],
    ['\t=1+1', `"'\t=1+1"`],
    ['\r=1+1', `"'\r=1+1"`],
  ])('neutralises a formula: %j', (value, expected) => {
    expect(cell(value)).toBe(expected);
  });

  it('quotes plain values, doubles quotes and keeps line breaks inside the cell', () => {
    expect(cell('Ana "the architect"')).toBe('"Ana ""the architect"""');
    expect(cell('line one\nline two')).toBe('"line one\nline two"');
    expect(cell('a = b')).toBe('"a = b"');
    expect(cell(42)).toBe('"42"');
    expect(cell(null)).toBe('""');
    expect(cell(undefined)).toBe('""');
  });

  it('makes one CRLF-terminated line per item with the tab header', () => {
    const item: ContactItem = {
      kind: 'contact',
      id: 7,
      name: '=cmd|"/c calc"!A1',
      email: 'ana@example.com',
      subject: null,
      message: 'Hello',
      status: 'new',
      createdAt: '2026-01-01T00:00:00.000Z',
      source: { utm_source: '-newsletter' },
      mails: [],
    };
    expect(csvHead('contact')).toBe(
      '"id","received","status","name","email","subject","message","page","referrer","utm_source","utm_medium","utm_campaign","utm_term","utm_content"\r\n',
    );
    expect(csvLine('contact', item)).toBe(
      `"7","2026-01-01T00:00:00.000Z","new","'=cmd|""/c calc""!A1","ana@example.com","","Hello","","","'-newsletter","","","",""\r\n`,
    );
  });
});
