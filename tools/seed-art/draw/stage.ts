import { PALETTES, TIMES, type PaletteName, type TimeOfDay } from './palettes';
import { createRng, type Rng } from './random';
import type { Renderer } from './scene3d';
import type { SvgDoc } from './svg';

/** What the steps of a scene share: its seeded random draws, palette, light and canvas. */
export type Stage = {
  rng: Rng;
  pal: (typeof PALETTES)[PaletteName];
  time: (typeof TIMES)[TimeOfDay];
  doc: SvgDoc;
  r: Renderer;
};

/** A scene's random draws, seeded by its own seed, with its palette and time of day. */
export function beginScene(o: {
  seed: string;
  palette: PaletteName;
  time: TimeOfDay;
}): Pick<Stage, 'rng' | 'pal' | 'time'> {
  return { rng: createRng(o.seed), pal: PALETTES[o.palette], time: TIMES[o.time] };
}
