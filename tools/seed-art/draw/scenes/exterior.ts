import { mix, shade } from '../color';
import { drawGround, drawRidges, drawSky, tree } from '../environment';
import { PALETTES, sunDirection, type PaletteName, type TimeOfDay } from '../palettes';
import type { Rng } from '../random';
import { Renderer, box, cylinder, finish, type Item, type V3 } from '../scene3d';
import { SvgDoc, type Layers } from '../svg';
import { beginScene, type Stage } from '../stage';

export type Massing = 'cantilever' | 'slabs' | 'towers' | 'courtyard' | 'lodge' | 'pavilion';

export type ExteriorOptions = {
  seed: string;
  width: number;
  height: number;
  massing: Massing;
  palette: PaletteName;
  time: TimeOfDay;
  /** Which way round the camera stands: -1 left of centre, 1 right. */
  side?: number;
  /** 0 near and wide, 1 far and long-lens. */
  distance?: number;
  /** 'mesa' draws a table mountain; 'hills' rolling ridges; 'none' a clear horizon. */
  backdrop?: 'mesa' | 'hills' | 'none' | 'sea';
  pool?: boolean;
  trees?: number;
  /** 'front': the sun behind the camera lights the facades; 'back': it sets behind the building. */
  lighting?: 'front' | 'back';
};

type Built = { items: Item[]; focus: V3; span: number; pool?: V3[] };

function cantilever(rng: Rng, p: (typeof PALETTES)[PaletteName]): Built {
  const items: Item[] = [];
  const lower = 3.2;
  const upperTop = lower + rng.range(3.1, 3.6);
  items.push(box([-9, 0, -3], [5, 0.35, 9], { color: p.secondary }, { shadow: false }));
  items.push(
    box(
      [-8, 0.35, -1.5],
      [4, lower, 7],
      { color: p.accent },
      { glazing: { style: 'curtain', rows: 1, cols: 9, litChance: 0.6 }, seed: rng.int(1, 1e6) },
    ),
  );
  const reach = rng.range(4, 7);
  items.push(
    box(
      [-4, lower, -1.5 - reach],
      [11, upperTop, 5.5],
      { color: p.primary, gloss: 0.25 },
      {
        glazing: {
          style: 'ribbon',
          rows: 1,
          cols: 6,
          margin: [0.05, 0.28],
          litChance: 0.8,
          faces: ['-z', '+x'],
        },
        seed: rng.int(1, 1e6),
      },
    ),
  );
  items.push(
    box([-4.2, upperTop, -1.7 - reach], [11.2, upperTop + 0.3, 5.7], {
      color: shade(p.primary, 1.06),
    }),
  );
  items.push(
    box([9.6, 0.35, -1.5 - reach + 0.6], [10.0, lower, -1.5 - reach + 1.0], {
      color: p.trim,
      kind: 'metal',
    }),
  );
  return {
    items,
    focus: [2, 3, 1],
    span: 22,
    pool: [
      [-9, 0.01, -9],
      [4.5, 0.01, -9],
      [4.5, 0.01, -3.4],
      [-9, 0.01, -3.4],
    ],
  };
}

function slabs(rng: Rng, p: (typeof PALETTES)[PaletteName]): Built {
  const items: Item[] = [];
  const floors = rng.int(2, 3);
  let x0 = -8;
  let x1 = 8;
  for (let i = 0; i < floors; i++) {
    const y = i * 3.4;
    const dx = rng.range(-3, 3);
    const gx0 = x0 + dx + 1.2;
    const gx1 = x1 + dx - 1.2;
    items.push(
      box(
        [gx0, y + 0.35, -3],
        [gx1, y + 3.4, 5],
        { color: p.accent },
        {
          glazing: { style: 'curtain', rows: 1, cols: rng.int(7, 11), litChance: 0.7 },
          seed: rng.int(1, 1e6),
        },
      ),
    );
    items.push(
      box([x0 + dx, y, -4.2], [x1 + dx, y + 0.35, 6.2], { color: p.secondary, gloss: 0.3 }),
    );
    x0 = x0 + rng.range(-2, 2);
    x1 = x1 + rng.range(-2, 2);
  }
  const topY = floors * 3.4;
  items.push(
    box([x0 - 1, topY, -4.6], [x1 + 1, topY + 0.4, 6.6], { color: p.secondary, gloss: 0.3 }),
  );
  items.push(box([x1 - 2, 0, -6], [x1 + 3, 1.1, -4.4], { color: p.primary }));
  return {
    items,
    focus: [0, topY / 2, 1],
    span: 24,
    pool: [
      [-12, 0.01, -12],
      [3, 0.01, -12],
      [3, 0.01, -6],
      [-12, 0.01, -6],
    ],
  };
}

