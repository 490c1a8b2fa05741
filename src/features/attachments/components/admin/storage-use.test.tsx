import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { StorageUse } from './storage-use';

// What Site Settings says of the storage the files sent with requests take.

const MB = 1024 * 1024;
const GB = 1024 * MB;

const said = (stored: { bytes: number; files: number; staged: number }, quotaBytes = 5 * GB) =>
  renderToStaticMarkup(<StorageUse stored={stored} quotaBytes={quotaBytes} />)
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

describe('the storage in use', () => {
  it.each([
    [{ bytes: 0, files: 0, staged: 0 }, 'No files yet; they may take up to 5 GB.'],
    [{ bytes: 1.2 * GB, files: 34, staged: 0 }, '1.2 GB of 5 GB used by 34 files'],
    [
      { bytes: 3 * MB, files: 1, staged: 1 },
      '3 MB of 5 GB used by 1 file It is in a form not sent yet; files never sent are removed after a day.',
    ],
    [
      { bytes: 3 * MB, files: 4, staged: 1 },
      '3 MB of 5 GB used by 4 files 1 is in a form not sent yet; files never sent are removed after a day.',
    ],
    [
      { bytes: 3 * MB, files: 4, staged: 2 },
      '3 MB of 5 GB used by 4 files 2 are in forms not sent yet; files never sent are removed after a day.',
    ],
    [
      { bytes: 3 * MB, files: 2, staged: 2 },
      '3 MB of 5 GB used by 2 files All are in forms not sent yet; files never sent are removed after a day.',
    ],
  ])('%o: %s', (stored, text) => {
    expect(said(stored)).toBe(text);
  });

  it('says what a full store means for clients, and keeps the exact bytes', () => {
    const html = renderToStaticMarkup(
      <StorageUse stored={{ bytes: 60 * MB, files: 3, staged: 0 }} quotaBytes={50 * MB} />,
    );
    expect(html).toContain(`<data value="${60 * MB}"`);
    expect(said({ bytes: 60 * MB, files: 3, staged: 0 }, 50 * MB)).toBe(
      '60 MB of 50 MB used by 3 files Full: clients can’t attach files until you raise the limit or delete requests that carry them.',
    );
  });
});
