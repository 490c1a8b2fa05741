/** Colour arithmetic on #rrggbb strings, enough for shading faces and mixing haze. */
export type Rgb = [number, number, number];

export function parseHex(hex: string): Rgb {
  const h = hex.replace('#', '');
  const full = h.length === 3 ? h.replace(/./g, (c) => c + c) : h;
  return [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16)) as Rgb;
}

export function toHex([r, g, b]: Rgb): string {
  const c = (v: number) =>
    Math.max(0, Math.min(255, Math.round(v)))
      .toString(16)
      .padStart(2, '0');
  return `#${c(r)}${c(g)}${c(b)}`;
}

/** Linear blend from a (t = 0) to b (t = 1). */
export function mix(a: string, b: string, t: number): string {
  const x = parseHex(a);
  const y = parseHex(b);
  return toHex([0, 1, 2].map((i) => x[i]! + (y[i]! - x[i]!) * t) as Rgb);
}

/** Multiplies each channel: 1 keeps the colour, below darkens, above lightens towards white. */
export function shade(hex: string, factor: number): string {
  if (factor <= 1) return toHex(parseHex(hex).map((v) => v * factor) as Rgb);
  return mix(hex, '#ffffff', Math.min(1, factor - 1));
}

/** Tints a colour by a light colour (multiply blend), as warm sun does to a wall. */
export function tint(hex: string, light: string, amount: number): string {
  const x = parseHex(hex);
  const l = parseHex(light);
  const lit = toHex(x.map((v, i) => (v * l[i]!) / 255) as Rgb);
  return mix(hex, lit, amount);
}