function towers(rng: Rng, p: (typeof PALETTES)[PaletteName]): Built {
  const items: Item[] = [];
  const count = rng.int(4, 6);
  for (let i = 0; i < count; i++) {
    const x = -34 + i * 15 + rng.range(-3, 3);
    const z = rng.range(-6, 30);
    const w = rng.range(9, 14);
    const d = rng.range(9, 14);
    const h = rng.range(24, 52) * (i === Math.floor(count / 2) ? 1.3 : 1);
    const color = rng.pick([p.primary, p.secondary, p.accent, mix(p.primary, p.accent, 0.5)]);
    const style = rng.pick(['punched', 'curtain', 'ribbon'] as const);
    const floors = Math.round(h / 3.6);
    items.push(
      box(
        [x, 0, z],
        [x + w, h, z + d],
        { color, gloss: 0.2 },
        {
          glazing:
            style === 'curtain'
              ? { style, rows: floors, cols: 8, litChance: 0.4 }
              : {
                  style,
                  rows: floors,
                  cols: style === 'ribbon' ? 6 : rng.int(4, 7),
                  margin: [0.07, 0.03],
                  gap: [0.05, 0.35 / floors],
                  litChance: 0.45,
                },
          seed: rng.int(1, 1e6),
        },
      ),
    );
    if (rng.chance(0.5))
      items.push(
        box([x + 1.5, h, z + 1.5], [x + w - 1.5, h + rng.range(2, 6), z + d - 1.5], {
          color: shade(color, 0.9),
        }),
      );
  }
  items.push(box([-40, 0, -12], [50, 0.25, -6], { color: p.secondary }, { shadow: false }));
  return {
    items,
    focus: [0, 25, 10],
    span: 90,
    pool: [
      [-400, 0.01, -400],
      [400, 0.01, -400],
      [400, 0.01, -14],
      [-400, 0.01, -14],
    ],
  };
}

function courtyard(rng: Rng, p: (typeof PALETTES)[PaletteName]): Built {
  const items: Item[] = [];
  const wall = { color: p.primary, gloss: 0.2 };
  const h = rng.range(4.2, 5.2);
  items.push(
    box([-12, 0, -2], [12, h, 4], wall, {
      glazing: {
        style: 'punched',
        rows: 1,
        cols: 7,
        margin: [0.06, 0.16],
        gap: [0.07, 0],
        litChance: 0.5,
        faces: ['-z'],
      },
      seed: rng.int(1, 1e6),
    }),
  );
  items.push(box([-12.4, h, -2.4], [12.4, h + 0.35, 4.4], { color: shade(p.primary, 0.86) }));
  items.push(
    box([4, 0, 4], [12, h * 1.55, 14], wall, {
      glazing: {
        style: 'punched',
        rows: 2,
        cols: 3,
        margin: [0.15, 0.12],
        gap: [0.12, 0.1],
        litChance: 0.5,
      },
      seed: rng.int(1, 1e6),
    }),
  );
  items.push(box([-13, 0, -5], [13, 0.2, -2], { color: p.secondary }, { shadow: false }));
  return { items, focus: [0, h / 2, 2], span: 30 };
}

function lodge(rng: Rng, p: (typeof PALETTES)[PaletteName]): Built {
  const items: Item[] = [];
  items.push(
    cylinder(
      [0, 0, 6],
      [0, rng.range(6, 8), 6],
      rng.range(4, 5),
      { color: p.primary, gloss: 0.3 },
      48,
    ),
  );
  items.push(
    box(
      [-16, 0, 0],
      [-2, 3.3, 8],
      { color: p.secondary },
      {
        glazing: { style: 'curtain', rows: 1, cols: 10, litChance: 0.8, faces: ['-z'] },
        seed: rng.int(1, 1e6),
      },
    ),
  );
  items.push(box([-16.5, 3.3, -1.2], [-1.5, 3.6, 8.4], { color: p.accent }));
  items.push(box([-20, 0, -4], [6, 0.3, 0], { color: p.trim, gloss: 0.2 }, { shadow: false }));
  return { items, focus: [-4, 3, 4], span: 30 };
}

