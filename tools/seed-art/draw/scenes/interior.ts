import { mix, shade } from '../color';
import { PALETTES, sunDirection, type PaletteName, type TimeOfDay } from '../palettes';
import type { Rng } from '../random';
import { Renderer, box, cylinder, finish, sphere, v3, type Item, type V3 } from '../scene3d';
import { SvgDoc, type Layers } from '../svg';
import { beginScene, type Stage } from '../stage';

export type Furnishing = 'gallery' | 'lounge' | 'bar' | 'runway' | 'studio';

export type InteriorOptions = {
  seed: string;
  width: number;
  height: number;
  palette: PaletteName;
  time: TimeOfDay;
  furnishing: Furnishing;
  /** Which wall holds the big window. */
  windowSide?: -1 | 1;
  /** Moves the camera along the room and turns it. */
  view?: number;
  /** Walls, floor and an accent colour override (for themed rooms). */
  walls?: string;
  floor?: string;
};

type P2 = [number, number];

/** Clips a polygon in the xz-plane to a rectangle (Sutherland–Hodgman). */
function clipRect(poly: P2[], x0: number, z0: number, x1: number, z1: number): P2[] {
  const edges: [(p: P2) => boolean, (a: P2, b: P2) => P2][] = [
    [(p) => p[0] >= x0, (a, b) => [x0, a[1] + ((b[1] - a[1]) * (x0 - a[0])) / (b[0] - a[0])]],
    [(p) => p[0] <= x1, (a, b) => [x1, a[1] + ((b[1] - a[1]) * (x1 - a[0])) / (b[0] - a[0])]],
    [(p) => p[1] >= z0, (a, b) => [a[0] + ((b[0] - a[0]) * (z0 - a[1])) / (b[1] - a[1]), z0]],
    [(p) => p[1] <= z1, (a, b) => [a[0] + ((b[0] - a[0]) * (z1 - a[1])) / (b[1] - a[1]), z1]],
  ];
  let out = poly;
  for (const [inside, cut] of edges) {
    const input = out;
    out = [];
    for (let i = 0; i < input.length; i++) {
      const a = input[i]!;
      const b = input[(i + 1) % input.length]!;
      if (inside(a)) out.push(a);
      if (inside(a) !== inside(b)) out.push(cut(a, b));
    }
    if (!out.length) break;
  }
  return out;
}

