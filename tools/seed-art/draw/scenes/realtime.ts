import { mix, shade } from '../color';
import { PALETTES, sunDirection, type PaletteName } from '../palettes';
import { createRng, type Rng } from '../random';
import { Renderer, box, finish, sphere, type Item, type Lighting, type V3 } from '../scene3d';
import { SvgDoc, type Layers } from '../svg';

export type RealtimeOptions = {
  seed: string;
  width: number;
  height: number;
  palette: PaletteName;
  /** The glow of the light frames and the fog. */
  glow: string;
  /** Sky colour at the top. */
  night?: string;
  frames?: number;
  view?: number;
};

/** The night sky down to the horizon's glow, and the floor's gradient below it. */
function drawSkyAndFloor(
  o: RealtimeOptions,
  doc: SvgDoc,
  hz: number,
  accent: string,
  night: string,
): void {
  doc.rect(
    0,
    0,
    o.width,
    hz + 2,
    doc.linear(
      [
        [0, night],
        [0.7, mix(night, o.glow, 0.18)],
        [1, mix(night, o.glow, 0.55)],
      ],
      0,
      0,
      0,
      hz + 2,
      true,
    ),
  );
  doc.rect(
    0,
    hz,
    o.width,
    o.height - hz,
    doc.linear(
      [
        [0, mix(night, o.glow, 0.35)],
        [0.25, shade(mix(night, accent, 0.4), 1)],
        [1, night],
      ],
      0,
      hz,
      0,
      o.height,
      true,
    ),
  );
}

/** The measuring grid on the floor, fading with distance. */
function drawGrid(o: RealtimeOptions, doc: SvgDoc, r: Renderer): void {
  const gridColor = mix(o.glow, '#ffffff', 0.2);
  doc.group(`stroke="${gridColor}" stroke-width="${(o.width / 1600).toFixed(2)}" fill="none"`);
  for (let x = -60; x <= 60; x += 3) {
    const a = r.project([x, 0, -13]);
    const b = r.project([x, 0, 160]);
    if (a && b)
      doc.add(
        `<line x1="${a[0].toFixed(1)}" y1="${a[1].toFixed(1)}" x2="${b[0].toFixed(1)}" y2="${b[1].toFixed(1)}" stroke-opacity="0.16"/>`,
      );
  }
  for (let z = -12; z <= 160; z += 3) {
    const a = r.project([-60, 0, z]);
    const b = r.project([60, 0, z]);
    const fade = Math.max(0.02, 0.22 * Math.exp(-(z + 12) / 60));
    if (a && b)
      doc.add(
        `<line x1="${a[0].toFixed(1)}" y1="${a[1].toFixed(1)}" x2="${b[0].toFixed(1)}" y2="${b[1].toFixed(1)}" stroke-opacity="${fade.toFixed(3)}"/>`,
      );
  }
  doc.endGroup();
}

/** The glowing gateways, the monoliths either side and the light beyond them. */
function placeObjects(o: RealtimeOptions, rng: Rng, pal: (typeof PALETTES)[PaletteName]): Item[] {
  const items: Item[] = [];
  const frames = o.frames ?? rng.int(3, 5);
  const frameMat = { color: shade(pal.accent, 0.9), gloss: 0.6 };
  const neon = { color: mix(o.glow, '#ffffff', 0.35), kind: 'emissive' as const };
  for (let i = 0; i < frames; i++) {
    const z = 4 + i * rng.range(5, 8);
    const w = rng.range(2.6, 3.6);
    const h = rng.range(4.2, 5.6);
    const x = rng.range(-1.5, 1.5);
    items.push(box([x - w - 0.3, 0, z], [x - w, h, z + 0.3], frameMat));
    items.push(box([x + w, 0, z], [x + w + 0.3, h, z + 0.3], frameMat));
    items.push(box([x - w - 0.3, h, z], [x + w + 0.3, h + 0.3, z + 0.3], frameMat));
    items.push(
      box([x - w + 0.02, h - 0.08, z - 0.02], [x + w - 0.02, h - 0.02, z], neon, { shadow: false }),
    );
    items.push(
      box([x - w + 0.02, 0.02, z - 0.02], [x - w + 0.08, h - 0.02, z], neon, { shadow: false }),
    );
    items.push(
      box([x + w - 0.08, 0.02, z - 0.02], [x + w - 0.02, h - 0.02, z], neon, { shadow: false }),
    );
  }
  for (let i = 0; i < 7; i++) {
    const x = rng.range(-18, 18);
    if (Math.abs(x) < 5) continue;
    const z = rng.range(4, 40);
    const h = rng.range(3, 11);
    const w = rng.range(0.8, 2.2);
    items.push(
      box(
        [x - w, 0, z - w],
        [x + w, h, z + w],
        { color: pal.primary, gloss: 0.5 },
        { yaw: rng.range(-0.6, 0.6) },
      ),
    );
  }
  items.push(
    sphere(
      [rng.range(-1, 1), rng.range(2, 3), rng.range(18, 24)],
      0.9,
      { color: mix(o.glow, '#ffffff', 0.5), kind: 'emissive' },
      false,
    ),
  );
  return items;
}

/**
 * A real-time engine look: a glossy floor with a measuring grid running to the
 * horizon, glowing gateways, monoliths and volumetric haze.
 */
export function realtime(o: RealtimeOptions): Layers {
  const rng = createRng(o.seed);
  const pal = PALETTES[o.palette];
  const doc = new SvgDoc(o.width, o.height);
  const night = o.night ?? '#07090d';
  const view = o.view ?? rng.range(-1, 1);
  const camPos: V3 = [view * 3, rng.range(1.4, 2.2), -14];
  const target: V3 = [0, 2.2, 14];
  const yaw = Math.atan2(target[0] - camPos[0], target[2] - camPos[2]);
  const light: Lighting = {
    sun: sunDirection(yaw + 0.3, 0.25),
    sunColor: o.glow,
    sunStrength: 0.55,
    sky: mix(night, o.glow, 0.3),
    ambient: 0.38,
    haze: mix(night, o.glow, 0.45),
    hazeDensity: 0.018,
    shadowColor: '#000000',
    shadowOpacity: 0.5,
    interiorGlow: o.glow,
  };
  const r = new Renderer(doc, { pos: camPos, yaw, pitch: 0, focal: 0.8, shift: 0.1 }, light, rng);
  const hz = r.horizonY();
  drawSkyAndFloor(o, doc, hz, pal.accent, night);
  drawGrid(o, doc, r);
  const items = placeObjects(o, rng, pal);
  r.drawReflection(
    items,
    [
      [-80, 0, -13],
      [80, 0, -13],
      [80, 0, 200],
      [-80, 0, 200],
    ],
    0.28,
  );
  r.drawShadows(items, 0);
  r.drawItems(items);
  // volumetric haze settling on the floor, and a bloom around the light
  doc.rect(
    0,
    hz - o.height * 0.12,
    o.width,
    o.height * 0.24,
    doc.linear([
      [0, o.glow, 0],
      [0.5, o.glow, 0.14],
      [1, o.glow, 0],
    ]),
  );
  finish(doc, { vignette: 0.6 });
  return doc.layers();
}
