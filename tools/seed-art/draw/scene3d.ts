/**
 * A deliberately small 3D renderer that writes SVG: boxes, prisms and spheres
 * seen through a perspective camera, lit by one sun and a sky, with ground
 * shadows, haze and mirrored reflections. Enough to draw convincing abstract
 * architecture and products without shipping a single bitmap.
 */
import { mix, parseHex, shade, toHex, type Rgb } from './color';
import type { Rng } from './random';
import { SvgDoc, type LayerName, type Stop } from './svg';

export type V3 = [number, number, number];
type P2 = [number, number];

export const v3 = {
  add: (a: V3, b: V3): V3 => [a[0] + b[0], a[1] + b[1], a[2] + b[2]],
  sub: (a: V3, b: V3): V3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]],
  scale: (a: V3, s: number): V3 => [a[0] * s, a[1] * s, a[2] * s],
  dot: (a: V3, b: V3) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2],
  cross: (a: V3, b: V3): V3 => [
    a[1] * b[2] - a[2] * b[1],
    a[2] * b[0] - a[0] * b[2],
    a[0] * b[1] - a[1] * b[0],
  ],
  len: (a: V3) => Math.hypot(a[0], a[1], a[2]),
  norm: (a: V3): V3 => {
    const l = Math.hypot(a[0], a[1], a[2]) || 1;
    return [a[0] / l, a[1] / l, a[2] / l];
  },
  lerp: (a: V3, b: V3, t: number): V3 => [
    a[0] + (b[0] - a[0]) * t,
    a[1] + (b[1] - a[1]) * t,
    a[2] + (b[2] - a[2]) * t,
  ],
};

export type Camera = {
  pos: V3;
  /** Radians about the vertical axis; 0 looks along +z. */
  yaw: number;
  /** Radians; positive looks down. Architecture keeps 0 and uses `shift` so verticals stay vertical. */
  pitch: number;
  /** Focal length in multiples of the image width (0.9 is a moderate wide angle). */
  focal: number;
  /** Vertical lens shift as a fraction of the height (positive moves the horizon down). */
  shift?: number;
};

export type Lighting = {
  /** Direction towards the sun. */
  sun: V3;
  sunColor: string;
  sunStrength: number;
  sky: string;
  ambient: number;
  /** Colour distant things fade into, and how fast (per metre). */
  haze: string;
  hazeDensity: number;
  shadowColor: string;
  shadowOpacity: number;
  /** Warm interior light seen through glazing at dusk, or null by day. */
  interiorGlow?: string | null;
};

export type Material = {
  color: string;
  kind?: 'solid' | 'glass' | 'emissive' | 'metal';
  /** 0..1: how much a face brightens towards its lit edge (soft bounce light). */
  gloss?: number;
  opacity?: number;
};

export type Glazing = {
  style: 'ribbon' | 'punched' | 'curtain' | 'fins';
  rows: number;
  cols: number;
  /** Margins and gaps in face fractions. */
  margin?: [number, number];
  gap?: [number, number];
  litChance?: number;
  /** Only on these face normals' dominant axes, e.g. ['-z', '+x']. Default: all vertical faces. */
  faces?: string[];
};

type Face = { pts: V3[]; normal: V3; axis: string };

export type Item =
  | {
      kind: 'box';
      faces: Face[];
      corners: V3[];
      material: Material;
      glazing?: Glazing;
      shadow?: boolean;
      seed?: number;
    }
  | {
      kind: 'prism';
      quads: { pts: V3[]; n0: V3; n1: V3 }[];
      caps: Face[];
      corners: V3[];
      material: Material;
      shadow?: boolean;
    }
  | {
      kind: 'sphere';
      center: V3;
      r: number;
      material: Material;
      shadow?: boolean;
      /** Drawn after nearby items (details set into a surface). */ front?: boolean;
    }
  | {
      kind: 'sprite';
      base: V3;
      draw: (doc: SvgDoc, x: number, y: number, scale: number, r: Renderer) => void;
      shadow?: (r: Renderer) => V3[] | null;
    };

