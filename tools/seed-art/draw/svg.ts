/** A tiny SVG document builder: collects <defs> and body elements and hands out unique ids. */
export type Stop = readonly [offset: number, color: string, opacity?: number];

const fmt = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(1));

export function pointsAttr(points: readonly (readonly [number, number])[]): string {
  return points.map(([x, y]) => `${fmt(x)},${fmt(y)}`).join(' ');
}

function stopsMarkup(stops: readonly Stop[]): string {
  return stops
    .map(
      ([o, c, a]) =>
        `<stop offset="${o.toFixed(3)}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a.toFixed(3)}"`}/>`,
    )
    .join('');
}

/**
 * Layers are rasterised separately and composed with sharp, because blurring in
 * SVG filters is many times slower than blurring the bitmap:
 * - base: the scene behind everything, drawn as is;
 * - sky: broad light (a sun's glow, a studio spot) on black, drawn small, blurred and screened onto the base;
 * - contact, shadow: dark shapes on white, blurred and multiplied;
 * - top: the objects, drawn over;
 * - glow: light shapes on black, blurred and screened over everything.
 */
export type LayerName = 'base' | 'sky' | 'contact' | 'shadow' | 'top' | 'glow';

export type Layers = {
  width: number;
  height: number;
  base: string;
  /** Soft layers are drawn at `scale` of the full size; sigma is in full-size pixels. */
  blurred: { svg: string; sigma: number; scale: number; blend: 'multiply' | 'screen' }[];
  sky: { svg: string; sigma: number; scale: number } | null;
  top: string | null;
  glow: { svg: string; sigma: number; scale: number } | null;
  vignette: number;
};

export class SvgDoc {
  private defs: string[] = [];
  private bodies: Record<LayerName, string[]> = {
    base: [],
    sky: [],
    contact: [],
    shadow: [],
    top: [],
    glow: [],
  };
  private body: string[] = this.bodies.base;
  private current: LayerName = 'base';
  private counter = 0;
  /** Blur radius (sigma, pixels) for the blurred layers. */
  readonly sigma: Record<'contact' | 'shadow' | 'glow', number>;
  vignette = 0;

  constructor(
    readonly width: number,
    readonly height: number,
    /** Keeps ids apart when one document is pasted into another. */
    private readonly idPrefix = '',
  ) {
    this.sigma = { contact: width / 160, shadow: width / 900, glow: width / 120 };
  }

  /** Switches where drawing goes; returns the previous layer so callers can restore it. */
  setLayer(name: LayerName): LayerName {
    const previous = this.current;
    this.current = name;
    this.body = this.bodies[name];
    return previous;
  }

  uid(prefix = 'g'): string {
    return `${this.idPrefix}${prefix}${(this.counter++).toString(36)}`;
  }

  /** A linear gradient; coordinates are fractions of the shape's box unless `user` is set. */
  linear(stops: readonly Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1, user = false): string {
    const id = this.uid('l');
    const units = user ? ' gradientUnits="userSpaceOnUse"' : '';
    const c = user ? fmt : (n: number) => n.toFixed(3);
    this.defs.push(
      `<linearGradient id="${id}"${units} x1="${c(x1)}" y1="${c(y1)}" x2="${c(x2)}" y2="${c(y2)}">${stopsMarkup(stops)}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  /** A radial gradient in user space (pixels), optionally squashed by a transform. */
  radial(stops: readonly Stop[], cx: number, cy: number, r: number, transform?: string): string {
    const id = this.uid('r');
    const t = transform ? ` gradientTransform="${transform}"` : '';
    this.defs.push(
      `<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${fmt(cx)}" cy="${fmt(cy)}" r="${fmt(r)}"${t}>${stopsMarkup(stops)}</radialGradient>`,
    );
    return `url(#${id})`;
  }

  clip(inner: string): string {
    const id = this.uid('c');
    this.defs.push(`<clipPath id="${id}">${inner}</clipPath>`);
    return `url(#${id})`;
  }

  add(markup: string): void {
    this.body.push(markup);
  }

  rect(x: number, y: number, w: number, h: number, fill: string, extra = ''): void {
    this.add(
      `<rect x="${fmt(x)}" y="${fmt(y)}" width="${fmt(w)}" height="${fmt(h)}" fill="${fill}" ${extra}/>`,
    );
  }

  poly(points: readonly (readonly [number, number])[], fill: string, extra = ''): void {
    if (points.length < 3) return;
    this.add(`<polygon points="${pointsAttr(points)}" fill="${fill}" ${extra}/>`);
  }

  ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, extra = ''): void {
    this.add(
      `<ellipse cx="${fmt(cx)}" cy="${fmt(cy)}" rx="${fmt(rx)}" ry="${fmt(ry)}" fill="${fill}" ${extra}/>`,
    );
  }

  path(d: string, fill: string, extra = ''): void {
    this.add(`<path d="${d}" fill="${fill}" ${extra}/>`);
  }

  /** Starts a group; everything added until endGroup() is inside it. */
  group(attrs: string): void {
    this.body.push(`<g ${attrs}>`);
  }

  endGroup(): void {
    this.body.push('</g>');
  }

  /** `scale` below 1 renders a soft layer at lower resolution; it is blurred and scaled up anyway. */
  private wrap(body: string[], background?: string, scale = 1): string {
    const bg = background
      ? `<rect width="${this.width}" height="${this.height}" fill="${background}"/>`
      : '';
    const w = Math.round(this.width * scale);
    const h = Math.round(this.height * scale);
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${this.width} ${this.height}"><defs>${this.defs.join('')}</defs>${bg}${body.join('')}</svg>`;
  }

  layers(): Layers {
    const b = this.bodies;
    const blurred: Layers['blurred'] = [];
    // contact and sun shadows share one soft layer at a quarter of the pixels: every full-size layer
    // costs a render and a composite, and shadows drawn at half size and blurred read as soft daylight
    if (b.contact.length || b.shadow.length) {
      const shadows = [...b.contact, ...b.shadow];
      const sigma = Math.max(this.sigma.shadow, Math.min(this.sigma.contact, this.width / 320));
      blurred.push({
        svg: this.wrap(shadows, '#ffffff', 0.5),
        sigma,
        scale: 0.5,
        blend: 'multiply',
      });
    }
    return {
      width: this.width,
      height: this.height,
      base: this.wrap(b.base),
      // large radial gradients are the slowest thing librsvg draws: a quarter of the pixels is plenty for a glow
      sky: b.sky.length
        ? { svg: this.wrap(b.sky, '#000000', 0.5), sigma: this.width / 400, scale: 0.5 }
        : null,
      blurred,
      top: b.top.length ? this.wrap(b.top) : null,
      glow: b.glow.length
        ? { svg: this.wrap(b.glow, '#000000', 0.5), sigma: this.sigma.glow, scale: 0.5 }
        : null,
      vignette: this.vignette,
    };
  }

  /** Everything flattened into one SVG without blur (for previews and tests). */
  toString(): string {
    const b = this.bodies;
    return this.wrap([...b.base, ...b.sky, ...b.contact, ...b.shadow, ...b.top]);
  }
}

export { fmt };