function pavilion(rng: Rng, p: (typeof PALETTES)[PaletteName]): Built {
  const items: Item[] = [];
  const roofY = rng.range(3.6, 4.4);
  items.push(box([-10, roofY, -4], [10, roofY + 0.45, 6], { color: p.secondary, gloss: 0.35 }));
  const cols = rng.int(5, 7);
  for (let i = 0; i < cols; i++) {
    const x = -8.5 + (17 / (cols - 1)) * i;
    items.push(
      box([x - 0.14, 0.3, -3.2], [x + 0.14, roofY, -2.92], { color: p.trim, kind: 'metal' }),
    );
  }
  items.push(
    box(
      [-6, 0.3, -1],
      [5, roofY, 4],
      { color: p.accent },
      { glazing: { style: 'curtain', rows: 1, cols: 8, litChance: 0.9 }, seed: rng.int(1, 1e6) },
    ),
  );
  items.push(box([-11, 0, -5], [11, 0.3, 7], { color: p.secondary }, { shadow: false }));
  return {
    items,
    focus: [0, 2, 1],
    span: 22,
    pool: [
      [-11, 0.01, -11],
      [11, 0.01, -11],
      [11, 0.01, -5.2],
      [-11, 0.01, -5.2],
    ],
  };
}

const BUILDERS: Record<Massing, (rng: Rng, p: (typeof PALETTES)[PaletteName]) => Built> = {
  cantilever,
  slabs,
  towers,
  courtyard,
  lodge,
  pavilion,
};

/** What an exterior is drawn with: its options, light, building, camera and canvas. */
type View = Stage & { o: ExteriorOptions; built: Built };

/** The building, then a camera walked round it and the sun set in front of or behind it. */
function setUpView(o: ExteriorOptions): View {
  const { rng, pal, time } = beginScene(o);
  const built = BUILDERS[o.massing](rng, pal);
  const side = o.side ?? (rng.chance(0.5) ? -1 : 1);
  const far = o.distance ?? rng.range(0.2, 0.7);
  const dist = built.span * (1.05 + far * 0.9) * (o.massing === 'towers' ? 1.25 : 1);
  const angle = side * rng.range(0.28, 0.55);
  const eye = o.massing === 'towers' ? rng.range(1.6, 12) : rng.range(1.5, 2.2);
  const camPos: V3 = [
    built.focus[0] - Math.sin(angle) * dist,
    eye,
    built.focus[2] - Math.cos(angle) * dist,
  ];
  const yaw = Math.atan2(built.focus[0] - camPos[0], built.focus[2] - camPos[2]);
  const doc = new SvgDoc(o.width, o.height);
  const lighting = o.lighting ?? (o.time === 'dusk' || o.time === 'blue-hour' ? 'back' : 'front');
  const azimuth =
    lighting === 'front'
      ? yaw + Math.PI - side * rng.range(0.7, 1.1)
      : yaw + side * rng.range(0.35, 0.7);
  const light = { ...time.light, sun: sunDirection(azimuth, time.sunElevation) };
  const focal = 0.72 + far * 0.55;
  const r = new Renderer(
    doc,
    { pos: camPos, yaw, pitch: 0, focal, shift: o.massing === 'towers' ? 0.26 : 0.14 },
    light,
    rng,
  );

  return { o, rng, pal, time, built, doc, r };
}

/** Sky, the distant landform (hills, a mesa or the sea) and the ground. */
function drawBackdrop({ o, rng, pal, time, doc, r }: View): void {
  drawSky(doc, r, time.sky, { rng, clouds: o.time === 'overcast' ? 0 : rng.int(2, 5) });
  const backdrop = o.backdrop ?? 'hills';
  if (backdrop === 'mesa') {
    drawRidges(doc, r, rng, time.sky, [
      { height: 0.2, color: mix(shade(pal.accent, 0.8), '#5b6470', 0.3), haze: 0.42, mesa: true },
      { height: 0.06, color: pal.foliage, haze: 0.35 },
    ]);
  } else if (backdrop === 'hills') {
    drawRidges(doc, r, rng, time.sky, [
      { height: 0.1, color: shade(pal.foliage, 0.9), haze: 0.62 },
      { height: 0.055, color: pal.foliage, haze: 0.4, roughness: 0.6 },
    ]);
  }
  drawGround(
    doc,
    r,
    time.sky,
    backdrop === 'sea' ? mix('#2f4d63', time.sky.horizon, 0.2) : pal.ground,
  );
  if (backdrop === 'sea') {
    const hz = r.horizonY();
    doc.rect(
      0,
      hz,
      doc.width,
      doc.height * 0.035,
      doc.linear([
        [0, mix(time.sky.horizon, '#ffffff', 0.2), 0.8],
        [1, time.sky.horizon, 0],
      ]),
    );
  }
}