function furnish(
  kind: Furnishing,
  rng: Rng,
  p: (typeof PALETTES)[PaletteName],
  W: number,
  D: number,
  H: number,
): Item[] {
  const items: Item[] = [];
  const brass = { color: p.trim, kind: 'metal' as const };
  if (kind === 'gallery') {
    for (let i = 0; i < 3; i++) {
      const z = D * (0.35 + i * 0.2);
      const x = rng.range(-0.2, 0.25) * W;
      const h = rng.range(0.7, 1.1);
      items.push(
        box([x - 0.45, 0, z - 0.45], [x + 0.45, h, z + 0.45], { color: p.secondary, gloss: 0.3 }),
      );
      if (rng.chance(0.6))
        items.push(
          sphere([x, h + 0.28, z], 0.28, {
            color: rng.pick([p.trim, p.accent, p.primary]),
            kind: 'metal',
          }),
        );
      else
        items.push(cylinder([x, h, z], [x, h + 0.7, z], 0.16, { color: p.accent }, 28, true, 0.08));
    }
  } else if (kind === 'lounge') {
    const z = D * 0.55;
    items.push(box([-1.6, 0, z], [1.6, 0.42, z + 0.95], { color: p.secondary, gloss: 0.3 }));
    items.push(
      box([-1.6, 0.42, z + 0.7], [1.6, 0.85, z + 0.95], { color: p.secondary, gloss: 0.3 }),
    );
    items.push(box([-1.75, 0, z], [-1.55, 0.62, z + 0.95], { color: shade(p.secondary, 0.95) }));
    items.push(box([1.55, 0, z], [1.75, 0.62, z + 0.95], { color: shade(p.secondary, 0.95) }));
    items.push(
      cylinder([0.2, 0, z - 1.1], [0.2, 0.38, z - 1.1], 0.6, { color: p.accent, gloss: 0.4 }, 40),
    );
    items.push(sphere([0.4, 0.5, z - 1.15], 0.12, brass));
    items.push(cylinder([2.6, 0, z + 0.3], [2.6, 1.6, z + 0.3], 0.02, brass, 8));
    items.push(sphere([2.6, 1.72, z + 0.3], 0.22, { color: '#f6ead2', kind: 'emissive' }));
  } else if (kind === 'bar') {
    const z = D * 0.62;
    items.push(
      box(
        [-W * 0.35, 0, z],
        [W * 0.3, 1.05, z + 0.7],
        { color: p.accent, gloss: 0.4 },
        { glazing: { style: 'fins', rows: 1, cols: 14, faces: ['-z'] } },
      ),
    );
    items.push(box([-W * 0.37, 1.05, z - 0.08], [W * 0.32, 1.12, z + 0.78], brass));
    for (let i = 0; i < 4; i++) {
      const x = -W * 0.3 + i * (W * 0.17);
      items.push(cylinder([x, 0, z - 0.55], [x, 0.72, z - 0.55], 0.03, brass, 8));
      items.push(cylinder([x, 0.72, z - 0.55], [x, 0.78, z - 0.55], 0.2, { color: p.primary }, 24));
    }
    for (let i = 0; i < 5; i++) {
      const x = -W * 0.32 + i * (W * 0.14);
      items.push(cylinder([x, H - 0.9, z + 0.3], [x, H, z + 0.3], 0.008, brass, 6, false));
      items.push(
        sphere([x, H - 0.98, z + 0.3], 0.1, { color: '#ffd79a', kind: 'emissive' }, false),
      );
    }
  } else if (kind === 'runway') {
    items.push(
      box(
        [-1.1, 0, D * 0.12],
        [1.1, 0.3, D * 0.96],
        { color: p.secondary, gloss: 0.6 },
        { shadow: false },
      ),
    );
    for (let i = 0; i < 6; i++) {
      const z = D * (0.2 + i * 0.13);
      for (const s of [-1, 1]) {
        items.push(
          box([s * 2.1 - 0.22, 0, z - 0.2], [s * 2.1 + 0.22, 0.45, z + 0.2], { color: p.accent }),
        );
      }
    }
    for (let i = 0; i < 5; i++) {
      const z = D * (0.2 + i * 0.17);
      items.push(
        box(
          [-1.6, H - 0.35, z],
          [1.6, H - 0.28, z + 0.08],
          { color: '#fff4e0', kind: 'emissive' },
          { shadow: false },
        ),
      );
    }
  } else {
    items.push(
      box([-1.4, 0, D * 0.5], [1.4, 0.76, D * 0.5 + 1.0], { color: p.secondary, gloss: 0.3 }),
    );
    items.push(box([-1.35, 0, D * 0.5 + 0.05], [-1.25, 0.74, D * 0.5 + 0.95], { color: p.accent }));
    items.push(
      cylinder(
        [0.6, 0.76, D * 0.5 + 0.5],
        [0.6, 1.1, D * 0.5 + 0.5],
        0.12,
        { color: p.primary },
        28,
        true,
        0.09,
      ),
    );
    items.push(sphere([-0.5, 0.88, D * 0.5 + 0.4], 0.12, brass));
  }
  return items;
}

/** The room a scene is drawn in: its size, camera, light and which wall holds the window. */
type Room = Stage & {
  sun: V3;
  W: number;
  D: number;
  H: number;
  side: -1 | 1;
  x0: number;
  x1: number;
  /** The window wall's x, and the solid wall's. */
  wx: number;
  otherX: number;
  wallColor: string;
  floorColor: string;
};

function setUpRoom(o: InteriorOptions): Room {
  const { rng, pal, time } = beginScene(o);
  const W = rng.range(7, 9);
  const D = rng.range(10, 13);
  const H = rng.range(3.4, 4.4);
  const side = o.windowSide ?? (rng.chance(0.5) ? -1 : 1);
  const view = o.view ?? rng.range(-1, 1);
  const camPos: V3 = [view * W * 0.18 - side * W * 0.12, 1.55, 0.4];
  const target: V3 = [side * W * 0.05, 1.3, D * 0.7];
  const yaw = Math.atan2(target[0] - camPos[0], target[2] - camPos[2]);
  const doc = new SvgDoc(o.width, o.height);
  // the sun comes in through the window side, from behind and above
  const sun = sunDirection(
    side > 0 ? Math.PI * 0.35 : -Math.PI * 0.35,
    Math.max(0.45, time.sunElevation + 0.25),
  );
  // indoors most light is bounce: a high ambient term and a softened sun
  const light = {
    ...time.light,
    sun,
    ambient: Math.min(1.05, time.light.ambient + 0.4),
    sunStrength: time.light.sunStrength * 0.55,
    hazeDensity: 0.002,
    haze: mix(o.walls ?? pal.secondary, time.light.sky, 0.3),
  };
  const r = new Renderer(
    doc,
    { pos: camPos, yaw, pitch: 0.02, focal: 0.62, shift: 0.04 },
    light,
    rng,
  );

  const wallColor = o.walls ?? pal.secondary;
  const floorColor = o.floor ?? pal.primary;
  const x0 = -W / 2;
  const x1 = W / 2;
  const wx = side > 0 ? x1 : x0;
  const otherX = side > 0 ? x0 : x1;
  return {
    rng,
    pal,
    time,
    doc,
    r,
    sun,
    W,
    D,
    H,
    side,
    x0,
    x1,
    wx,
    otherX,
    wallColor,
    floorColor,
  };
}

