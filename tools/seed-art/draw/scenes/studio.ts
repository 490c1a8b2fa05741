import { mix, parseHex, shade } from '../color';
import { PALETTES, sunDirection, type PaletteName } from '../palettes';
import { createRng, type Rng } from '../random';
import {
  Renderer,
  beam,
  box,
  cylinder,
  finish,
  sphere,
  type Item,
  type Lighting,
  type Material,
  type V3,
} from '../scene3d';
import { SvgDoc, type Layers } from '../svg';

export type Product =
  'lamp' | 'vessels' | 'grinder' | 'speaker' | 'chair' | 'robot-arm' | 'robot-head' | 'sensor';

export type StudioOptions = {
  seed: string;
  width: number;
  height: number;
  product: Product;
  palette: PaletteName;
  /** Backdrop colour of the studio cyclorama. */
  backdrop: string;
  /** Degrees the camera walks round the object. */
  angle?: number;
  /** Camera height above the object's centre, in metres. */
  elevation?: number;
  /** 0 assembled; up to 1 pulls the parts apart vertically (an exploded view). */
  explode?: number;
  /** 1 is the whole object; above 1 moves in for a detail. */
  zoom?: number;
  plinth?: boolean;
};

type Part = { item: (lift: number) => Item; layer: number };

/** What a product's parts are built with: its materials, and `add` to place a part on a layer. */
type Kit = {
  rng: Rng;
  add: (layer: number, make: (lift: number) => Item) => void;
  up: (v: V3, lift: number) => V3;
  brass: Material;
  body: Material;
  dark: Material;
  light: Material;
};

function lampParts({ rng, add, up, brass }: Kit): number {
  const stem = rng.range(0.5, 0.7);
  add(0, (l) => cylinder(up([0, 0, 0], l), up([0, 0.035, 0], l), 0.17, brass, 48));
  add(1, (l) => cylinder(up([0, 0.035, 0], l), up([0, stem, 0], l), 0.012, brass, 12));
  add(2, (l) =>
    sphere(up([0, stem + 0.16, 0], l), 0.17, { color: '#fbe9c8', kind: 'emissive' }, false),
  );
  add(1, (l) => cylinder(up([0, stem - 0.02, 0], l), up([0, stem + 0.03, 0], l), 0.04, brass, 24));
  return stem + 0.33;
}

function vesselsParts({ add, up, brass, body, dark, light }: Kit): number {
  add(0, (l) =>
    cylinder(up([-0.16, 0, 0.05], l), up([-0.16, 0.52, 0.05], l), 0.12, body, 44, true, 0.075),
  );
  add(0, (l) =>
    cylinder(up([-0.16, 0.52, 0.05], l), up([-0.16, 0.58, 0.05], l), 0.075, body, 44, true, 0.095),
  );
  add(0, (l) => sphere(up([0.14, 0.16, -0.05], l), 0.16, light));
  add(0, (l) =>
    cylinder(up([0.08, 0, -0.3], l), up([0.08, 0.09, -0.3], l), 0.16, dark, 44, true, 0.2),
  );
  add(0, (l) =>
    cylinder(up([0.32, 0, 0.18], l), up([0.32, 0.3, 0.18], l), 0.06, brass, 30, true, 0.05),
  );
  return 0.6;
}

function grinderParts({ add, up, brass, body, dark }: Kit): number {
  add(0, (l) => box(up([-0.11, 0, -0.11], l), up([0.11, 0.05, 0.11], l), dark));
  add(1, (l) => cylinder(up([0, 0.05, 0], l), up([0, 0.27, 0], l), 0.085, body, 48));
  add(2, (l) => cylinder(up([0, 0.27, 0], l), up([0, 0.29, 0], l), 0.092, brass, 48));
  add(3, (l) =>
    cylinder(
      up([0, 0.29, 0], l),
      up([0, 0.4, 0], l),
      0.06,
      { color: '#c9d2d6', kind: 'glass', opacity: 0.7 },
      40,
      true,
      0.095,
    ),
  );
  add(4, (l) => cylinder(up([0, 0.4, 0], l), up([0, 0.415, 0], l), 0.097, dark, 40));
  add(1, (l) => box(up([0.06, 0.08, -0.11], l), up([0.1, 0.12, -0.07], l), brass));
  return 0.44;
}

function speakerParts({ add, up, brass, body }: Kit): number {
  add(0, (l) =>
    box(up([-0.14, 0, -0.11], l), up([0.14, 0.42, 0.11], l), body, {
      glazing: { style: 'fins', rows: 1, cols: 16, margin: [0.1, 0.1], faces: ['-z'] },
    }),
  );
  add(1, (l) => box(up([-0.145, 0.42, -0.115], l), up([0.145, 0.44, 0.115], l), brass));
  add(2, (l) => cylinder(up([0.06, 0.44, -0.02], l), up([0.06, 0.47, -0.02], l), 0.035, brass, 30));
  return 0.48;
}