/** A lawn around the building and a paved forecourt with joints. */
function drawLandscape({ o, rng, pal, time, built, doc, r }: View): void {
  const { focus, span } = built;
  const lawn = mix(
    pal.ground,
    pal.foliage,
    o.palette === 'sand' || o.palette === 'terracotta' ? 0.2 : 0.45,
  );
  r.groundPoly(
    [
      [focus[0] - span * 30, 0, focus[2] - span * 30],
      [focus[0] + span * 30, 0, focus[2] - span * 30],
      [focus[0] + span * 30, 0, focus[2] + span * 30],
      [focus[0] - span * 30, 0, focus[2] + span * 30],
    ],
    doc.linear([
      [0, mix(lawn, time.sky.horizon, 0.4)],
      [1, shade(lawn, 0.8)],
    ]),
    'opacity="0.75"',
  );
  const pathX = focus[0] + rng.range(-0.2, 0.2) * span;
  const pathW = span * rng.range(0.12, 0.2);
  const pave = mix(pal.secondary, pal.ground, 0.35);
  r.groundPoly(
    [
      [pathX - pathW, 0, focus[2] - span * 1.7],
      [pathX + pathW, 0, focus[2] - span * 1.7],
      [pathX + pathW, 0, focus[2] - span * 0.3],
      [pathX - pathW, 0, focus[2] - span * 0.3],
    ],
    doc.linear([
      [0, mix(pave, time.sky.horizon, 0.3)],
      [1, shade(pave, 0.85)],
    ]),
  );
  for (let z = focus[2] - span * 1.7; z < focus[2] - span * 0.3; z += span * 0.06) {
    r.groundPoly(
      [
        [pathX - pathW, 0, z],
        [pathX + pathW, 0, z],
        [pathX + pathW, 0, z + span * 0.006],
        [pathX - pathW, 0, z + span * 0.006],
      ],
      shade(pave, 0.7),
      'opacity="0.5"',
    );
  }
}

/** The building's items and the trees planted round it. */
function plantTrees({ o, rng, pal, built }: View): Item[] {
  const items = [...built.items];
  const treeCount = o.trees ?? rng.int(3, 7);
  for (let i = 0; i < treeCount; i++) {
    const x = built.focus[0] + rng.range(-1, 1) * built.span * 0.9;
    const z = built.focus[2] + rng.range(0.2, 1.2) * built.span * 0.5;
    items.push(
      tree(
        [x, 0, z],
        rng.range(5, 9),
        pal,
        rng,
        o.palette === 'terracotta' || rng.chance(0.3) ? 'cypress' : 'round',
      ),
    );
  }
  return items;
}

/** The pool's water, with the building reflected in it. */
function drawPool({ o, time, built, doc, r }: View, items: Item[]): void {
  if (o.pool && built.pool) {
    const hz = r.horizonY();
    const water = doc.linear(
      [
        [0, mix(time.sky.horizon, time.sky.upper, 0.3)],
        [1, shade(mix(time.sky.zenith, '#0e2130', 0.4), 0.8)],
      ],
      0,
      hz,
      0,
      doc.height,
      true,
    );
    r.groundPoly(built.pool, water);
    r.drawReflection(items, built.pool, 0.42);
    r.groundPoly(
      built.pool,
      doc.linear([
        [0, '#ffffff', 0.0],
        [1, '#ffffff', 0.06],
      ]),
    );
  }
}

/** An architectural exterior: sky, distant landform, ground, a building, its shadows and reflections. */
export function exterior(o: ExteriorOptions): Layers {
  const view = setUpView(o);
  drawBackdrop(view);
  drawLandscape(view);
  const items = plantTrees(view);
  drawPool(view, items);
  view.r.drawShadows(items, 0);
  view.r.drawItems(items);
  finish(view.doc, { vignette: o.time === 'dusk' || o.time === 'blue-hour' ? 0.5 : 0.32 });
  return view.doc.layers();
}
