import { deflateRawSync } from 'node:zlib';
import sharp from 'sharp';

// Files of every format a visitor may attach, made here (nothing is fetched), and the hostile
// ones the attachments must refuse. Shared by the attachments' integration tests and the bench.

/** A PDF of about `size` bytes: header, one stream of filler, trailer, %%EOF. */
export function pdfFile(size = 2048): Buffer {
  const head = '%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<< /Length 0 >>\nstream\n';
  const tail = '\nendstream\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n';
  const filler = Math.max(0, size - head.length - tail.length);
  return Buffer.concat([
    Buffer.from(head, 'latin1'),
    Buffer.alloc(filler, 'x'),
    Buffer.from(tail, 'latin1'),
  ]);
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
export const crc32 = (bytes: Buffer) => {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};

/** A ZIP of deflated entries, with its central directory and end record (and `comment`). */
export function zipFile(entries: Record<string, Buffer | string>, comment = ''): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(entries)) {
    const data = Buffer.from(content);
    const packed = deflateRawSync(data);
    const nameBytes = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc32(data), 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc32(data), 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, packed);
    centrals.push(central, nameBytes);
    offset += 30 + nameBytes.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  end.writeUInt16LE(Buffer.byteLength(comment), 20);
  return Buffer.concat([...locals, directory, end, Buffer.from(comment)]);
}

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#b8a48f' } });

export const jpegFile = (width = 640, height = 480) => picture(width, height).jpeg().toBuffer();
export const pngFile = (width = 320, height = 240) => picture(width, height).png().toBuffer();
export const webpFile = (width = 320, height = 240) => picture(width, height).webp().toBuffer();

const box = (type: string, payload: Buffer) => {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(8 + payload.length, 0);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, payload]);
};

/** A HEIC file as a phone writes its boxes (ftyp heic, meta, mdat); its picture is filler. */
export function heicFile(): Buffer {
  return Buffer.concat([
    box('ftyp', Buffer.concat([Buffer.from('heic'), Buffer.alloc(4), Buffer.from('mif1heic')])),
    box('meta', Buffer.concat([Buffer.alloc(4), box('hdlr', Buffer.alloc(24))])),
    box('mdat', Buffer.alloc(4096, 7)),
  ]);
}

/** A Windows program: what a renamed executable holds. */
export const exeFile = () =>
  Buffer.concat([Buffer.from('MZ\x90\x00', 'latin1'), Buffer.alloc(4096)]);

export const HTML = Buffer.from(
  '<!doctype html><html><body><script>alert(document.cookie)</script>',
);