function chairParts({ add, up, brass, body }: Kit): number {
  const seatY = 0.44;
  add(1, (l) => box(up([-0.24, seatY, -0.24], l), up([0.24, seatY + 0.05, 0.24], l), body));
  add(2, (l) => box(up([-0.24, seatY + 0.05, 0.19], l), up([0.24, seatY + 0.42, 0.24], l), body));
  for (const [x, z] of [
    [-0.21, -0.21],
    [0.21, -0.21],
    [-0.21, 0.21],
    [0.21, 0.21],
  ] as const) {
    add(0, (l) => beam(up([x, 0, z], l), up([x * 0.9, seatY, z * 0.9], l), 0.03, 0.03, brass));
  }
  return 0.9;
}

function robotArmParts({ rng, add, up, brass, body, dark }: Kit): number {
  const shoulder: V3 = [0, 0.42, 0];
  const elbow: V3 = [rng.range(0.12, 0.2), 0.92, rng.range(-0.1, 0.05)];
  const wrist: V3 = [rng.range(0.48, 0.6), rng.range(0.72, 0.9), rng.range(-0.2, -0.05)];
  add(0, (l) => cylinder(up([0, 0, 0], l), up([0, 0.12, 0], l), 0.26, dark, 48));
  add(1, (l) => cylinder(up([0, 0.12, 0], l), up([0, 0.36, 0], l), 0.17, body, 48));
  add(2, (l) =>
    cylinder(up([-0.13, shoulder[1], 0], l), up([0.13, shoulder[1], 0], l), 0.1, dark, 36),
  );
  add(3, (l) => beam(up(shoulder, l), up(elbow, l), 0.13, 0.14, body));
  add(4, (l) =>
    cylinder(
      up([elbow[0] - 0.09, elbow[1], elbow[2]], l),
      up([elbow[0] + 0.09, elbow[1], elbow[2]], l),
      0.08,
      dark,
      32,
    ),
  );
  add(5, (l) => beam(up(elbow, l), up(wrist, l), 0.09, 0.1, body));
  add(6, (l) => sphere(up(wrist, l), 0.065, brass));
  add(7, (l) =>
    beam(
      up([wrist[0] + 0.02, wrist[1], wrist[2] - 0.03], l),
      up([wrist[0] + 0.11, wrist[1] - 0.1, wrist[2] - 0.03], l),
      0.02,
      0.04,
      brass,
    ),
  );
  add(7, (l) =>
    beam(
      up([wrist[0] + 0.02, wrist[1], wrist[2] + 0.03], l),
      up([wrist[0] + 0.11, wrist[1] - 0.1, wrist[2] + 0.03], l),
      0.02,
      0.04,
      brass,
    ),
  );
  return 1.05;
}

function robotHeadParts({ add, up, brass, body, dark, light }: Kit): number {
  add(0, (l) => box(up([-0.3, 0, -0.14], l), up([0.3, 0.2, 0.14], l), body));
  add(1, (l) => cylinder(up([0, 0.2, 0], l), up([0, 0.3, 0], l), 0.06, dark, 30));
  add(2, (l) => sphere(up([0, 0.48, 0], l), 0.2, light));
  add(3, (l) =>
    box(up([-0.15, 0.44, -0.205], l), up([0.15, 0.53, -0.1], l), {
      color: '#101216',
      gloss: 0.8,
    }),
  );
  add(3, (l) =>
    sphere(
      up([-0.06, 0.485, -0.21], l),
      0.018,
      { color: '#8fe3ff', kind: 'emissive' },
      false,
      true,
    ),
  );
  add(3, (l) =>
    sphere(up([0.06, 0.485, -0.21], l), 0.018, { color: '#8fe3ff', kind: 'emissive' }, false, true),
  );
  add(2, (l) => cylinder(up([-0.22, 0.48, 0], l), up([-0.19, 0.48, 0], l), 0.07, brass, 30));
  add(2, (l) => cylinder(up([0.19, 0.48, 0], l), up([0.22, 0.48, 0], l), 0.07, brass, 30));
  return 0.7;
}

function sensorParts({ add, up, brass, body, dark }: Kit): number {
  add(0, (l) => cylinder(up([0, 0, 0], l), up([0, 0.06, 0], l), 0.2, dark, 48));
  add(1, (l) => cylinder(up([0, 0.06, 0], l), up([0, 0.22, 0], l), 0.16, body, 48, true, 0.13));
  add(2, (l) => cylinder(up([0, 0.22, 0], l), up([0, 0.25, 0], l), 0.135, brass, 48));
  add(3, (l) => sphere(up([0, 0.3, 0], l), 0.11, { color: '#1a1d22', gloss: 0.9, kind: 'metal' }));
  return 0.42;
}

/** Each product's parts; returns the product's height. */
const BUILDERS: Record<Product, (kit: Kit) => number> = {
  lamp: lampParts,
  vessels: vesselsParts,
  grinder: grinderParts,
  speaker: speakerParts,
  chair: chairParts,
  'robot-arm': robotArmParts,
  'robot-head': robotHeadParts,
  sensor: sensorParts,
};

