import { describe, expect, it } from 'vitest';
import { ACCEPT, formatSize, LIMITS_HINT, MAX_FILE_BYTES, refusalFor } from './limits';

const MB = 1024 * 1024;
const GB = 1024 * MB;
const none = { count: 0, bytes: 0 };

describe('attachment limits', () => {
  it('are said next to the field in one line', () => {
    expect(LIMITS_HINT).toBe(
      'Up to 5 files, 20 MB each and 50 MB in all: PDF, JPEG, PNG, WebP, HEIC or ZIP.',
    );
  });

  it('let a phone offer its camera roll and its files, HEIC included', () => {
    for (const accepted of ['image/jpeg', 'image/heic', 'application/pdf', '.zip', '.heic'])
      expect(ACCEPT.split(',')).toContain(accepted);
  });

  it.each([
    [{ name: 'plan.pdf', size: MB, type: 'application/pdf' }, none, null],
    [{ name: 'IMG_1.HEIC', size: MB, type: '' }, none, null],
    [{ name: 'photo', size: MB, type: 'image/jpeg' }, none, null],
    [{ name: 'setup.exe', size: MB, type: 'application/x-msdownload' }, none, /only PDF, JPEG/],
    [{ name: 'empty.pdf', size: 0, type: 'application/pdf' }, none, /is empty/],
    [{ name: 'big.pdf', size: MAX_FILE_BYTES + 1, type: '' }, none, /larger than 20 MB/],
    [{ name: 'sixth.pdf', size: MB, type: '' }, { count: 5, bytes: 5 * MB }, /5 files at most/],
    [{ name: 'last.pdf', size: 11 * MB, type: '' }, { count: 2, bytes: 40 * MB }, /pass 50 MB/],
  ])('%o with %o attached: %s', (file, attached, refusal) => {
    const answer = refusalFor(file, attached);
    if (refusal === null) expect(answer).toBeNull();
    else expect(answer).toMatch(refusal);
  });

  it('writes sizes as people read them', () => {
    expect(
      [0, 900, 300 * 1024, 2.44 * MB, 20 * MB, 1023 * MB, 1.2 * GB, 5 * GB, 2000 * GB].map(
        formatSize,
      ),
    ).toEqual([
      '0 KB',
      '1 KB',
      '300 KB',
      '2.4 MB',
      '20 MB',
      '1023 MB',
      '1.2 GB',
      '5 GB',
      '2,000 GB',
    ]);
  });
});
