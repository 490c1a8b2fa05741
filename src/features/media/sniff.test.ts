import { describe, expect, it } from 'vitest';
import {
  checkDocumentStructure,
  checkImageStructure,
  checkIsoBmff,
  extensionFor,
  sniff,
  sniffAttachment,
  TAIL_BYTES,
} from './sniff';

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(
    Buffer.concat(
      parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))),
    ),
  );
const pad = (b: Uint8Array) => {
  const out = new Uint8Array(64);
  out.set(b.subarray(0, 64));
  return out;
};

describe('sniff', () => {
  it.each([
    ['JPEG', bytes([0xff, 0xd8, 0xff, 0xe0]), 'image/jpeg'],
    ['PNG', bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), 'image/png'],
    ['GIF', bytes('GIF89a'), 'image/gif'],
    ['WebP', bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 '), 'image/webp'],
    ['AVIF', bytes([0, 0, 0, 0x1c], 'ftypavif', [0, 0, 0, 0], 'avifmif1miaf'), 'image/avif'],
    ['MP4', bytes([0, 0, 0, 0x18], 'ftypisom', [0, 0, 2, 0], 'isomiso2'), 'video/mp4'],
    ['WebM', bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x84], 'webm'), 'video/webm'],
  ])('recognises %s by its bytes', (_name, head, mime) => {
    expect(sniff(pad(head))?.mime).toBe(mime);
  });

  it.each([
    ['SVG', bytes('<svg xmlns="http://www.w3.org/2000/svg">')],
    ['HTML', bytes('<!doctype html><html>')],
    ['PDF', bytes('%PDF-1.7')],
    ['ZIP', bytes('PK', [3, 4])],
    [
      'Matroska that is not WebM',
      bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x88], 'matroska'),
    ],
    ['HEIC', bytes([0, 0, 0, 0x18], 'ftypheic', [0, 0, 0, 0], 'mif1heic')],
    ['nothing', new Uint8Array(0)],
  ])('refuses %s', (_name, head) => {
    expect(sniff(pad(head))).toBeNull();
  });
});

describe('structure checks', () => {
  const png = sniff(pad(bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))!;
  const chunk = (type: string, data: string) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    return Buffer.concat([len, Buffer.from(type + data, 'latin1'), Buffer.alloc(4)]);
  };
  const pngOf = (...chunks: Buffer[]) =>
    new Uint8Array(
      Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), ...chunks]),
    );

  it('accepts a PNG that ends at IEND, and refuses one that goes on', () => {
    expect(
      checkImageStructure(
        png,
        pngOf(chunk('IHDR', 'x'.repeat(13)), chunk('IDAT', '<html>'), chunk('IEND', '')),
      ),
    ).toEqual({ ok: true });
    expect(
      checkImageStructure(
        png,
        pngOf(chunk('IHDR', 'x'.repeat(13)), chunk('IEND', ''), Buffer.from('<?php')),
      ),
    ).toMatchObject({ ok: false });
  });

  it('looks for active content in metadata, not in compressed pixels', () => {
    // IDAT may contain anything by chance; a text chunk with a script is refused
    expect(
      checkImageStructure(
        png,
        pngOf(chunk('tEXt', 'Comment\0<script>x</script>'), chunk('IEND', '')),
      ),
    ).toMatchObject({
      ok: false,
      reason: expect.stringContaining('hidden data'),
    });
  });

  it('needs ISO boxes to tile the file exactly', () => {
    const box = (type: string, size: number) => {
      const b = Buffer.alloc(size);
      b.writeUInt32BE(size);
      b.write(type, 4, 'latin1');
      return b;
    };
    const file = Buffer.concat([box('ftyp', 16), box('mdat', 32)]);
    expect(checkIsoBmff(new Uint8Array(file), ['mdat'])).toEqual({ ok: true });
    expect(
      checkIsoBmff(new Uint8Array(Buffer.concat([file, Buffer.from('<html>')])), ['mdat']),
    ).toMatchObject({ ok: false });
  });
});