/** A box from its centre, three orthonormal axes and half sizes. */
export function orientedBox(
  center: V3,
  axes: [V3, V3, V3],
  half: V3,
  material: Material,
  extra: Partial<Extract<Item, { kind: 'box' }>> = {},
): Item {
  const [ax, ay, az] = axes;
  const corner = (sx: number, sy: number, sz: number): V3 =>
    v3.add(
      center,
      v3.add(
        v3.scale(ax, sx * half[0]),
        v3.add(v3.scale(ay, sy * half[1]), v3.scale(az, sz * half[2])),
      ),
    );
  const c = {
    lbf: corner(-1, -1, -1),
    rbf: corner(1, -1, -1),
    rtf: corner(1, 1, -1),
    ltf: corner(-1, 1, -1),
    lbb: corner(-1, -1, 1),
    rbb: corner(1, -1, 1),
    rtb: corner(1, 1, 1),
    ltb: corner(-1, 1, 1),
  };
  const neg = (a: V3): V3 => [-a[0], -a[1], -a[2]];
  const faces: Face[] = [
    { pts: [c.lbf, c.rbf, c.rtf, c.ltf], normal: neg(az), axis: '-z' },
    { pts: [c.rbb, c.lbb, c.ltb, c.rtb], normal: az, axis: '+z' },
    { pts: [c.lbb, c.lbf, c.ltf, c.ltb], normal: neg(ax), axis: '-x' },
    { pts: [c.rbf, c.rbb, c.rtb, c.rtf], normal: ax, axis: '+x' },
    { pts: [c.ltf, c.rtf, c.rtb, c.ltb], normal: ay, axis: '+y' },
    { pts: [c.lbb, c.rbb, c.rbf, c.lbf], normal: neg(ay), axis: '-y' },
  ];
  return { kind: 'box', faces, corners: Object.values(c), material, shadow: true, ...extra };
}

/** An axis-aligned box from two corners, optionally turned about its vertical axis. */
export function box(
  a: V3,
  b: V3,
  material: Material,
  extra: Partial<Extract<Item, { kind: 'box' }>> & { yaw?: number } = {},
): Item {
  const { yaw = 0, ...rest } = extra;
  const center: V3 = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2, (a[2] + b[2]) / 2];
  const half: V3 = [
    Math.abs(b[0] - a[0]) / 2,
    Math.abs(b[1] - a[1]) / 2,
    Math.abs(b[2] - a[2]) / 2,
  ];
  const c = Math.cos(yaw);
  const s = Math.sin(yaw);
  return orientedBox(
    center,
    [
      [c, 0, -s],
      [0, 1, 0],
      [s, 0, c],
    ],
    half,
    material,
    rest,
  );
}

/** A cylinder (or any regular prism) between two points, smoothly shaded. */
export function cylinder(
  from: V3,
  to: V3,
  radius: number,
  material: Material,
  segments = 36,
  shadow = true,
  radiusTop = radius,
): Item {
  const axis = v3.norm(v3.sub(to, from));
  const slope = (radius - radiusTop) / (v3.len(v3.sub(to, from)) || 1);
  const helper: V3 = Math.abs(axis[1]) < 0.9 ? [0, 1, 0] : [1, 0, 0];
  const u = v3.norm(v3.cross(axis, helper));
  const w = v3.cross(axis, u);
  const ring = (center: V3, r: number) =>
    Array.from({ length: segments }, (_, i) => {
      const t = (i / segments) * Math.PI * 2;
      const radial = v3.add(v3.scale(u, Math.cos(t)), v3.scale(w, Math.sin(t)));
      return {
        p: v3.add(center, v3.scale(radial, r)),
        n: v3.norm(v3.add(radial, v3.scale(axis, slope))),
      };
    });
  const bottom = ring(from, radius);
  const top = ring(to, radiusTop);
  const quads = bottom.map((b0, i) => {
    const j = (i + 1) % segments;
    return { pts: [b0.p, bottom[j]!.p, top[j]!.p, top[i]!.p], n0: b0.n, n1: bottom[j]!.n };
  });
  const caps: Face[] = [
    { pts: top.map((t) => t.p), normal: axis, axis: 'cap' },
    { pts: [...bottom].reverse().map((b) => b.p), normal: v3.scale(axis, -1), axis: 'cap' },
  ];
  return {
    kind: 'prism',
    quads,
    caps,
    corners: [...bottom.map((b) => b.p), ...top.map((t) => t.p)],
    material,
    shadow,
  };
}

