/**
 * A monoline geometric alphabet drawn as SVG paths, so logos and monograms
 * never depend on the fonts installed on the machine that seeds the site.
 * Each glyph sits in a box 100 units high; `w` is its advance width.
 */
const GLYPHS: Record<string, { w: number; d: string }> = {
  A: { w: 80, d: 'M5 100 L40 0 L75 100 M18 64 L62 64' },
  B: { w: 66, d: 'M8 100 L8 0 L38 0 A23 23 0 0 1 38 46 L8 46 M38 46 A27 27 0 0 1 38 100 L8 100' },
  C: { w: 76, d: 'M72 18 A42 50 0 1 0 72 82' },
  D: { w: 74, d: 'M8 0 L8 100 L30 100 A40 50 0 0 0 30 0 Z' },
  E: { w: 60, d: 'M56 0 L8 0 L8 100 L56 100 M8 50 L46 50' },
  F: { w: 56, d: 'M54 0 L8 0 L8 100 M8 50 L44 50' },
  G: { w: 80, d: 'M72 18 A42 50 0 1 0 74 70 L74 54 L46 54' },
  H: { w: 72, d: 'M8 0 L8 100 M64 0 L64 100 M8 50 L64 50' },
  I: { w: 16, d: 'M8 0 L8 100' },
  J: { w: 50, d: 'M42 0 L42 72 A20 24 0 0 1 4 80' },
  K: { w: 66, d: 'M8 0 L8 100 M60 0 L8 62 M26 42 L62 100' },
  L: { w: 54, d: 'M8 0 L8 100 L52 100' },
  M: { w: 90, d: 'M8 100 L8 0 L45 70 L82 0 L82 100' },
  N: { w: 74, d: 'M8 100 L8 0 L66 100 L66 0' },
  O: { w: 86, d: 'M43 0 A38 50 0 1 0 43.1 0 Z' },
  P: { w: 62, d: 'M8 100 L8 0 L36 0 A24 25 0 0 1 36 50 L8 50' },
  Q: { w: 86, d: 'M43 0 A38 50 0 1 0 43.1 0 Z M52 72 L80 104' },
  R: { w: 66, d: 'M8 100 L8 0 L36 0 A24 25 0 0 1 36 50 L8 50 M32 50 L62 100' },
  S: { w: 64, d: 'M58 14 A26 22 0 1 0 32 48 A27 26 0 1 1 4 86' },
  T: { w: 66, d: 'M2 0 L64 0 M33 0 L33 100' },
  U: { w: 72, d: 'M8 0 L8 64 A28 36 0 0 0 64 64 L64 0' },
  V: { w: 76, d: 'M4 0 L38 100 L72 0' },
  W: { w: 104, d: 'M4 0 L28 100 L52 28 L76 100 L100 0' },
  X: { w: 70, d: 'M6 0 L64 100 M64 0 L6 100' },
  Y: { w: 70, d: 'M4 0 L35 50 L66 0 M35 50 L35 100' },
  Z: { w: 64, d: 'M6 0 L60 0 L6 100 L60 100' },
  '&': { w: 70, d: 'M64 100 L16 36 A16 18 0 1 1 40 36 L10 74 A18 22 0 0 0 50 86 L66 64' },
  ' ': { w: 36, d: '' },
  '.': { w: 16, d: 'M8 98 L8 100' },
};

export type Word = { d: string; width: number };

/** Lays out text as one path: `size` is the cap height, `tracking` the gap between letters. */
export function wordPath(text: string, size: number, tracking = 14): Word {
  const scale = size / 100;
  let x = 0;
  const parts: string[] = [];
  for (const ch of text.toUpperCase()) {
    const g = GLYPHS[ch] ?? GLYPHS[' ']!;
    if (g.d) {
      const shifted = g.d.replace(/([MLA])\s*([^MLAZ]+)/g, (_m, cmd: string, args: string) => {
        const n = args
          .trim()
          .split(/[\s,]+/)
          .map(Number);
        if (cmd === 'A') {
          // rx ry rot large sweep x y: only the end point moves
          const [rx, ry, rot, large, sweep, ax, ay] = n as [
            number,
            number,
            number,
            number,
            number,
            number,
            number,
          ];
          return `A${(rx * scale).toFixed(2)} ${(ry * scale).toFixed(2)} ${rot} ${large} ${sweep} ${(x + ax * scale).toFixed(2)} ${(ay * scale).toFixed(2)} `;
        }
        return `${cmd}${(x + n[0]! * scale).toFixed(2)} ${(n[1]! * scale).toFixed(2)} `;
      });
      parts.push(shifted);
    }
    x += (g.w + tracking) * scale;
  }
  return { d: parts.join(''), width: Math.max(0, x - tracking * scale) };
}