describe('extensionFor', () => {
  const jpeg = sniff(pad(bytes([0xff, 0xd8, 0xff, 0xe0])))!;
  it('keeps the original extension when it names the format, and corrects it otherwise', () => {
    expect(extensionFor(jpeg, 'Holiday.JPEG')).toBe('jpeg');
    expect(extensionFor(jpeg, 'photo.jpg')).toBe('jpg');
    expect(extensionFor(jpeg, 'photo.png')).toBe('jpg');
    expect(extensionFor(jpeg, 'no-extension')).toBe('jpg');
  });
});

describe('sniffAttachment', () => {
  it.each([
    ['PDF', bytes('%PDF-1.4\n'), 'application/pdf'],
    ['ZIP', bytes('PK', [3, 4, 20, 0]), 'application/zip'],
    ['HEIC', bytes([0, 0, 0, 0x18], 'ftypheic', [0, 0, 0, 0], 'mif1heic'), 'image/heic'],
    [
      'HEIC by a compatible brand',
      bytes([0, 0, 0, 0x18], 'ftypmif1', [0, 0, 0, 0], 'mif1heix'),
      'image/heic',
    ],
    ['JPEG', bytes([0xff, 0xd8, 0xff, 0xe0]), 'image/jpeg'],
    ['PNG', bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), 'image/png'],
    ['WebP', bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 '), 'image/webp'],
  ])('recognises %s', (_name, head, mime) => {
    expect(sniffAttachment(pad(head))?.mime).toBe(mime);
  });

  it.each([
    ['a Windows program', bytes('MZ')],
    ['a Linux program', bytes([0x7f], 'ELF')],
    ['HTML', bytes('<!doctype html>')],
    ['GIF', bytes('GIF89a')],
    ['MP4', bytes([0, 0, 0, 0x18], 'ftypisom', [0, 0, 2, 0], 'isomiso2')],
    ['AVIF', bytes([0, 0, 0, 0x1c], 'ftypavif', [0, 0, 0, 0], 'avifmif1miaf')],
    ['an empty ZIP (nothing in it)', bytes('PK', [5, 6])],
  ])('refuses %s', (_name, head) => {
    expect(sniffAttachment(pad(head))).toBeNull();
  });
});

describe('document structure', () => {
  const pdfFormat = sniffAttachment(pad(bytes('%PDF-1.7\n')))!;
  const zipFormat = sniffAttachment(pad(bytes('PK', [3, 4])))!;
  const check = (format: typeof pdfFormat, file: Uint8Array) =>
    checkDocumentStructure(format, file.subarray(0, 1024), file.subarray(-TAIL_BYTES));
  const pdf = (end = '%%EOF\n') => bytes('%PDF-1.7\n', 'x'.repeat(2000), '\ntrailer\n', end);
  const zipEnd = (comment = '') => {
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(comment.length, 20);
    return Buffer.concat([end, Buffer.from(comment)]);
  };
  const zip = (comment = '', after = '') =>
    new Uint8Array(
      Buffer.concat([
        Buffer.from('PK\x03\x04'),
        Buffer.alloc(200, 1),
        zipEnd(comment),
        Buffer.from(after),
      ]),
    );

  it('accepts a PDF that ends at %%EOF, and whitespace after it', () => {
    expect(check(pdfFormat, pdf())).toEqual({ ok: true });
    expect(check(pdfFormat, pdf('%%EOF\r\n\n  '))).toEqual({ ok: true });
  });
  it('refuses a PDF with anything after its end, a ZIP directory in its tail, or no end', () => {
    expect(check(pdfFormat, pdf('%%EOF\n<html>')).ok).toBe(false);
    expect(check(pdfFormat, new Uint8Array(Buffer.concat([Buffer.from(pdf()), zipEnd()]))).ok).toBe(
      false,
    );
    expect(check(pdfFormat, bytes('%PDF-1.7\n', 'x'.repeat(500)))).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/damaged/),
    });
  });
  it('accepts a ZIP whose end record is its last bytes, and refuses what follows it', () => {
    expect(check(zipFormat, zip())).toEqual({ ok: true });
    expect(check(zipFormat, zip('made by hand'))).toEqual({ ok: true });
    expect(check(zipFormat, zip('', '%PDF-1.7')).ok).toBe(false);
    expect(check(zipFormat, zip('<script>alert(1)</script>')).ok).toBe(false);
  });
});
