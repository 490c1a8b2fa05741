import sharp, { type OverlayOptions, type Sharp } from 'sharp';
import type { Layers } from './svg';

// Layers are rendered by librsvg and composed by libvips, both on sharp's
// thread pool, so several images can be composed in parallel without blocking
// the event loop. Blurring bitmaps here is far cheaper than SVG filters.

const vignettes = new Map<string, Uint8Array>();

/** How much of each pixel survives the vignette (255 = all); computed once per size and strength. */
function vignette(width: number, height: number, strength: number): Uint8Array {
  const key = `${width}x${height}@${strength}`;
  const hit = vignettes.get(key);
  if (hit) return hit;
  const keep = new Uint8Array(width * height);
  const cx = width / 2;
  const cy = height / 2;
  for (let y = 0; y < height; y++) {
    const dy = (y - cy) / cy;
    for (let x = 0; x < width; x++) {
      const dx = (x - cx) / cx;
      // elliptical distance: 0 in the centre, about 1.4 in the corners
      const d = Math.sqrt(dx * dx * 0.75 + dy * dy * 1.1);
      const t = Math.min(1, Math.max(0, (d - 0.55) / 0.75));
      keep[y * width + x] = Math.round(255 * (1 - strength * t * t * (3 - 2 * t)));
    }
  }
  vignettes.set(key, keep);
  return keep;
}

/** Renders a soft layer at its own (usually half) size and blurs it; the vignette can ride along. */
async function soft(
  svg: string,
  sigma: number,
  scale: number,
  darken = 0,
): Promise<{ data: Buffer; width: number; height: number }> {
  const { data, info } = await sharp(Buffer.from(svg))
    .removeAlpha()
    .blur(Math.max(0.3, sigma * scale))
    .raw()
    .toBuffer({ resolveWithObject: true });
  if (darken > 0) {
    const keep = vignette(info.width, info.height, darken);
    for (let p = 0, o = 0; p < keep.length; p++, o += 3) {
      const k = keep[p]!;
      if (k === 255) continue;
      data[o] = (data[o]! * k + 255) >> 8;
      data[o + 1] = (data[o + 1]! * k + 255) >> 8;
      data[o + 2] = (data[o + 2]! * k + 255) >> 8;
    }
  }
  return { data, width: info.width, height: info.height };
}

/**
 * Multiplies (shadows on white) or screens (light on black) a soft plane into the
 * full-size RGB buffer. A half-size plane is read 2x2 pixels at a time, which is
 * invisible once it has been blurred, and far cheaper than resampling it first.
 */
function blend(
  out: Buffer,
  width: number,
  height: number,
  plane: { data: Buffer; width: number; height: number },
  mode: 'multiply' | 'screen',
): void {
  const src = plane.data;
  const shift = plane.width * 2 <= width ? 1 : 0;
  const srcRow = plane.width * 3;
  const maxX = plane.width - 1;
  const maxY = plane.height - 1;
  for (let y = 0; y < height; y++) {
    const row = Math.min(maxY, y >> shift) * srcRow;
    let o = y * width * 3;
    if (mode === 'multiply') {
      for (let x = 0; x < width; x++, o += 3) {
        const i = row + Math.min(maxX, x >> shift) * 3;
        out[o] = (out[o]! * src[i]! + 255) >> 8;
        out[o + 1] = (out[o + 1]! * src[i + 1]! + 255) >> 8;
        out[o + 2] = (out[o + 2]! * src[i + 2]! + 255) >> 8;
      }
    } else {
      for (let x = 0; x < width; x++, o += 3) {
        const i = row + Math.min(maxX, x >> shift) * 3;
        out[o] = 255 - (((255 - out[o]!) * (255 - src[i]!) + 255) >> 8);
        out[o + 1] = 255 - (((255 - out[o + 1]!) * (255 - src[i + 1]!) + 255) >> 8);
        out[o + 2] = 255 - (((255 - out[o + 2]!) * (255 - src[i + 2]!) + 255) >> 8);
      }
    }
  }
}

/** Composes a layered scene into one RGB image: base, sky light, soft shadows and vignette, objects, bloom. */
export async function rasterize(layers: Layers): Promise<Sharp> {
  const { width, height } = layers;
  const raw = { width, height, channels: 3 as const };
  // the vignette rides on the first multiply layer; a scene without one gets a plain white layer to carry it
  const multiply = layers.blurred.length
    ? layers.blurred
    : layers.vignette > 0
      ? [
          {
            svg: `<svg xmlns="http://www.w3.org/2000/svg" width="${Math.round(width / 2)}" height="${Math.round(height / 2)}"><rect width="100%" height="100%" fill="#ffffff"/></svg>`,
            sigma: 1,
            scale: 0.5,
            blend: 'multiply' as const,
          },
        ]
      : [];
  const [base, sky, shadows, glow] = await Promise.all([
    sharp(Buffer.from(layers.base)).removeAlpha().raw().toBuffer(),
    layers.sky ? soft(layers.sky.svg, layers.sky.sigma, layers.sky.scale) : null,
    Promise.all(
      multiply.map((l, i) =>
        soft(l.svg, l.sigma, l.scale, i === 0 ? layers.vignette : 0).then((plane) => ({
          plane,
          mode: l.blend,
        })),
      ),
    ),
    layers.glow ? soft(layers.glow.svg, layers.glow.sigma, layers.glow.scale) : null,
  ]);
  if (sky) blend(base, width, height, sky, 'screen');
  for (const { plane, mode } of shadows) blend(base, width, height, plane, mode);
  const composites: OverlayOptions[] = [];
  if (layers.top) composites.push({ input: Buffer.from(layers.top) });
  if (!composites.length && !glow) return sharp(base, { raw });
  const flat = await sharp(base, { raw }).composite(composites).removeAlpha().raw().toBuffer();
  if (glow) blend(flat, width, height, glow, 'screen');
  return sharp(flat, { raw });
}
