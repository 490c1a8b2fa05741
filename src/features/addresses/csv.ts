import { REDIRECT_STATUSES, type RedirectStatus } from './paths';

// The redirects CSV an old site's export gives, read as RFC 4180 (quoted fields, doubled quotes,
// CRLF or LF): one redirect a row, `old address, new address[, type]`, with or without a header
// row. The type is a status code (301, 308, 302, 307) or the word permanent or temporary;
// left out, 301. Isomorphic: no server code.

/** The largest file an import takes, and rows in it: an old site's map, never a dump. */
export const MAX_CSV_BYTES = 512 * 1024;
export const MAX_CSV_ROWS = 5_000;

export type CsvRow = { line: number; source: string; target: string; status: RedirectStatus };
export type CsvProblem = { line: number; message: string };

/** The fields of each record, with the line each starts on; an unclosed quote is a problem. */
export function parseCsv(text: string): {
  records: { line: number; fields: string[] }[];
  problem?: CsvProblem;
} {
  const records: { line: number; fields: string[] }[] = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let start = 1;
  const endRecord = () => {
    fields.push(field);
    if (fields.some((f) => f.trim() !== '')) records.push({ line: start, fields });
    fields = [];
    field = '';
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else {
        if (c === '\n') line++;
        field += c;
      }
    } else if (c === '"' && field.trim() === '') {
      field = '';
      quoted = true;
    } else if (c === ',' || c === ';' || c === '\t') {
      fields.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      endRecord();
      line++;
      start = line;
    } else field += c;
  }
  if (quoted) return { records, problem: { line: start, message: 'A quote is never closed.' } };
  endRecord();
  return { records };
}

const WORDS: Record<string, RedirectStatus> = { permanent: 301, temporary: 302 };

function statusOf(raw: string | undefined): RedirectStatus | null {
  const value = (raw ?? '').trim().toLowerCase();
  if (value === '') return 301;
  if (value in WORDS) return WORDS[value]!;
  const code = Number(value);
  return (REDIRECT_STATUSES as readonly number[]).includes(code) ? (code as RedirectStatus) : null;
}

const looksLikeHeader = (fields: string[]) =>
  !fields[0]?.trim().startsWith('/') &&
  !/^https?:/i.test(fields[0]?.trim() ?? '') &&
  /^[a-z _-]+$/i.test(fields[0]?.trim() ?? '');

/** The rows of an import, and what is wrong with the ones that cannot be read at all. */
export function readRedirectCsv(text: string): { rows: CsvRow[]; problems: CsvProblem[] } {
  const problems: CsvProblem[] = [];
  if (text.length > MAX_CSV_BYTES)
    return { rows: [], problems: [{ line: 0, message: 'The file is larger than 512 KB.' }] };
  const { records, problem } = parseCsv(text.replace(/^\uFEFF/, ''));
  if (problem) problems.push(problem);
  const body = records[0] && looksLikeHeader(records[0].fields) ? records.slice(1) : records;
  if (body.length > MAX_CSV_ROWS)
    return {
      rows: [],
      problems: [
        {
          line: 0,
          message: `The file has more than ${MAX_CSV_ROWS.toLocaleString('en-GB')} redirects.`,
        },
      ],
    };
  const rows: CsvRow[] = [];
  for (const { line, fields } of body) {
    const [source = '', target = '', type, ...rest] = fields.map((f) => f.trim());
    const status = statusOf(type);
    if (rest.some((f) => f !== ''))
      problems.push({ line, message: 'Too many columns: use old address, new address, type.' });
    else if (source === '' || target === '')
      problems.push({ line, message: 'Both the old and the new address are needed.' });
    else if (status === null)
      problems.push({
        line,
        message: `"${type}" is not a redirect type: use 301, 308, 302, 307, permanent or temporary.`,
      });
    else rows.push({ line, source, target, status });
  }
  return { rows, problems };
}
