import { mix, shade } from '../color';
import { tree } from '../environment';
import { PALETTES, TIMES, sunDirection, type PaletteName, type TimeOfDay } from '../palettes';
import { createRng } from '../random';
import { Renderer, box, finish, type Item, type V3 } from '../scene3d';
import { SvgDoc, type Layers } from '../svg';

export type AerialOptions = {
  seed: string;
  width: number;
  height: number;
  palette: PaletteName;
  time: TimeOfDay;
  /** A white card model with one highlighted block, or a coloured city. */
  model?: boolean;
};

/** A city quarter seen from above, like a planning model: blocks, streets, parks and long shadows. */
export function aerial(o: AerialOptions): Layers {
  const rng = createRng(o.seed);
  const pal = PALETTES[o.palette];
  const time = TIMES[o.time];
  const doc = new SvgDoc(o.width, o.height);
  const model = o.model ?? true;
  const camPos: V3 = [rng.range(-40, 40), rng.range(170, 200), -130];
  const target: V3 = [0, 0, 45];
  const yaw = Math.atan2(target[0] - camPos[0], target[2] - camPos[2]);
  const pitch = Math.atan2(
    camPos[1] - target[1],
    Math.hypot(target[0] - camPos[0], target[2] - camPos[2]),
  );
  const light = {
    ...time.light,
    sun: sunDirection(yaw + Math.PI - 1.1, Math.max(0.35, time.sunElevation)),
    hazeDensity: time.light.hazeDensity * 0.6,
  };
  const r = new Renderer(doc, { pos: camPos, yaw, pitch, focal: 1.05 }, light, rng);
  const base = model ? mix(pal.secondary, '#ffffff', 0.3) : pal.ground;
  doc.rect(
    0,
    0,
    o.width,
    o.height,
    doc.linear([
      [0, mix(base, time.sky.horizon, 0.5)],
      [1, shade(base, 0.86)],
    ]),
  );
  const items: Item[] = [];
  const block = 22;
  const street = 7;
  const highlight = [rng.int(-2, 2), rng.int(1, 3)] as const;
  for (let i = -4; i <= 4; i++) {
    for (let j = -2; j <= 6; j++) {
      const x0 = i * (block + street);
      const z0 = j * (block + street);
      const isPark = rng.chance(0.14);
      const plate = isPark ? mix(pal.foliage, base, 0.35) : shade(base, 0.97);
      r.groundPoly(
        [
          [x0, 0, z0],
          [x0 + block, 0, z0],
          [x0 + block, 0, z0 + block],
          [x0, 0, z0 + block],
        ],
        plate,
      );
      if (isPark) {
        for (let t = 0; t < 4; t++)
          items.push(
            tree(
              [x0 + rng.range(3, block - 3), 0, z0 + rng.range(3, block - 3)],
              rng.range(5, 8),
              pal,
              rng,
            ),
          );
        continue;
      }
      const hot = i === highlight[0] && j === highlight[1];
      // a perimeter block: buildings around a courtyard
      const parts = rng.int(2, 3);
      for (let k = 0; k < parts; k++) {
        const w = rng.range(7, block);
        const d = rng.range(6, 10);
        const x = x0 + rng.range(0, block - w);
        const z = k % 2 === 0 ? z0 : z0 + block - d;
        const h = hot ? rng.range(26, 34) : rng.range(4, 14) * (Math.abs(i) < 2 && j < 3 ? 1.5 : 1);
        const color = hot
          ? pal.trim
          : model
            ? mix(base, '#ffffff', rng.range(0, 0.3))
            : rng.pick([pal.primary, pal.secondary, mix(pal.primary, pal.accent, 0.3)]);
        items.push(box([x, 0, z], [x + w, h, z + d], { color, gloss: 0.2 }));
      }
    }
  }
  // a river or boulevard cutting diagonally across
  const water = model ? mix('#7e9bb0', base, 0.45) : mix('#3e6077', time.sky.horizon, 0.2);
  r.groundPoly(
    [
      [-200, 0.02, -110],
      [200, 0.02, -30],
      [200, 0.02, -16],
      [-200, 0.02, -96],
    ],
    water,
  );
  r.drawShadows(items, 0);
  r.drawItems(items);
  finish(doc, { vignette: 0.3 });
  return doc.layers();
}