/** Ceiling, walls and floor, shaded by how much they face the window, with boards and skirting. */
function drawShell(room: Room): void {
  const { r, doc, time, side, W, D, H, x0, x1, wx, otherX, wallColor, floorColor } = room;
  // room surfaces: brighter the more they face the window, never black
  const glowTone = mix(time.light.sky, time.light.sunColor, 0.5);
  const lit = (c: string, n: V3) => {
    const facing = -side * n[0];
    const level = n[1] < -0.5 ? 0.74 : n[1] > 0.5 ? 0.95 : 0.84 + facing * 0.14;
    return mix(shade(c, level), glowTone, 0.08);
  };
  const edge = (a: V3, b: V3, from: string, to: string) => {
    const pa = r.project(a);
    const pb = r.project(b);
    return pa && pb
      ? doc.linear(
          [
            [0, from],
            [1, to],
          ],
          pa[0],
          pa[1],
          pb[0],
          pb[1],
          true,
        )
      : from;
  };
  // ceiling, back wall, the solid side wall, then the window wall and floor
  const ceil = lit(wallColor, [0, -1, 0]);
  r.groundPoly(
    [
      [x0, H, 0],
      [x1, H, 0],
      [x1, H, D],
      [x0, H, D],
    ],
    edge([0, H, 0], [0, H, D], shade(ceil, 0.82), shade(ceil, 1.05)),
  );
  const back = lit(wallColor, [0, 0, -1]);
  r.groundPoly(
    [
      [x0, 0, D],
      [x1, 0, D],
      [x1, H, D],
      [x0, H, D],
    ],
    edge([wx, H / 2, D], [otherX, H / 2, D], shade(back, 1.12), shade(back, 0.82)),
  );
  const solid = lit(wallColor, [side, 0, 0]);
  r.groundPoly(
    [
      [otherX, 0, 0],
      [otherX, 0, D],
      [otherX, H, D],
      [otherX, H, 0],
    ],
    edge([otherX, H / 2, 0], [otherX, H / 2, D], shade(solid, 0.92), shade(solid, 1.1)),
  );
  const winWall = lit(wallColor, [-side, 0, 0]);
  r.groundPoly(
    [
      [wx, 0, 0],
      [wx, 0, D],
      [wx, H, D],
      [wx, H, 0],
    ],
    shade(winWall, 0.78),
  );
  const floor = lit(floorColor, [0, 1, 0]);
  r.groundPoly(
    [
      [x0, 0, 0],
      [x1, 0, 0],
      [x1, 0, D],
      [x0, 0, D],
    ],
    edge([0, 0, 0.5], [0, 0, D], shade(floor, 0.86), shade(floor, 1.06)),
  );
  // floor boards or slabs, receding
  for (let i = 1; i < 9; i++) {
    const x = x0 + (W * i) / 9;
    r.groundPoly(
      [
        [x - 0.01, 0.001, 0],
        [x + 0.01, 0.001, 0],
        [x + 0.01, 0.001, D],
        [x - 0.01, 0.001, D],
      ],
      shade(floor, 0.72),
      'opacity="0.35"',
    );
  }
  // skirting shadow where walls meet the floor
  doc.setLayer('contact');
  r.groundPoly(
    [
      [x0, 0.002, D - 0.3],
      [x1, 0.002, D - 0.3],
      [x1, 0.002, D],
      [x0, 0.002, D],
    ],
    '#000000',
    'opacity="0.16"',
  );
  r.groundPoly(
    [
      [otherX, 0.002, 0],
      [otherX - side * 0.3, 0.002, 0],
      [otherX - side * 0.3, 0.002, D],
      [otherX, 0.002, D],
    ],
    '#000000',
    'opacity="0.12"',
  );
  doc.setLayer('base');
}

