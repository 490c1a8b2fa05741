import { describe, expect, it } from 'vitest';
import { MAX_CSV_ROWS, parseCsv, readRedirectCsv } from './csv';

describe('parseCsv', () => {
  it('reads quoted fields, doubled quotes, CRLF and blank lines', () => {
    expect(parseCsv('a,"b, c","say ""hi"""\r\n\r\n"multi\nline",x\n').records).toEqual([
      { line: 1, fields: ['a', 'b, c', 'say "hi"'] },
      { line: 3, fields: ['multi\nline', 'x'] },
    ]);
  });

  it('says where a quote is never closed', () => {
    expect(parseCsv('/a,/b\n/c,"/d\n').problem).toEqual({
      line: 2,
      message: 'A quote is never closed.',
    });
  });
});

describe('readRedirectCsv', () => {
  it('skips a header, reads types and reports each broken row by its line', () => {
    const { rows, problems } = readRedirectCsv(
      [
        'Old URL;New URL;Type',
        '/a;/b',
        '/c;/d;308',
        '/e;/f;temporary',
        '/g;/h;404',
        '/i',
        '/j;/k;301;more',
      ].join('\n'),
    );
    expect(rows).toEqual([
      { line: 2, source: '/a', target: '/b', status: 301 },
      { line: 3, source: '/c', target: '/d', status: 308 },
      { line: 4, source: '/e', target: '/f', status: 302 },
    ]);
    expect(problems.map((p) => p.line)).toEqual([5, 6, 7]);
  });

  it('refuses a file too large or too long as a whole', () => {
    expect(readRedirectCsv('x'.repeat(600_000)).problems[0]?.message).toMatch(/512 KB/);
    const many = Array.from({ length: MAX_CSV_ROWS + 1 }, (_, i) => `/a${i},/b`).join('\n');
    expect(readRedirectCsv(many).problems[0]?.message).toMatch(/more than 5,000/);
  });
});
