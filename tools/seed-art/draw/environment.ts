/** Skies, distant ridges, grounds and trees shared by the exterior scenes. */
import { mix, shade } from './color';
import type { Palette, SkyTone } from './palettes';
import type { Rng } from './random';
import { v3, type Item, type Renderer, type V3 } from './scene3d';
import type { SvgDoc } from './svg';

export function drawSky(
  doc: SvgDoc,
  r: Renderer,
  tone: SkyTone,
  opts: { clouds?: number; rng?: Rng } = {},
): void {
  const horizon = r.horizonY();
  const h = Math.max(horizon + 4, 8);
  doc.rect(
    0,
    0,
    doc.width,
    h,
    doc.linear(
      [
        [0, tone.zenith],
        [Math.min(0.85, 0.55 * (h / doc.height) + 0.2), tone.upper],
        [1, tone.horizon],
      ],
      0,
      0,
      0,
      h,
      true,
    ),
  );
  // the sun's glow sits on the horizon even when the sun is behind the camera
  const sunDir = v3.norm(r.light.sun);
  const far = v3.add(r.cam.pos, v3.scale([sunDir[0], Math.max(sunDir[1], 0.02), sunDir[2]], 1e4));
  const sun = r.project(far);
  const gx = sun
    ? Math.max(-doc.width * 0.2, Math.min(doc.width * 1.2, sun[0]))
    : doc.width * (sunDir[0] > 0 ? 0.85 : 0.15);
  const gy = sun ? Math.min(horizon, sun[1]) : horizon;
  const glowR = doc.width * 0.55;
  const previous = doc.setLayer('sky');
  doc.ellipse(
    gx,
    gy,
    glowR,
    glowR * 0.55,
    doc.radial(
      [
        [0, tone.glow, sun ? 0.6 : 0.28],
        [0.25, tone.glow, sun ? 0.24 : 0.12],
        [1, tone.glow, 0],
      ],
      gx,
      gy,
      glowR,
      `translate(${gx} ${gy}) scale(1 0.55) translate(${-gx} ${-gy})`,
    ),
  );
  doc.setLayer(previous);
  if (sun && sun[1] < horizon && sun[1] > 0) {
    doc.ellipse(
      sun[0],
      sun[1],
      doc.width * 0.012,
      doc.width * 0.012,
      mix(tone.glow, '#ffffff', 0.6),
      'opacity="0.9"',
    );
  }
  const rng = opts.rng;
  if (rng && opts.clouds) {
    for (let i = 0; i < opts.clouds; i++) {
      const y = rng.range(0.05, 0.8) * horizon;
      const x = rng.range(-0.1, 1.1) * doc.width;
      const w = rng.range(0.15, 0.45) * doc.width;
      const hh = rng.range(0.006, 0.02) * doc.height;
      const c = mix(tone.upper, tone.glow, rng.range(0.3, 0.8));
      doc.ellipse(
        x,
        y,
        w / 2,
        hh,
        doc.radial(
          [
            [0, c, 0.55],
            [1, c, 0],
          ],
          x,
          y,
          w / 2,
          `translate(${x} ${y}) scale(1 ${(hh / (w / 2)).toFixed(4)}) translate(${-x} ${-y})`,
        ),
      );
    }
  }
}

/** Layered hills or a flat-topped mountain, paler with distance. */
export function drawRidges(
  doc: SvgDoc,
  r: Renderer,
  rng: Rng,
  tone: SkyTone,
  layers: { height: number; color: string; haze: number; roughness?: number; mesa?: boolean }[],
): void {
  const horizon = r.horizonY();
  const w = doc.width;
  for (const layer of layers) {
    const color = mix(layer.color, tone.horizon, layer.haze);
    const amp = layer.height * doc.height;
    const pts: string[] = [];
    const phase = rng.range(0, 100);
    const freq = rng.range(1.2, 2.4);
    const steps = 48;
    for (let i = 0; i <= steps; i++) {
      const x = (i / steps) * w;
      const t = i / steps;
      let y: number;
      if (layer.mesa) {
        // a table mountain: steep flanks, a long level top
        const left = rng.range(0.18, 0.22);
        const rise = Math.min(1, Math.max(0, (t - left) / 0.09));
        const fall = Math.min(1, Math.max(0, (0.86 - t) / 0.1));
        const shoulder = Math.pow(Math.min(rise, fall), 0.6);
        y = horizon - amp * (0.18 + 0.82 * shoulder) - Math.sin(t * 40 + phase) * amp * 0.015;
      } else {
        const n =
          Math.sin(t * freq * Math.PI * 2 + phase) * 0.5 +
          Math.sin(t * freq * 5.3 + phase * 2) * 0.22 * (layer.roughness ?? 1) +
          Math.sin(t * 17 + phase) * 0.05;
        y = horizon - amp * (0.55 + 0.45 * n);
      }
      pts.push(`${x.toFixed(1)},${y.toFixed(1)}`);
    }
    doc.path(
      `M0,${(horizon + 2).toFixed(1)} L${pts.join(' L')} L${w},${(horizon + 2).toFixed(1)} Z`,
      doc.linear([
        [0, shade(color, 1.04)],
        [1, mix(color, tone.horizon, 0.25)],
      ]),
    );
  }
}

