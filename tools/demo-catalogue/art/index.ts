/**
 * Seed illustrations: flat-style coloured scenes rendered as standalone SVG
 * (no fonts, no text, no external references, no filters) so sharp/librsvg
 * can rasterise them quickly.
 */
import { greenhouse } from './greenhouse';
import {
  balance,
  beaker,
  flask,
  labRoom,
  LIQUIDS,
  microscope,
  phMeter,
  seedlings,
  tubeRack,
} from './lab';
import { backdrop, field, furrows, grass, house, tree } from './landscape';
import { pivot, tractor } from './machines';
import { palette, type Palette } from './palette';
import { greenhouseLayout, H, SCENES, W } from './scenes';
import { Doc, f, g, mix, path, poly, rect, rng, type Stop } from './svg';

export type Scene =
  | 'greenhouse'
  | 'tractor'
  | 'lab'
  | 'irrigation'
  | 'construction'
  | 'installation'
  | 'course'
  | 'advice'
  | 'soil-lab';

export const SCENE_NAMES: readonly Scene[] = [
  'greenhouse',
  'tractor',
  'lab',
  'irrigation',
  'construction',
  'installation',
  'course',
  'advice',
  'soil-lab',
];

export interface ArtSpec {
  scene: Scene;
  /** 0..7: palette (time of day, season, crop) and composition details. */
  variant: number;
}

export type HeroName = 'invernaderos' | 'maquinarias' | 'laboratorios' | 'riegos';

const hash = (s: string) => {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
};

/** Some scenes are mirrored on some variants for compositional variety. */
const MIRRORED: Partial<Record<Scene, (v: number) => boolean>> = {
  installation: (v) => v % 2 === 1,
  construction: (v) => v % 4 >= 2,
  advice: (v) => v % 4 >= 2,
  tractor: (v) => v === 5 || v === 6,
};

const norm = (v: number) => ((Math.floor(v) % 8) + 8) % 8;

/** Product / service illustration, 3:2 (viewBox 1200 × 800, sliced to fit other sizes). */
export function renderArt(spec: ArtSpec, width = 1200, height = 800): string {
  const v = norm(spec.variant);
  const draw = SCENES[spec.scene];
  if (!draw) throw new Error(`Unknown scene: ${String(spec.scene)}`);
  const doc = new Doc('s');
  let body = draw(doc, palette(v), v, rng(hash(spec.scene) ^ (v * 7919)));
  if (MIRRORED[spec.scene]?.(v)) body = g(body, { transform: `translate(${W} 0) scale(-1 1)` });
  return doc.svg(body, W, H, width, height);
}

/* ------------------------------------------------------------------ heroes */

/** Gradient veil that keeps the left side calm for white headline text. */
function veil(doc: Doc, Wv: number, Hv: number, tone: string, strength: number): string {
  const o: string[] = [];
  if (Wv / Hv >= 1.2) {
    const stops: Stop[] = [
      [0, tone, strength],
      [0.38, tone, strength * 0.7],
      [0.62, tone, 0],
    ];
    o.push(rect(0, 0, Wv, Hv, doc.linear(stops, 0, 0, Wv, 0)));
  } else {
    // Narrow (mobile) banners: text spans the full width, so darken the
    // top and bottom bands a little and leave the subject in the middle.
    o.push(
      rect(
        0,
        0,
        Wv,
        Hv,
        doc.linear(
          [
            [0, tone, strength * 0.8],
            [0.45, tone, strength * 0.25],
            [1, tone, strength * 0.6],
          ],
          0,
          0,
          0,
          Hv,
        ),
      ),
    );
  }
  o.push(
    rect(
      0,
      Hv * 0.7,
      Wv,
      Hv * 0.3,
      doc.linear(
        [
          [0, tone, 0],
          [1, tone, strength * 0.45],
        ],
        0,
        Hv * 0.7,
        0,
        Hv,
      ),
    ),
  );
  return o.join('');
}

interface Frame {
  doc: Doc;
  Wv: number;
  Hv: number;
  /** Where the subject should be centred. */
  cx: number;
  /** Subject scale relative to the 600-unit-high canvas. */
  s: number;
}

function frame(width: number, height: number, Hv = 600): Frame {
  const Wv = Math.max(200, (Hv * width) / Math.max(1, height));
  const wide = Wv / Hv >= 1.2;
  return {
    doc: new Doc('h'),
    Wv,
    Hv,
    cx: wide ? Wv - Math.min(Wv * 0.36, 560) : Wv * 0.55,
    s: wide ? Math.min(1, Math.max(0.72, Wv / 1600)) : 0.72,
  };
}