function partsFor(
  kind: Product,
  rng: Rng,
  p: (typeof PALETTES)[PaletteName],
): { parts: Part[]; height: number } {
  const parts: Part[] = [];
  const height = BUILDERS[kind]({
    rng,
    add: (layer, make) => parts.push({ layer, item: make }),
    up: (v, lift) => [v[0], v[1] + lift, v[2]],
    brass: { color: p.trim, kind: 'metal' },
    body: { color: p.primary, gloss: 0.4 },
    dark: { color: p.accent, gloss: 0.3 },
    light: { color: p.secondary, gloss: 0.5 },
  });
  return { parts, height };
}

/** A product shot: a cyclorama, a key light, soft shadows and a faint floor reflection. */
export function studio(o: StudioOptions): Layers {
  const rng = createRng(o.seed);
  const pal = PALETTES[o.palette];
  const { parts, height } = partsFor(o.product, rng, pal);
  const explode = o.explode ?? 0;
  const spread = height * 0.32 * explode;
  const plinthH = o.plinth ? height * 0.45 : 0;
  const items: Item[] = parts.map((part) => part.item(plinthH + part.layer * spread));
  if (o.plinth) {
    const w = Math.min(height * 0.75, 0.42);
    items.push(
      box([-w, 0, -w], [w, plinthH, w], { color: mix(o.backdrop, '#ffffff', 0.25), gloss: 0.2 }),
    );
  }
  const totalH = plinthH + height + parts.reduce((m, p) => Math.max(m, p.layer), 0) * spread;
  const zoom = o.zoom ?? 1;
  const angle = ((o.angle ?? rng.range(-35, 35)) * Math.PI) / 180;
  const dist = (totalH * 2.5 + 0.45) / zoom;
  const target: V3 = [0, totalH * (zoom > 1 ? 0.62 : 0.47), 0];
  const camY = target[1] + (o.elevation ?? totalH * 0.35);
  const camPos: V3 = [Math.sin(angle) * -dist, camY, Math.cos(angle) * -dist];
  const yaw = Math.atan2(target[0] - camPos[0], target[2] - camPos[2]);
  const pitch = Math.atan2(
    camY - target[1],
    Math.hypot(target[0] - camPos[0], target[2] - camPos[2]),
  );
  const doc = new SvgDoc(o.width, o.height);
  const [br, bg, bb] = parseHex(o.backdrop);
  const dark = 0.3 * br + 0.59 * bg + 0.11 * bb < 100;
  const light: Lighting = {
    sun: sunDirection(yaw + Math.PI - 0.9, 0.95),
    sunColor: '#fff4e6',
    sunStrength: 0.85,
    sky: mix(o.backdrop, '#ffffff', 0.4),
    ambient: 0.62,
    haze: o.backdrop,
    hazeDensity: 0.0005,
    shadowColor: shade(o.backdrop, 0.35),
    shadowOpacity: dark ? 0.6 : 0.42,
    interiorGlow: null,
  };
  const r = new Renderer(doc, { pos: camPos, yaw, pitch, focal: 1.25 }, light, rng);
  const hz = r.horizonY();
  // the cyclorama: a wall that curves into the floor, lit from above
  doc.rect(
    0,
    0,
    o.width,
    o.height,
    doc.linear([
      [0, shade(o.backdrop, 0.72)],
      [Math.max(0.1, Math.min(0.9, hz / o.height)), shade(o.backdrop, 1.04)],
      [1, shade(o.backdrop, 0.82)],
    ]),
  );
  const base = r.project([0, 0, 0]) ?? [o.width / 2, o.height * 0.7];
  const top = r.project([0, totalH, 0]) ?? [o.width / 2, o.height * 0.3];
  const spotR = Math.max(o.width * 0.45, (base[1] - top[1]) * 1.6);
  doc.setLayer('sky');
  doc.ellipse(
    base[0],
    (base[1] + top[1]) / 2,
    spotR,
    spotR * 0.8,
    doc.radial(
      [
        [0, mix(o.backdrop, '#ffffff', 0.35), dark ? 0.5 : 0.3],
        [0.5, mix(o.backdrop, '#ffffff', 0.2), dark ? 0.2 : 0.1],
        [1, o.backdrop, 0],
      ],
      base[0],
      (base[1] + top[1]) / 2,
      spotR,
      `translate(${base[0]} ${(base[1] + top[1]) / 2}) scale(1 0.8) translate(${-base[0]} ${-(base[1] + top[1]) / 2})`,
    ),
  );
  doc.setLayer('base');
  const floor: V3[] = [
    [-40, 0, -40],
    [40, 0, -40],
    [40, 0, 40],
    [-40, 0, 40],
  ];
  r.drawReflection(items, floor, dark ? 0.2 : 0.12);
  // a big softbox: wide, soft shadows
  doc.sigma.shadow = o.width / 200;
  doc.sigma.contact = o.width / 120;
  r.drawShadows(items, 0);
  r.drawItems(items);
  finish(doc, { vignette: dark ? 0.55 : 0.3 });
  return doc.layers();
}