/** The ground from the horizon to the lower edge. */
export function drawGround(doc: SvgDoc, r: Renderer, tone: SkyTone, ground: string): void {
  const horizon = r.horizonY();
  const h = doc.height - horizon;
  doc.rect(
    0,
    horizon,
    doc.width,
    h + 1,
    doc.linear(
      [
        [0, mix(ground, tone.horizon, 0.55)],
        [0.35, mix(ground, tone.ground, 0.25)],
        [1, shade(mix(ground, tone.ground, 0.5), 0.78)],
      ],
      0,
      horizon,
      0,
      doc.height,
      true,
    ),
  );
}

/** A tree as a sprite: a round canopy or a slim cypress, lit from the sun's side. */
export function tree(
  base: V3,
  height: number,
  palette: Palette,
  rng: Rng,
  kind: 'round' | 'cypress' = 'round',
): Item {
  const hue = mix(palette.foliage, rng.pick(['#3d4a33', '#5d6b48', '#48553f']), rng.range(0, 0.5));
  const canopyR = kind === 'round' ? height * rng.range(0.3, 0.38) : height * 0.17;
  return {
    kind: 'sprite',
    base,
    draw: (doc, x, y, scale, renderer) => {
      const L = v3.norm(renderer.light.sun);
      const lx = L[0] * Math.cos(renderer.cam.yaw) - L[2] * Math.sin(renderer.cam.yaw);
      const trunkH = kind === 'round' ? height * 0.42 : height * 0.12;
      const tw = Math.max(1, 0.08 * height * scale * 0.35);
      doc.rect(x - tw / 2, y - trunkH * scale, tw, trunkH * scale, shade(palette.accent, 0.55));
      const cx = x;
      const cy = y - (kind === 'round' ? height - canopyR : height * 0.52) * scale;
      const rx = canopyR * scale;
      const ry = kind === 'round' ? canopyR * scale * 0.92 : height * 0.5 * scale;
      const lit = mix(
        renderer.litColor({ color: hue }, L),
        renderer.light.haze,
        renderer.hazeAt(renderer.depth(base)),
      );
      const dark = mix(
        shade(hue, 0.42),
        renderer.light.haze,
        renderer.hazeAt(renderer.depth(base)),
      );
      doc.ellipse(
        cx,
        cy,
        rx,
        ry,
        doc.radial(
          [
            [0, shade(lit, 1.1)],
            [0.55, mix(lit, dark, 0.45)],
            [1, dark],
          ],
          cx + lx * rx * 0.5,
          cy - ry * 0.35,
          Math.max(rx, ry) * 1.3,
        ),
      );
    },
    shadow: (renderer) => {
      const L = v3.norm(renderer.light.sun);
      if (L[1] <= 0.02) return null;
      const top: V3 = [base[0], base[1] + height * 0.7, base[2]];
      const t = top[1] / L[1];
      const c: V3 = [top[0] - L[0] * t, 0, top[2] - L[2] * t];
      const out: V3[] = [
        [base[0] - 0.1, 0, base[2]],
        [base[0] + 0.1, 0, base[2]],
      ];
      for (let i = 0; i < 12; i++) {
        const a = (i / 12) * Math.PI * 2;
        out.push([c[0] + Math.cos(a) * canopyR, 0, c[2] + Math.sin(a) * canopyR]);
      }
      return out;
    },
  };
}
