/** Logos, monograms and the social sharing card, drawn with the path alphabet. */
import { mix, shade } from './color';
import { wordPath } from './letters';
import { SvgDoc, type Layers } from './svg';

export type MarkStyle =
  'ring' | 'block' | 'arch' | 'split' | 'rule' | 'diamond' | 'stack' | 'frame';

export type MarkOptions = {
  initials: string;
  style: MarkStyle;
  ground: string;
  ink: string;
  accent: string;
  size: number;
};

/** A square monogram in one of several styles; returns flat SVG. */
export function monogram(o: MarkOptions): string {
  const s = o.size;
  const doc = new SvgDoc(s, s);
  const cap = s * (o.initials.length > 2 ? 0.2 : o.initials.length > 1 ? 0.26 : 0.34);
  const stroke = Math.max(2, cap * 0.085);
  const word = wordPath(o.initials, cap, 16);
  const x = (s - word.width) / 2;
  const y = (s - cap) / 2;
  const letters = (color: string, dy = 0) =>
    `<path d="${word.d}" transform="translate(${x.toFixed(1)} ${(y + dy).toFixed(1)})" fill="none" stroke="${color}" stroke-width="${stroke.toFixed(1)}" stroke-linecap="square" stroke-linejoin="miter"/>`;
  doc.rect(0, 0, s, s, o.ground);
  switch (o.style) {
    case 'ring':
      doc.add(
        `<circle cx="${s / 2}" cy="${s / 2}" r="${s * 0.36}" fill="none" stroke="${o.accent}" stroke-width="${(stroke * 0.6).toFixed(1)}"/>`,
      );
      doc.add(letters(o.ink));
      break;
    case 'block':
      doc.rect(s * 0.18, s * 0.18, s * 0.64, s * 0.64, o.ink);
      doc.add(letters(o.ground));
      break;
    case 'arch': {
      const w = s * 0.5;
      const left = (s - w) / 2;
      const bottom = s * 0.8;
      doc.path(
        `M${left} ${bottom} L${left} ${s * 0.45} A${w / 2} ${w / 2} 0 0 1 ${left + w} ${s * 0.45} L${left + w} ${bottom} Z`,
        o.accent,
      );
      doc.add(letters(o.ink, s * 0.06));
      break;
    }
    case 'split':
      doc.rect(s / 2, 0, s / 2, s, shade(o.ground, 0.88));
      doc.add(letters(o.ink));
      doc.rect(s * 0.5 - stroke * 0.3, s * 0.22, stroke * 0.6, s * 0.56, o.accent);
      break;
    case 'rule':
      doc.add(letters(o.ink, -s * 0.05));
      doc.rect(s * 0.3, s * 0.68, s * 0.4, stroke * 0.7, o.accent);
      break;
    case 'diamond':
      doc.add(
        `<rect x="${s * 0.22}" y="${s * 0.22}" width="${s * 0.56}" height="${s * 0.56}" transform="rotate(45 ${s / 2} ${s / 2})" fill="none" stroke="${o.accent}" stroke-width="${(stroke * 0.6).toFixed(1)}"/>`,
      );
      doc.add(letters(o.ink));
      break;
    case 'stack':
      doc.rect(s * 0.2, s * 0.2, s * 0.6, s * 0.6, mix(o.ground, o.accent, 0.25));
      doc.rect(
        s * 0.26,
        s * 0.26,
        s * 0.6,
        s * 0.6,
        'none',
        `stroke="${o.ink}" stroke-width="${(stroke * 0.5).toFixed(1)}"`,
      );
      doc.add(letters(o.ink, s * 0.03));
      break;
    case 'frame':
      doc.rect(
        s * 0.14,
        s * 0.14,
        s * 0.72,
        s * 0.72,
        'none',
        `stroke="${o.accent}" stroke-width="${(stroke * 0.5).toFixed(1)}"`,
      );
      doc.add(letters(o.ink));
      break;
  }
  return doc.toString();
}

/** The 1200x630 card shown when the site is shared: a scene with the name set over it. */
export function socialCard(scene: Layers, name: string, strapline: string): Layers {
  const { width: w, height: h } = scene;
  const overlay = new SvgDoc(w, h, 'card');
  overlay.rect(
    0,
    0,
    w * 0.75,
    h,
    overlay.linear(
      [
        [0, '#0a0a0a', 0.82],
        [0.7, '#0a0a0a', 0.35],
        [1, '#0a0a0a', 0],
      ],
      0,
      0,
      1,
      0,
    ),
  );
  const title = wordPath(name, h * 0.085, 22);
  const sub = wordPath(strapline, h * 0.03, 40);
  const left = w * 0.08;
  overlay.add(
    `<path d="${title.d}" transform="translate(${left} ${h * 0.38})" fill="none" stroke="#f5f1ea" stroke-width="${(h * 0.0085).toFixed(1)}" stroke-linecap="square"/>`,
  );
  overlay.rect(left, h * 0.38 + h * 0.085 + h * 0.05, w * 0.09, h * 0.006, '#c9a45c');
  overlay.add(
    `<path d="${sub.d}" transform="translate(${left} ${h * 0.38 + h * 0.085 + h * 0.1})" fill="none" stroke="#d9cfbf" stroke-width="${(h * 0.0045).toFixed(1)}" stroke-linecap="square"/>`,
  );
  const top = overlay
    .toString()
    .replace(/^<svg[^>]*>/, '')
    .replace(/<\/svg>$/, '');
  // drawn on top of the scene's own top layer
  const sceneTop =
    scene.top ??
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"></svg>`;
  return { ...scene, top: sceneTop.replace(/<\/svg>$/, `${top}</svg>`), vignette: 0 };
}
