import sharp from 'sharp';
import type { ArtSpec } from '@/server/seed/art-spec';
import { drawingOf } from './catalogue';
import { rasterize } from './draw/raster';

/** Draws one image of the first-start content and encodes it in the content's format. */
export async function encode(spec: ArtSpec): Promise<Buffer> {
  const drawn = drawingOf(spec);
  const image = typeof drawn === 'string' ? sharp(Buffer.from(drawn)) : await rasterize(drawn);
  if (spec.format === 'png') return image.png({ compressionLevel: 9 }).toBuffer();
  if (spec.format === 'jpeg') return image.jpeg({ quality: 84, mozjpeg: true }).toBuffer();
  // a low effort: the encoder's default is much slower for hardly smaller files
  return image.webp({ quality: 78, effort: 2 }).toBuffer();
}