function heroGreenhouses(fr: Frame): string {
  const { doc, Wv, Hv, cx, s } = fr;
  const p = palette(2);
  const r = rng(101);
  const horizon = Hv * 0.58;
  const o: string[] = [
    backdrop(doc, p, Wv, Hv, horizon, r, { trees: Math.round(Wv / 120) }).markup,
  ];
  o.push(
    rect(
      0,
      horizon + 50,
      Wv,
      Hv,
      doc.linear(
        [
          [0, p.hills[2]],
          [1, p.ground],
        ],
        0,
        horizon + 50,
        0,
        Hv,
      ),
    ),
  );
  const gs = s * 0.75;
  const layout = greenhouseLayout(p, 1, cx - 500 * gs, Hv * 0.86, gs);
  for (const spec of layout) o.push(greenhouse(doc, p, { ...spec, glow: p.glow }, r));
  if (Wv > 900)
    o.push(
      greenhouse(
        doc,
        p,
        { ...greenhouseLayout(p, 0, cx - 1000 * gs, Hv * 0.8, gs * 0.7)[0], glow: p.glow },
        r,
      ),
    );
  o.push(tree(p, cx + 560 * gs, Hv * 0.84, 1.1 * s, 'eucalyptus'));
  o.push(
    field(
      doc,
      p,
      {
        vp: [cx, horizon],
        yTop: Hv * 0.9,
        yBottom: Hv,
        spacing: 110 * s,
        rows: Math.ceil(Wv / (110 * s)) + 4,
        plants: 2,
        crop: p.crop,
        scale: 0.9 * s,
        x0: -20,
        x1: Wv + 20,
      },
      r,
    ),
  );
  o.push(veil(doc, Wv, Hv, '#1a1330', 0.62));
  return o.join('');
}

function heroMachinery(fr: Frame): string {
  const { doc, Wv, Hv, cx, s } = fr;
  const p = palette(1);
  const r = rng(202);
  const horizon = Hv * 0.5;
  const o: string[] = [
    backdrop(doc, p, Wv, Hv, horizon, r, { trees: Math.round(Wv / 140) }).markup,
  ];
  o.push(furrows(doc, p, [cx - 100, horizon - 140], horizon + 40, Hv, Wv, Math.round(Wv / 45)));
  if (Wv > 900) o.push(house(cx - 520 * s, horizon + 44, 0.6 * s));
  const ts = 0.7 * s;
  o.push(tractor(doc, p, cx + 40 * ts, Hv * 0.9, ts, p.machine, p.machineRim, 'plough'));
  o.push(grass(p, Wv, Hv * 0.95, Math.round(Wv / 60), 0.8, r));
  o.push(veil(doc, Wv, Hv, '#1f1608', 0.66));
  return o.join('');
}

function heroLabs(fr: Frame): string {
  const { doc, Wv, Hv, cx, s } = fr;
  const p = palette(4);
  const r = rng(303);
  const bench = Hv * 0.7;
  const wide = Wv / Hv >= 1.2;
  const room = labRoom(doc, p, Wv, Hv, r, {
    windowX: wide ? cx - 260 * s : Wv * 0.12,
    windowW: wide ? 300 * s : Wv * 0.76,
    shelfX: wide ? cx + 120 * s : undefined,
    shelfW: 300,
    shelfItems: LIQUIDS.slice(0, 4),
    tint: '#2f8a7a',
    lamps: wide ? [cx - 60 * s, cx + 320 * s] : [Wv * 0.5],
    bench,
  });
  const o: string[] = [room.markup];
  const y = bench + 14;
  const k = 0.85 * s;
  o.push(microscope(doc, cx - 60 * k, y, k, '#2f8a3c'));
  o.push(flask(doc, cx + 110 * k, y, k, LIQUIDS[1]));
  o.push(beaker(doc, cx + 200 * k, y, 0.85 * k, LIQUIDS[0]));
  if (wide) {
    o.push(tubeRack(cx - 340 * k, y, k, LIQUIDS.slice(0, 6)));
    o.push(phMeter(doc, cx + 320 * k, y, 0.9 * k, '#2f8a3c', LIQUIDS[2]));
    o.push(balance(doc, cx - 520 * k, y, k, '#2f8a3c'));
  } else {
    o.push(seedlings(p, cx - 290 * k, y, k, 2));
  }
  o.push(veil(doc, Wv, Hv, '#0c2a26', 0.7));
  return o.join('');
}

