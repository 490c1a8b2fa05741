import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { commentsMatching, sourceFiles } from './source-comments.mjs';

const root = path.resolve(import.meta.dirname, '../..');

// Code comments say why; figures measured once (times, sizes, percentages, rates) go stale in
// them, so they live in bench/README.md and bench/history.md (docs/contributing.md).
const CODE = [
  'src',
  'scripts',
  'tools',
  'packages',
  'e2e',
  'test',
  'server.mjs',
  'next.config.mjs',
  'playwright.config.ts',
];

const NUM = String.raw`\d[\d,]*(?:\.\d+)?`;
const WORD = String.raw`(?:one|two|three|four|five|six|seven|eight|nine|ten|a few|several)`;
const UNIT = String.raw`(?:ms|milliseconds?|s|secs?|seconds?|min|minutes?|hours?|[kKMG]i?B|bytes?|req/s|requests? (?:a|per) second)`;
const LONG_UNIT = String.raw`(?:milliseconds|seconds|minutes|hours)`;
const FIGURE = String.raw`(?:${NUM}\s?${UNIT}|${WORD} ${LONG_UNIT})\b`;

/** What a measurement looks like in prose; a limit or a setting ("after 10 s") does not. */
const MEASUREMENT: [string, RegExp][] = [
  [
    'an approximate figure',
    new RegExp(String.raw`(?:~\s?|\b(?:about|some|around|nearly|almost|roughly) )${FIGURE}`, 'i'),
  ],
  ['a range of figures', new RegExp(String.raw`${NUM}\s?(?:-|–|to)\s?${NUM}\s?${UNIT}\b`, 'i')],
  ['a percentage', /\d\s?(?:%|per ?cent\b)/i],
  [
    'a ratio',
    new RegExp(
      String.raw`\b(?:${NUM}\s?(?:x|×|times)|twice|half|a third|two-thirds|a quarter)\s(?:as|faster|slower|smaller|larger|more|less)\b|\b(?:half|a third|two-thirds|a quarter) of (?:the|its|a)\b[^.;]{0,40}?\b(?:time|CPU|weight|memory|bytes)\b`,
      'i',
    ),
  ],
  [
    'a cost',
    new RegExp(
      String.raw`\b(?:took|takes|take|taking|costs?|costing|added|adds|saved|saves|spent|spends|weighs|weighed)\b[^.;:]{0,40}?${FIGURE}`,
      'i',
    ),
  ],
  [
    'a comparison',
    new RegExp(
      String.raw`${FIGURE}\s(?:less|more|smaller|larger|faster|slower|sooner|against|vs\.?)\b`,
      'i',
    ),
  ],
  ['a measured size', /\d\.\d+\s?[kKMG]i?B\b/],
  ['a measurement', /\bmeasured (?:on|at|with|in|by)\b[^.;]{0,60}\d|\d[^.;]{0,60}\bmeasured\b/i],
];

/**
 * Comments that state a rule or a limit in words a measurement would use; each entry is the
 * file and a piece of the comment's text.
 */
const RULES: [string, string][] = [
  // the fraction of the viewport at which content fades in: the setting itself
  ['src/components/ui/reveal.tsx', 'when 20% into the viewport'],
  // Amazon's limit for one PUT
  ['src/server/storage/s3.ts', 'S3 takes up to 5 GB'],
];