/** A rectangular bar from one point to another, for arms, legs and frames. */
export function beam(
  from: V3,
  to: V3,
  width: number,
  depth: number,
  material: Material,
  up: V3 = [0, 1, 0],
): Item {
  const ay = v3.norm(v3.sub(to, from));
  let ax = v3.cross(up, ay);
  if (v3.len(ax) < 1e-3) ax = v3.cross([1, 0, 0], ay);
  ax = v3.norm(ax);
  const az = v3.cross(ax, ay);
  const center = v3.lerp(from, to, 0.5);
  return orientedBox(
    center,
    [ax, ay, az],
    [width / 2, v3.len(v3.sub(to, from)) / 2, depth / 2],
    material,
  );
}

export function sphere(
  center: V3,
  r: number,
  material: Material,
  shadow = true,
  front = false,
): Item {
  return { kind: 'sphere', center, r, material, shadow, front };
}

function convexHull(points: P2[]): P2[] {
  const pts = [...points].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  if (pts.length < 3) return pts;
  const cross = (o: P2, a: P2, b: P2) =>
    (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const lower: P2[] = [];
  for (const p of pts) {
    while (lower.length >= 2 && cross(lower[lower.length - 2]!, lower[lower.length - 1]!, p) <= 0)
      lower.pop();
    lower.push(p);
  }
  const upper: P2[] = [];
  for (const p of [...pts].reverse()) {
    while (upper.length >= 2 && cross(upper[upper.length - 2]!, upper[upper.length - 1]!, p) <= 0)
      upper.pop();
    upper.push(p);
  }
  return [...lower.slice(0, -1), ...upper.slice(0, -1)];
}

const NEAR = 0.05;

/** A soft shoulder instead of clipping: bright faces roll off towards white like film. */
function shoulder(v: number): number {
  const knee = 205;
  if (v <= knee) return v;
  return knee + (255 - knee) * (1 - Math.exp(-(v - knee) / (255 - knee)));
}

export class Renderer {
  readonly w: number;
  readonly h: number;
  readonly f: number;
  private readonly cy: number;
  private readonly sinY: number;
  private readonly cosY: number;
  private readonly sinP: number;
  private readonly cosP: number;
  private mirrored = false;

  constructor(
    readonly doc: SvgDoc,
    readonly cam: Camera,
    readonly light: Lighting,
    readonly rng: Rng,
  ) {
    this.w = doc.width;
    this.h = doc.height;
    this.f = cam.focal * doc.width;
    this.cy = doc.height / 2 + (cam.shift ?? 0) * doc.height;
    this.sinY = Math.sin(cam.yaw);
    this.cosY = Math.cos(cam.yaw);
    this.sinP = Math.sin(cam.pitch);
    this.cosP = Math.cos(cam.pitch);
  }

  toCamera(p: V3): V3 {
    const d = v3.sub(p, this.cam.pos);
    const x1 = d[0] * this.cosY - d[2] * this.sinY;
    const z1 = d[0] * this.sinY + d[2] * this.cosY;
    const y2 = d[1] * this.cosP + z1 * this.sinP;
    const z2 = -d[1] * this.sinP + z1 * this.cosP;
    return [x1, y2, z2];
  }

  private screen(c: V3): P2 {
    return [this.w / 2 + (this.f * c[0]) / c[2], this.cy - (this.f * c[1]) / c[2]];
  }

  /** Projects a world point; null when it is behind the camera. */
  project(p: V3): P2 | null {
    const c = this.toCamera(p);
    return c[2] > NEAR ? this.screen(c) : null;
  }

  depth(p: V3): number {
    return this.toCamera(p)[2];
  }

  /** Screen height of the horizon line. */
  horizonY(): number {
    // a far point at eye height, straight ahead
    const ahead: V3 = [
      this.cam.pos[0] + this.sinY * 1e5,
      this.cam.pos[1],
      this.cam.pos[2] + this.cosY * 1e5,
    ];
    return this.project(ahead)?.[1] ?? this.h / 2;
  }

  /** Clips a world polygon against the near plane and projects it. */
  projectPoly(pts: V3[]): P2[] {
    const cam = pts.map((p) => this.toCamera(p));
    const out: V3[] = [];
    for (let i = 0; i < cam.length; i++) {
      const a = cam[i]!;
      const b = cam[(i + 1) % cam.length]!;
      const ain = a[2] > NEAR;
      const bin = b[2] > NEAR;
      if (ain) out.push(a);
      if (ain !== bin) {
        const t = (NEAR - a[2]) / (b[2] - a[2]);
        out.push(v3.lerp(a, b, t));
      }
    }
    return out.map((c) => this.screen(c));
  }

  /** How much of the haze colour covers something at this distance. */
  hazeAt(distance: number): number {
    return 1 - Math.exp(-distance * this.light.hazeDensity);
  }

  /** The colour of a surface with this normal, before haze. */
  litColor(material: Material, normal: V3): string {
    const L = v3.norm(this.light.sun);
    const lambert = Math.max(0, v3.dot(normal, L));
    // sky from above, bounce from the ground below
    const skyTerm =
      this.light.ambient * (0.7 + 0.3 * normal[1] + (normal[1] < 0 ? -normal[1] * 0.18 : 0));
    const base = parseHex(material.color);
    const sun = parseHex(this.light.sunColor);
    const sky = parseHex(this.light.sky);
    const rgb = base.map((b, i) => {
      const direct = ((b * sun[i]!) / 255) * this.light.sunStrength * lambert;
      const ambient = b * skyTerm * (0.75 + (0.25 * sky[i]!) / 255);
      return shoulder(direct + ambient);
    }) as Rgb;
    return toHex(rgb);
  }

  private hazed(color: string, distance: number): string {
    return mix(color, this.light.haze, this.hazeAt(distance));
  }

  private centroid(pts: V3[]): V3 {
    const s = pts.reduce((acc, p) => v3.add(acc, p), [0, 0, 0] as V3);
    return v3.scale(s, 1 / pts.length);
  }

  private facesCamera(face: Face): boolean {
    const toCam = v3.sub(this.cam.pos, face.pts[0]!);
    return v3.dot(face.normal, toCam) > 1e-6;
  }

  /** Distance from the camera to the nearest of the item's points: far items are drawn first. */
  private itemDistance(item: Item): number {
    if (item.kind === 'sphere')
      return v3.len(v3.sub(item.center, this.cam.pos)) - item.r - (item.front ? 0.5 : 0);
    if (item.kind === 'sprite') return v3.len(v3.sub(item.base, this.cam.pos));
    let min = Infinity;
    let sum: V3 = [0, 0, 0];
    for (const c of item.corners) {
      min = Math.min(min, v3.len(v3.sub(c, this.cam.pos)));
      sum = v3.add(sum, c);
    }
    const center = v3.scale(sum, 1 / item.corners.length);
    // blend nearest point with centre: stable for slabs of very different sizes
    return min * 0.7 + v3.len(v3.sub(center, this.cam.pos)) * 0.3;
  }

  /** Vertical faces get a soft top-to-bottom falloff (bounce light above, occlusion near the ground). */
  private faceFill(color: string, face: Face, material: Material): string {
    const gloss = material.gloss ?? 0.1;
    if (Math.abs(face.normal[1]) > 0.7) {
      // horizontal: brighter at the far edge where it catches more sky
      return this.doc.linear([
        [0, shade(color, 1 + gloss * 0.2)],
        [1, shade(color, 0.96)],
      ]);
    }
    return this.doc.linear([
      [0, shade(color, 1.04 + gloss * 0.5)],
      [0.55, color],
      [1, shade(color, 0.8)],
    ]);
  }

  private drawPoly(pts: P2[], fill: string, opacity = 1, seam = true): void {
    // a hairline stroke in the fill hides the anti-aliasing seams between neighbouring faces
    const stroke =
      seam && opacity === 1 ? ` stroke="${fill}" stroke-width="0.8" stroke-linejoin="round"` : '';
    this.doc.poly(
      pts,
      fill,
      `${opacity < 1 ? `fill-opacity="${opacity.toFixed(3)}"` : ''}${stroke}`,
    );
  }

  private glassFill(face: Face, lit: boolean, distance: number): string {
    const glow = this.light.interiorGlow;
    if (lit && glow) {
      return this.doc.linear([
        [0, mix(glow, '#fff3dc', 0.35)],
        [0.7, glow],
        [1, shade(glow, 0.7)],
      ]);
    }
    const top = this.hazed(mix(this.light.sky, '#ffffff', 0.15), distance * 0.5);
    const bottom = this.hazed(shade(mix(this.light.sky, '#0b0d12', 0.75), 1), distance);
    const sideways = Math.abs(face.normal[0]) > Math.abs(face.normal[2]);
    return sideways
      ? this.doc.linear(
          [
            [0, bottom],
            [0.6, mix(bottom, top, 0.5)],
            [1, top],
          ],
          0,
          0,
          1,
          0.4,
        )
      : this.doc.linear([
          [0, top],
          [0.45, mix(top, bottom, 0.6)],
          [1, bottom],
        ]);
  }

  private bilinear(face: Face, u: number, v: number): V3 {
    const [a, b, c, d] = face.pts as [V3, V3, V3, V3];
    return v3.lerp(v3.lerp(a, b, u), v3.lerp(d, c, u), v);
  }

  private drawGlazing(
    face: Face,
    g: Glazing,
    distance: number,
    frameColor: string,
    seed: number,
  ): void {
    const [mu, mv] = g.margin ?? [0.08, 0.12];
    const [gu, gv] = g.gap ?? [0.04, 0.1];
    const quad = (u0: number, v0: number, u1: number, v1: number) =>
      this.projectPoly([
        this.bilinear(face, u0, v0),
        this.bilinear(face, u1, v0),
        this.bilinear(face, u1, v1),
        this.bilinear(face, u0, v1),
      ]);
    let k = seed;
    const lit = () => {
      k = (k * 16807) % 2147483647;
      return (k % 1000) / 1000 < (g.litChance ?? 0);
    };
    if (g.style === 'curtain' || g.style === 'fins') {
      const pts = quad(mu * 0.3, mv * 0.3, 1 - mu * 0.3, 1 - mv * 0.3);
      this.drawPoly(pts, this.glassFill(face, lit(), distance), 1, false);
      const lines = g.style === 'fins' ? g.cols * 2 : g.cols;
      const mullion =
        g.style === 'fins' ? shade(frameColor, 0.9) : this.hazed(shade(frameColor, 0.55), distance);
      for (let i = 1; i < lines; i++) {
        const u = mu * 0.3 + ((1 - mu * 0.6) * i) / lines;
        const width = g.style === 'fins' ? 0.012 : 0.003;
        this.drawPoly(
          quad(u - width, mv * 0.3, u + width, 1 - mv * 0.3),
          mullion,
          g.style === 'fins' ? 1 : 0.8,
          false,
        );
      }
      for (let j = 1; j < g.rows; j++) {
        const v = mv * 0.3 + ((1 - mv * 0.6) * j) / g.rows;
        this.drawPoly(quad(mu * 0.3, v - 0.004, 1 - mu * 0.3, v + 0.004), mullion, 0.7, false);
      }
      return;
    }
    const cellW = (1 - 2 * mu - gu * (g.cols - 1)) / g.cols;
    const cellH = (1 - 2 * mv - gv * (g.rows - 1)) / g.rows;
    for (let j = 0; j < g.rows; j++) {
      const v0 = mv + j * (cellH + gv);
      if (g.style === 'ribbon') {
        this.drawPoly(
          quad(mu, v0, 1 - mu, v0 + cellH),
          this.glassFill(face, lit(), distance),
          1,
          false,
        );
        for (let i = 1; i < g.cols; i++) {
          const u = mu + ((1 - 2 * mu) * i) / g.cols;
          this.drawPoly(
            quad(u - 0.0025, v0, u + 0.0025, v0 + cellH),
            this.hazed(shade(frameColor, 0.5), distance),
            0.75,
            false,
          );
        }
        continue;
      }
      for (let i = 0; i < g.cols; i++) {
        const u0 = mu + i * (cellW + gu);
        // the reveal: a dark sliver along the top and one side reads as wall depth
        this.drawPoly(
          quad(u0 - 0.004, v0, u0 + cellW, v0 + cellH + 0.01),
          this.hazed(shade(frameColor, 0.45), distance),
          1,
          false,
        );
        this.drawPoly(
          quad(u0, v0, u0 + cellW, v0 + cellH),
          this.glassFill(face, lit(), distance),
          1,
          false,
        );
      }
    }
  }

  private drawFace(face: Face, material: Material, distance: number): void {
    const pts = this.projectPoly(face.pts);
    if (pts.length < 3) return;
    if (material.kind === 'glass') {
      this.drawPoly(pts, this.glassFill(face, false, distance), material.opacity ?? 0.92);
      return;
    }
    if (material.kind === 'emissive') {
      const glow = this.hazed(material.color, distance * 0.3);
      if (!this.mirrored) {
        const previous = this.doc.setLayer('glow');
        this.doc.poly(
          pts,
          glow,
          `opacity="0.8" stroke="${glow}" stroke-width="${(this.w / 400).toFixed(1)}"`,
        );
        this.doc.setLayer(previous);
      }
      this.drawPoly(pts, mix(glow, '#ffffff', 0.35));
      return;
    }
    const color = this.hazed(this.litColor(material, face.normal), distance);
    this.drawPoly(pts, this.faceFill(color, face, material), material.opacity ?? 1);
  }

  private drawBox(item: Extract<Item, { kind: 'box' }>, distance: number): void {
    for (const face of item.faces) {
      if (!this.facesCamera(face)) continue;
      const d = v3.len(v3.sub(this.centroid(face.pts), this.cam.pos));
      this.drawFace(face, item.material, d);
      const g = item.glazing;
      if (g && Math.abs(face.normal[1]) < 0.5 && (!g.faces || g.faces.includes(face.axis))) {
        const lit = this.litColor(item.material, face.normal);
        this.drawGlazing(face, g, d, lit, (item.seed ?? 7) + face.axis.charCodeAt(1) * 31);
      }
    }
    void distance;
  }

  private drawPrism(item: Extract<Item, { kind: 'prism' }>): void {
    const visible = item.quads.filter((q) =>
      this.facesCamera({ pts: q.pts, normal: v3.norm(v3.add(q.n0, q.n1)), axis: '' }),
    );
    const metal = item.material.kind === 'metal';
    for (const q of visible) {
      const pts = this.projectPoly(q.pts);
      if (pts.length < 3) continue;
      const d = v3.len(v3.sub(this.centroid(q.pts), this.cam.pos));
      const c0 = this.hazed(this.surface(item.material, q.n0, metal), d);
      const c1 = this.hazed(this.surface(item.material, q.n1, metal), d);
      const a = this.project(v3.lerp(q.pts[0]!, q.pts[3]!, 0.5));
      const b = this.project(v3.lerp(q.pts[1]!, q.pts[2]!, 0.5));
      const fill =
        a && b && Math.hypot(a[0] - b[0], a[1] - b[1]) > 0.5
          ? this.doc.linear(
              [
                [0, c0],
                [1, c1],
              ],
              a[0],
              a[1],
              b[0],
              b[1],
              true,
            )
          : c0;
      this.drawPoly(pts, fill);
    }
    for (const cap of item.caps) {
      if (!this.facesCamera(cap)) continue;
      this.drawFace(cap, item.material, v3.len(v3.sub(this.centroid(cap.pts), this.cam.pos)));
    }
  }

  /** Metals reflect a bright band where the normal faces between camera and sun. */
  private surface(material: Material, n: V3, metal: boolean): string {
    const base = this.litColor(material, n);
    if (!metal) return base;
    const view = v3.norm(v3.sub(this.cam.pos, [0, 0, 0]));
    const half = v3.norm(v3.add(view, v3.norm(this.light.sun)));
    const spec = Math.pow(Math.max(0, v3.dot(n, half)), 18);
    const skyRefl = Math.max(0, n[1]) * 0.25;
    return mix(base, '#fff6e6', Math.min(0.85, spec * 0.9 + skyRefl));
  }

  private drawSphere(item: Extract<Item, { kind: 'sphere' }>): void {
    const c = this.project(item.center);
    if (!c) return;
    const z = this.depth(item.center);
    const r = (this.f * item.r) / z;
    const d = v3.len(v3.sub(item.center, this.cam.pos));
    const L = v3.norm(this.light.sun);
    // the lit pole as seen on screen
    const lx = L[0] * this.cosY - L[2] * this.sinY;
    const ly = -L[1];
    const lit = this.hazed(this.litColor(item.material, L), d);
    const dark = this.hazed(this.litColor(item.material, v3.scale(L, -1)), d);
    const mid = this.hazed(this.litColor(item.material, [0, 0.2, -1]), d);
    if (item.material.kind === 'emissive') {
      const glow = this.doc.radial(
        [
          [0, item.material.color, 0.55],
          [0.35, item.material.color, 0.18],
          [1, item.material.color, 0],
        ],
        c[0],
        c[1],
        r * 4,
      );
      this.doc.ellipse(c[0], c[1], r * 4, r * 4, glow);
      this.doc.ellipse(
        c[0],
        c[1],
        r,
        r,
        this.doc.radial(
          [
            [0, '#ffffff'],
            [0.6, mix(item.material.color, '#ffffff', 0.5)],
            [1, item.material.color],
          ],
          c[0],
          c[1],
          r,
        ),
      );
      return;
    }
    const hx = c[0] + lx * r * 0.45;
    const hy = c[1] + ly * r * 0.45;
    const stops: Stop[] = [
      [0, item.material.kind === 'metal' ? mix(lit, '#fffaf0', 0.6) : shade(lit, 1.08)],
      [0.45, mid],
      [0.85, dark],
      [1, shade(dark, 1.15)],
    ];
    this.doc.ellipse(c[0], c[1], r, r, this.doc.radial(stops, hx, hy, r * 1.5));
  }

  /** Ground shadows of every item that casts one, into the blurred shadow layers. */
  drawShadows(items: Item[], groundY = 0): void {
    const L = v3.norm(this.light.sun);
    if (L[1] <= 0.02) return;
    const polys: P2[][] = [];
    const toGround = (p: V3): V3 => {
      const t = (p[1] - groundY) / L[1];
      return [p[0] - L[0] * t, groundY, p[2] - L[2] * t];
    };
    for (const item of items) {
      let pts: V3[] | null = null;
      if (item.kind === 'box' || item.kind === 'prism') {
        if (item.shadow === false) continue;
        pts = item.corners.map(toGround);
      } else if (item.kind === 'sphere') {
        if (item.shadow === false) continue;
        pts = Array.from({ length: 20 }, (_, i) => {
          const t = (i / 20) * Math.PI * 2;
          const e = v3.add(item.center, [
            Math.cos(t) * item.r,
            Math.sin(t) * item.r * 0.2,
            Math.sin(t) * item.r,
          ]);
          return toGround(e);
        });
        pts.push(...pts.map((p): V3 => [p[0], p[1], p[2]]));
      } else if (item.shadow) {
        pts = item.shadow(this);
      }
      if (!pts) continue;
      const hull = convexHull(pts.map((p) => [p[0], p[2]] as P2));
      const projected = this.projectPoly(hull.map(([x, z]) => [x, groundY, z] as V3));
      if (projected.length >= 3) polys.push(projected);
    }
    // contact shadows: where a volume meets the ground the sky cannot reach
    const grow = [0.9, 0.5, 0.22];
    const contact: [P2[][], number][] = grow.map((_, i) => [[], [0.16, 0.18, 0.22][i]!]);
    for (const item of items) {
      if ((item.kind !== 'box' && item.kind !== 'prism') || item.shadow === false) continue;
      const low = item.corners.filter((c) => c[1] - groundY < 0.05);
      if (low.length < 3) continue;
      const hull = convexHull(low.map((p) => [p[0], p[2]] as P2));
      const cx = hull.reduce((s, p) => s + p[0], 0) / hull.length;
      const cz = hull.reduce((s, p) => s + p[1], 0) / hull.length;
      // scaled to the object: a lamp base gets centimetres, a house most of a metre
      const size = Math.max(...hull.map(([x, z]) => Math.hypot(x - cx, z - cz)));
      grow.forEach((g, i) => {
        const d = Math.min(g, size * g * 0.6);
        const grown = hull.map(([x, z]): V3 => {
          const dx = x - cx;
          const dz = z - cz;
          const l = Math.hypot(dx, dz) || 1;
          return [x + (dx / l) * d, groundY, z + (dz / l) * d];
        });
        const projected = this.projectPoly(grown);
        if (projected.length >= 3) contact[i]![0].push(projected);
      });
    }
    const previous = this.doc.setLayer('contact');
    if (contact.length) {
      // rings that overlap towards the footprint: darkest where the volume meets the ground
      for (const [ring, opacity] of contact) {
        this.doc.group(`opacity="${(this.light.shadowOpacity * opacity).toFixed(3)}"`);
        for (const p of ring) this.doc.poly(p, this.light.shadowColor);
        this.doc.endGroup();
      }
    }
    this.doc.setLayer('shadow');
    if (polys.length) {
      // one group so overlapping shadows do not darken twice
      this.doc.group(`opacity="${this.light.shadowOpacity.toFixed(3)}"`);
      for (const p of polys) this.doc.poly(p, this.light.shadowColor);
      this.doc.endGroup();
    }
    this.doc.setLayer(previous);
  }

  /** Draws items far to near, on the top layer unless told otherwise. */
  drawItems(items: Item[], layer: LayerName = 'top'): void {
    const previous = this.doc.setLayer(layer);
    this.drawSorted(items);
    this.doc.setLayer(previous);
  }

  private drawSorted(items: Item[]): void {
    const sorted = items
      .map((item) => ({ item, d: this.itemDistance(item) }))
      .sort((a, b) => b.d - a.d);
    for (const { item, d } of sorted) {
      if (item.kind === 'box') this.drawBox(item, d);
      else if (item.kind === 'prism') this.drawPrism(item);
      else if (item.kind === 'sphere') this.drawSphere(item);
      else {
        const p = this.project(item.base);
        if (p) item.draw(this.doc, p[0], p[1], this.f / this.depth(item.base), this);
      }
    }
  }

  /** A ground-level polygon (paving, water, lawn), clipped at the camera. */
  groundPoly(pts: V3[], fill: string, extra = ''): P2[] {
    const projected = this.projectPoly(pts);
    this.doc.poly(projected, fill, extra);
    return projected;
  }

  /** Items mirrored in the ground plane, clipped to a pool outline, for water reflections. */
  drawReflection(items: Item[], pool: V3[], opacity: number): void {
    const outline = this.projectPoly(pool);
    if (outline.length < 3) return;
    const clip = this.doc.clip(
      `<polygon points="${outline.map((p) => p.map((n) => n.toFixed(1)).join(',')).join(' ')}"/>`,
    );
    const mirror = (p: V3): V3 => [p[0], -p[1], p[2]];
    const mirrored: Item[] = items.flatMap((item): Item[] => {
      if (item.kind === 'box') {
        return [
          {
            ...item,
            corners: item.corners.map(mirror),
            faces: item.faces.map((f) => ({
              ...f,
              pts: f.pts.map(mirror),
              normal: [f.normal[0], -f.normal[1], f.normal[2]] as V3,
            })),
          },
        ];
      }
      if (item.kind === 'prism') {
        return [
          {
            ...item,
            corners: item.corners.map(mirror),
            quads: item.quads.map((q) => ({
              pts: q.pts.map(mirror),
              n0: [q.n0[0], -q.n0[1], q.n0[2]] as V3,
              n1: [q.n1[0], -q.n1[1], q.n1[2]] as V3,
            })),
            caps: item.caps.map((f) => ({
              ...f,
              pts: f.pts.map(mirror),
              normal: [f.normal[0], -f.normal[1], f.normal[2]] as V3,
            })),
          },
        ];
      }
      if (item.kind === 'sphere') return [{ ...item, center: mirror(item.center) }];
      return [];
    });
    this.doc.group(`clip-path="${clip}" opacity="${opacity.toFixed(3)}"`);
    // reflections belong to the floor: glow from mirrored lights stays out of the bloom layer
    this.mirrored = true;
    this.drawSorted(mirrored);
    this.mirrored = false;
    this.doc.endGroup();
  }
}

/** Finishes an image: the vignette is applied when the layers are composed. */
export function finish(doc: SvgDoc, opts: { vignette?: number } = {}): void {
  doc.vignette = opts.vignette ?? 0.4;
}