/** The window: sky and a sliver of landscape beyond, with mullions. Returns its corners. */
function drawWindow(room: Room): { win: V3[]; winPts: [number, number][] } {
  const { r, doc, rng, time, pal, D, H, wx } = room;
  const wz0 = D * rng.range(0.18, 0.3);
  const wz1 = D * rng.range(0.78, 0.92);
  const wy0 = 0.25;
  const wy1 = H - 0.35;
  const win: V3[] = [
    [wx, wy0, wz0],
    [wx, wy0, wz1],
    [wx, wy1, wz1],
    [wx, wy1, wz0],
  ];
  const winPts = r.projectPoly(win);
  const hz = r.horizonY();
  doc.poly(
    winPts,
    doc.linear(
      [
        [0, time.sky.upper],
        [Math.max(0.05, Math.min(0.95, hz / doc.height)), mix(time.sky.horizon, '#ffffff', 0.35)],
        [1, mix(pal.foliage, time.sky.horizon, 0.55)],
      ],
      0,
      0,
      0,
      doc.height,
      true,
    ),
  );
  doc.poly(winPts, '#ffffff', 'opacity="0.16"');
  const mullions = rng.int(3, 5);
  for (let i = 0; i <= mullions; i++) {
    const z = wz0 + ((wz1 - wz0) * i) / mullions;
    r.groundPoly(
      [
        [wx, wy0, z - 0.05],
        [wx, wy0, z + 0.05],
        [wx, wy1, z + 0.05],
        [wx, wy1, z - 0.05],
      ],
      shade(pal.accent, 0.6),
    );
  }
  r.groundPoly(
    [
      [wx, wy1 - 0.05, wz0],
      [wx, wy1 - 0.05, wz1],
      [wx, wy1 + 0.05, wz1],
      [wx, wy1 + 0.05, wz0],
    ],
    shade(pal.accent, 0.6),
  );
  return { win, winPts };
}

/** Sunlight on the floor, the window traced along the sun onto y = 0, and its faint shaft. */
function drawSunlight(room: Room, win: V3[], winPts: [number, number][]): void {
  const { r, doc, time, sun, x0, x1, D } = room;
  // clipped to the room
  const L = v3.norm(sun);
  const onFloor = (p: V3): [number, number] => {
    const t = p[1] / L[1];
    return [p[0] - L[0] * t, p[2] - L[2] * t];
  };
  const patch = clipRect(win.map(onFloor), x0, 0, x1, D);
  if (time.light.sunStrength > 0.4 && patch.length >= 3) {
    const sunTint = mix(time.light.sunColor, '#ffffff', 0.3);
    r.groundPoly(
      patch.map(([x, z]) => [x, 0.003, z] as V3),
      sunTint,
      `opacity="${(0.34 * time.light.sunStrength).toFixed(3)}"`,
    );
    // the shaft: hull of window and patch, very faint
    const shaft = [...winPts, ...r.projectPoly(patch.map(([x, z]) => [x, 0, z] as V3))];
    const cx = shaft.reduce((s, p) => s + p[0], 0) / shaft.length;
    const cy = shaft.reduce((s, p) => s + p[1], 0) / shaft.length;
    shaft.sort((a, b) => Math.atan2(a[1] - cy, a[0] - cx) - Math.atan2(b[1] - cy, b[0] - cx));
    doc.setLayer('glow');
    doc.poly(
      shaft,
      doc.linear(
        [
          [0, sunTint, 0.2],
          [1, sunTint, 0.02],
        ],
        0,
        0,
        0,
        1,
      ),
    );
    doc.setLayer('base');
  }
}

/** A rug and an artwork make the room read as lived in. */
function drawLivedIn(room: Room): void {
  const { r, doc, rng, pal, D, side, otherX, floorColor } = room;
  const rugZ = D * rng.range(0.42, 0.55);
  r.groundPoly(
    [
      [-2.2, 0.004, rugZ - 1.4],
      [2.2, 0.004, rugZ - 1.4],
      [2.2, 0.004, rugZ + 1.4],
      [-2.2, 0.004, rugZ + 1.4],
    ],
    mix(pal.accent, floorColor, 0.55),
    'opacity="0.55"',
  );
  const artX = otherX - side * 0.01;
  const az0 = D * 0.38;
  const az1 = az0 + rng.range(1.4, 2.4);
  r.groundPoly(
    [
      [artX, 1.2, az0],
      [artX, 1.2, az1],
      [artX, 2.6, az1],
      [artX, 2.6, az0],
    ],
    doc.linear(
      [
        [0, mix(pal.trim, '#ffffff', 0.2)],
        [0.5, pal.accent],
        [1, mix(pal.primary, '#000000', 0.3)],
      ],
      0,
      0,
      1,
      1,
    ),
  );
}

/** An interior: a room with one big window, a slab of sunlight, a shaft of light and a few objects. */
export function interior(o: InteriorOptions): Layers {
  const room = setUpRoom(o);
  drawShell(room);
  const { win, winPts } = drawWindow(room);
  const items = furnish(o.furnishing, room.rng, room.pal, room.W, room.D, room.H);
  drawSunlight(room, win, winPts);
  drawLivedIn(room);
  room.r.drawShadows(items, 0);
  room.r.drawItems(items);
  finish(room.doc, { vignette: 0.42 });
  return room.doc.layers();
}
