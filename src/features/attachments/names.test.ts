import { describe, expect, it } from 'vitest';
import { sniffAttachment } from '@/features/media/sniff';
import { attachmentName, downloadDisposition } from './names';

const pdf = sniffAttachment(new Uint8Array(Buffer.from('%PDF-1.7\n'.padEnd(64, ' '))))!;

describe('attachment names', () => {
  it.each([
    ['plan.pdf', 'plan.pdf'],
    ['../../x.pdf', 'x.pdf'],
    ['..\\..\\x.pdf', 'x.pdf'],
    ['report\u202Efdp.exe.pdf', 'reportfdp.exe.pdf'],
    ['a\u0000b\u0085c.pdf', 'abc.pdf'],
    ['notes.docx', 'notes.docx.pdf'],
    ['PLAN.PDF', 'PLAN.PDF'],
    ['   .pdf', 'pdf.pdf'],
    ['', 'attachment.pdf'],
    ['what?*:|.pdf', 'what____.pdf'],
  ])('%j is kept as %j', (raw, kept) => {
    expect(attachmentName(raw, pdf)).toBe(kept);
  });

  it('caps a name at 120 characters, keeping its extension and whole characters', () => {
    const name = attachmentName(`${'ж'.repeat(500)}.pdf`, pdf);
    expect(Array.from(name)).toHaveLength(120);
    expect(name.endsWith('.pdf')).toBe(true);
  });
});

describe('Content-Disposition', () => {
  it('says attachment, with an ASCII name and the UTF-8 one (RFC 6266, RFC 5987)', () => {
    expect(downloadDisposition('plan.pdf')).toBe(
      `attachment; filename="plan.pdf"; filename*=UTF-8''plan.pdf`,
    );
    expect(downloadDisposition('Café «plan» (v2).pdf')).toBe(
      `attachment; filename="Cafe _plan_ (v2).pdf"; filename*=UTF-8''Caf%C3%A9%20%C2%ABplan%C2%BB%20%282%29.pdf`.replace(
        '%282%29',
        '%28v2%29',
      ),
    );
    expect(downloadDisposition('a"b\\c;d%e.pdf')).toBe(
      `attachment; filename="a_b_c_d_e.pdf"; filename*=UTF-8''a%22b%5Cc%3Bd%25e.pdf`,
    );
    expect(downloadDisposition('家の図面.pdf')).toBe(
      `attachment; filename="attachment.pdf"; filename*=UTF-8''%E5%AE%B6%E3%81%AE%E5%9B%B3%E9%9D%A2.pdf`,
    );
  });
});