/** Quoted interface texts and code in a comment are texts, not figures ('about 2 hours ago'). */
const withoutQuotes = (text: string) =>
  text.replace(/`[^`]*`/g, '``').replace(/(^|[\s(])'[^'\n]*'(?=[\s),.;:]|$)/g, '$1""');

const quick = new RegExp(MEASUREMENT.map(([, pattern]) => pattern.source).join('|'), 'i');

// reading and parsing the tree: quick on a quiet machine, slow on a loaded one
const SCAN_TIMEOUT = 60_000;

describe('code comments', () => {
  it('carry no measurements (they belong in bench/)', { timeout: SCAN_TIMEOUT }, () => {
    const found: string[] = [];
    for (const comment of commentsMatching(root, CODE, quick)) {
      const text = withoutQuotes(comment.text.replace(/\s*\n\s*(?:\*|\/\/)?\s*/g, ' '));
      const hit = MEASUREMENT.find(([, pattern]) => pattern.test(text));
      if (!hit) continue;
      if (RULES.some(([file, words]) => file === comment.file && text.includes(words))) continue;
      found.push(`${comment.file}:${comment.line}: ${hit[0]}: "${text.match(hit[1])![0]}"`);
    }
    expect(found).toEqual([]);
  });

  it('finds a measurement in the forms it takes', () => {
    const measured = (text: string) => MEASUREMENT.some(([, pattern]) => pattern.test(text));
    for (const text of [
      'libvips holds some 6 MB once loaded',
      'copying took 1.2 s on this disk',
      '25-35 ms for a date format',
      'brotli is ~14% smaller',
      'the full browser is more than twice as slow',
      'which took half of the hostile-input tests\u2019 time',
      'a first page about two seconds sooner',
      '52.7 KB where no page needs more',
      'measured on /blog: 139.5',
    ])
      expect(measured(text), text).toBe(true);
    for (const text of [
      'slides cross-fade every 5 s',
      'a request still running after 5 s is cut',
      'server actions cap bodies at 1 MB',
      'the client half of the admin guard',
      'shadows at a quarter of the pixels',
      'the milliseconds between the form appearing and the submit, measured in the browser',
    ])
      expect(measured(text), text).toBe(false);
  });
});

// Documents outside the repository cannot be read by whoever reads it: what the code relies on is
// written in docs/ instead. A document named in capitals (the way such files are named) must be
// one the repository holds, and no path may climb out of it into a sibling folder.
const NAMED_DOCUMENT = /\b[A-Z][A-Z0-9_-]*\.md\b/g;
const OUT_OF_TREE = /(?:^|[\s'"`(])\.\.\/[a-z]+\/docs\//;
const HELD = new Set(
  execFileSync('git', ['ls-files', '*.md'], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter(Boolean)
    .map((file) => path.basename(file)),
);
const pointsOutside = (line: string) =>
  OUT_OF_TREE.test(line) || [...line.matchAll(NAMED_DOCUMENT)].some(([name]) => !HELD.has(name));
const TEXT = [
  ...CODE,
  'docs',
  'bench',
  'README.md',
  'eslint.config.mjs',
  'vitest.config.ts',
  'drizzle.config.ts',
  'postcss.config.mjs',
];

describe('the repository', () => {
  it('refers to no document that lives outside it', { timeout: SCAN_TIMEOUT }, () => {
    const found: string[] = [];
    for (const file of sourceFiles(root, TEXT, /\.(ts|tsx|mts|js|mjs|cjs|css|md)$/)) {
      const lines = readFileSync(path.join(root, file), 'utf8').split('\n');
      lines.forEach((line, i) => {
        if (pointsOutside(line) && file !== 'scripts/lib/repository-text.test.ts')
          found.push(`${file}:${i + 1}`);
      });
    }
    expect(found).toEqual([]);
  });
});

describe('the documentation', () => {
  it('links only to files that are in the repository', () => {
    const broken: string[] = [];
    const docs = sourceFiles(root, ['README.md', 'docs', 'bench', 'e2e', 'tools', 'src'], /\.md$/);
    for (const file of docs) {
      const text = readFileSync(path.join(root, file), 'utf8');
      for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
        if (/^[a-z]+:|^#/.test(target!)) continue;
        const local = decodeURI(target!.split('#')[0]!);
        if (!existsSync(path.resolve(root, path.dirname(file), local)))
          broken.push(`${file}: ${target}`);
      }
    }
    expect(broken).toEqual([]);
  });
});

const DECISIONS = path.join(root, 'docs/decisions');

describe('architecture decision records', () => {
  const records = readdirSync(DECISIONS).filter((f) => /^\d{3}-.+\.md$/.test(f));

  it('are numbered files', () => {
    expect(records.length).toBeGreaterThan(20);
  });

  it.each(records)('%s has a Status and a Date line under its title', (file) => {
    const head = readFileSync(path.join(DECISIONS, file), 'utf8').split('\n').slice(0, 6);
    expect(head[0], 'the title').toMatch(/^# \d{3}[.:] \S/);
    expect(head, 'Status: accepted, or superseded by NNN').toContainEqual(
      expect.stringMatching(/^Status: (?:accepted|superseded by \d{3})\b/),
    );
    const date = head.find((line) => line.startsWith('Date: '));
    expect(date, 'Date: YYYY-MM-DD').toMatch(/^Date: \d{4}-\d{2}-\d{2}$/);
    expect(Number.isNaN(Date.parse(date!.slice(6)))).toBe(false);
  });

  it('name only records that exist when they say one supersedes or amends another', () => {
    const numbers = new Set(records.map((f) => f.slice(0, 3)));
    for (const file of records) {
      const status = readFileSync(path.join(DECISIONS, file), 'utf8')
        .split('\n')
        .find((line) => line.startsWith('Status: '))!;
      for (const [, n] of status.matchAll(/(?:superseded|amended) by (\d{3})/g))
        expect(numbers.has(n!), `${file} names ${n}`).toBe(true);
    }
  });
});