function heroIrrigation(fr: Frame): string {
  const { doc, Wv, Hv, cx, s } = fr;
  const p = palette(0);
  const r = rng(404);
  const horizon = Hv * 0.46;
  const o: string[] = [
    backdrop(doc, p, Wv, Hv, horizon, r, { trees: Math.round(Wv / 130) }).markup,
  ];
  o.push(
    field(
      doc,
      p,
      {
        vp: [cx, horizon - 60],
        yTop: horizon + 36,
        yBottom: Hv,
        spacing: 100 * s,
        rows: Math.ceil(Wv / (100 * s)) * 2 + 6,
        plants: 8,
        crop: 'lettuce',
        scale: 0.95 * s,
        x0: -20,
        x1: Wv + 20,
        drip: true,
      },
      r,
    ),
  );
  o.push(pivot(cx - 520 * s, Hv * 0.9, cx + 560 * s, horizon + 70, 1.05 * s, 0.5 * s, '#c9ccd2'));
  o.push(veil(doc, Wv, Hv, '#0b2233', 0.68));
  return o.join('');
}

/** Wide hero banner (subject right / centre, calm dark veil on the left). */
export function heroArt(name: HeroName, width: number, height: number): string {
  const fr = frame(width, height);
  const draw = {
    invernaderos: heroGreenhouses,
    maquinarias: heroMachinery,
    laboratorios: heroLabs,
    riegos: heroIrrigation,
  }[name];
  if (!draw) throw new Error(`Unknown hero: ${String(name)}`);
  const body = draw(fr);
  return fr.doc.svg(body, fr.Wv, fr.Hv, width, height, 'xMaxYMid');
}

/* ------------------------------------------------------------------- login */

/** Atmospheric dusk landscape with lit greenhouses; darker at the bottom for form fields. */
export function loginArt(width: number, height: number): string {
  const Hv = 800;
  const Wv = Math.max(300, (Hv * width) / Math.max(1, height));
  const doc = new Doc('l');
  const base: Palette = palette(7);
  const p: Palette = { ...base, clouds: 2 };
  const r = rng(505);
  const horizon = Hv * 0.46;
  const o: string[] = [
    backdrop(doc, p, Wv, Hv, horizon, r, { mountains: true, trees: Math.round(Wv / 110) }).markup,
  ];
  o.push(
    rect(
      0,
      horizon + 40,
      Wv,
      Hv,
      doc.linear(
        [
          [0, p.hills[2]],
          [1, mix(p.ground, '#0d1026', 0.5)],
        ],
        0,
        horizon + 40,
        0,
        Hv,
      ),
    ),
  );
  const s = Math.min(1, Math.max(0.5, Wv / 1300));
  const cx = Wv / 2;
  const gy = horizon + 140 * s + 40;
  const layout = greenhouseLayout(p, 0, cx - 420 * s, gy, s * 0.9);
  for (const spec of layout)
    o.push(greenhouse(doc, p, { ...spec, glow: p.glow, coverOpacity: 0.9 }, r));
  // Mist bands.
  for (let i = 0; i < 3; i++) {
    const y = horizon + 10 + i * 40;
    o.push(
      path(
        poly([
          [-20, y],
          [Wv + 20, y - 20],
          [Wv + 20, y + 14],
          [-20, y + 24],
        ]),
        '#e9d8f0',
        { 'fill-opacity': f(0.1 - i * 0.025) },
      ),
    );
  }
  o.push(
    field(
      doc,
      p,
      {
        vp: [cx, horizon - 40],
        yTop: gy + 40,
        yBottom: Hv,
        spacing: 120,
        rows: Math.ceil(Wv / 120) * 2 + 6,
        plants: 6,
        crop: p.crop,
        scale: 1,
        x0: -20,
        x1: Wv + 20,
      },
      r,
    ),
  );
  // Darken the bottom half where the form sits.
  o.push(
    rect(
      0,
      Hv * 0.45,
      Wv,
      Hv * 0.55,
      doc.linear(
        [
          [0, '#0b0d20', 0],
          [0.5, '#0b0d20', 0.55],
          [1, '#0b0d20', 0.85],
        ],
        0,
        Hv * 0.45,
        0,
        Hv,
      ),
    ),
  );
  return doc.svg(g(o), Wv, Hv, width, height, 'xMidYMax');
}
