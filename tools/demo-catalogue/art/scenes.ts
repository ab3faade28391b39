/**
 * The nine product / service scenes, composed on a 1200 × 800 canvas.
 */
import {
  board,
  canopy,
  HAIRS,
  ladder,
  person,
  type PersonSpec,
  seatedBack,
  SKINS,
  wheelbarrow,
} from './figures';
import { greenhouse, type GreenhouseSpec } from './greenhouse';
import {
  auger,
  balance,
  beaker,
  flask,
  labRoom,
  LIQUIDS,
  microscope,
  phMeter,
  sampleBag,
  seedlings,
  sieve,
  soilJar,
  soilPoster,
  soilTray,
  tubeRack,
} from './lab';
import { backdrop, field, furrows, grass, house, plant, shadow, tree } from './landscape';
import {
  filters,
  type Implement,
  pipeStack,
  pivot,
  pump,
  sprinkler,
  tank,
  tractor,
  valve,
} from './machines';
import type { Palette } from './palette';
import { circle, Doc, ellipse, f, g, light, line, mix, path, poly, type Rand, rect } from './svg';

export const W = 1200;
export const H = 800;

export type SceneFn = (doc: Doc, p: Palette, v: number, r: Rand) => string;

/* ------------------------------------------------------------ greenhouse */

export function greenhouseLayout(
  p: Palette,
  v: number,
  x: number,
  y: number,
  s: number,
): GreenhouseSpec[] {
  const base = {
    cover: p.film,
    coverOpacity: 0.82,
    covered: 1,
    frame: '#b9c2cc',
    crop: p.crop,
    door: true,
    glow: p.glow && v % 2 === 1 ? p.glow : null,
  };
  switch (v % 4) {
    case 0:
      // Row of three tunnels.
      return [0, 1, 2].map((i) => ({
        ...base,
        x: x + i * 215 * s,
        y,
        spans: 1,
        spanW: 190 * s,
        wallH: 0,
        rise: 150 * s,
        depth: [330 * s, -120 * s],
        style: 'tunnel' as const,
        sideVent: true,
        rowsPerSpan: 2,
      }));
    case 1:
      // Gutter-connected multi-span with ridge vents.
      return [
        {
          ...base,
          x,
          y,
          spans: 4,
          spanW: 165 * s,
          wallH: 120 * s,
          rise: 70 * s,
          depth: [300 * s, -110 * s],
          style: 'gothic',
          ridgeVents: true,
          sideVent: true,
          rowsPerSpan: 2,
        },
      ];
    case 2:
      // One tall tunnel and a wider chapel-type house.
      return [
        {
          ...base,
          x: x + 10 * s,
          y,
          spans: 1,
          spanW: 220 * s,
          wallH: 40 * s,
          rise: 150 * s,
          depth: [300 * s, -115 * s],
          style: 'tunnel',
          sideVent: true,
          rowsPerSpan: 3,
        },
        {
          ...base,
          x: x + 260 * s,
          y,
          spans: 2,
          spanW: 200 * s,
          wallH: 100 * s,
          rise: 80 * s,
          depth: [300 * s, -115 * s],
          style: 'tunnel',
          ridgeVents: true,
          sideVent: true,
          rowsPerSpan: 2,
        },
      ];
    default:
      // Flat-roofed insect-net house.
      return [
        {
          ...base,
          x,
          y,
          spans: 3,
          spanW: 210 * s,
          wallH: 165 * s,
          rise: 16 * s,
          depth: [320 * s, -115 * s],
          style: 'flat',
          cover: v % 8 === 7 ? '#5b6b63' : '#eef3f1',
          coverOpacity: 0.62,
          frame: '#9aa4ad',
          rowsPerSpan: 3,
        },
      ];
  }
}

const greenhouseScene: SceneFn = (doc, p, v, r) => {
  const horizon = 420;
  const o: string[] = [];
  const bd = backdrop(doc, p, W, H, horizon, r);
  o.push(bd.markup);
  o.push(
    rect(
      0,
      horizon + 60,
      W,
      H,
      doc.linear(
        [
          [0, p.hills[2]],
          [1, p.ground],
        ],
        0,
        horizon + 60,
        0,
        H,
      ),
    ),
  );
  if (v % 3 === 1) o.push(house(1080, horizon + 70, 0.8));
  o.push(tree(p, 70, 600, 1.3, 'eucalyptus'));
  o.push(tree(p, 1130, 560, 1.1, 'round'));
  for (const spec of greenhouseLayout(p, v, 110, 650, 1)) o.push(greenhouse(doc, p, spec, r));
  // Foreground beds in perspective.
  o.push(
    field(
      doc,
      p,
      {
        vp: [600, 420],
        yTop: 700,
        yBottom: 800,
        spacing: 150,
        rows: 12,
        plants: 3,
        crop: p.crop,
        scale: 1.1,
        x0: -20,
        x1: W + 20,
      },
      r,
    ),
  );
  o.push(grass(p, W, 690, 26, 1.1, r));
  return o.join('');
};

/* ---------------------------------------------------------------- tractor */

const IMPLEMENTS: Implement[] = [
  'plough',
  'sprayer',
  'trailer',
  'harrow',
  'seeder',
  'trailer',
  'plough',
  'sprayer',
];

const tractorScene: SceneFn = (doc, p, v, r) => {
  const horizon = 400;
  const o: string[] = [];
  const bd = backdrop(doc, p, W, H, horizon, r);
  o.push(bd.markup);
  if (v % 2 === 0) o.push(house(180 + (v % 3) * 300, horizon + 52, 0.7));
  const impl = IMPLEMENTS[v % 8];
  if (impl === 'sprayer' || impl === 'trailer') {
    o.push(
      field(
        doc,
        p,
        {
          vp: [600, horizon - 120],
          yTop: horizon + 40,
          yBottom: H,
          spacing: 120,
          rows: 24,
          plants: 10,
          crop: p.crop,
          scale: 1,
          x0: -20,
          x1: W + 20,
        },
        r,
      ),
    );
  } else {
    o.push(furrows(doc, p, [600, horizon - 120], horizon + 40, H, W, 30));
  }
  o.push(ellipse(700, 720, 560, 50, p.shadow, { 'fill-opacity': 0.08 }));
  const body = p.machine;
  const x = impl === 'trailer' || impl === 'sprayer' ? 820 : 760;
  o.push(tractor(doc, p, x, 712, 1, body, p.machineRim, impl));
  o.push(grass(p, W, 770, 20, 1.2, r));
  return o.join('');
};

/* -------------------------------------------------------------------- lab */

const labScene: SceneFn = (doc, p, v, r) => {
  const o: string[] = [];
  const bench = 610;
  const liquids = [0, 1, 2, 3, 4, 5].map((i) => LIQUIDS[(i + v) % LIQUIDS.length]);
  const winLeft = v % 2 === 0;
  const room = labRoom(doc, p, W, H, r, {
    windowX: winLeft ? 90 : 740,
    windowW: 370,
    shelfX: winLeft ? 800 : 90,
    shelfW: 320,
    shelfItems: [liquids[0], liquids[1], liquids[2], liquids[3], liquids[4]],
    lamps: winLeft ? [640, 1000] : [200, 560],
    bench,
  });
  o.push(room.markup);
  const accent = p.machine;
  const y = bench + 16;
  const k = 1.18;
  const items = [
    (x: number) => seedlings(p, x - 90 * k, y, k, 4),
    (x: number) =>
      tubeRack(x - 90 * k, y, k, [
        liquids[0],
        liquids[1],
        liquids[2],
        liquids[3],
        liquids[4],
        liquids[5],
      ]),
    (x: number) =>
      flask(doc, x - 36 * k, y, 1.05 * k, liquids[2]) +
      beaker(doc, x + 66 * k, y, 0.9 * k, liquids[4]),
    (x: number) => microscope(doc, x, y, 1.05 * k, accent),
    (x: number) => phMeter(doc, x - 70 * k, y, 0.95 * k, accent, liquids[1]),
    (x: number) => balance(doc, x, y, k, accent),
  ];
  const order = [0, 1, 2, 3, 4, 5];
  // Rotate which items appear and in what order.
  const pickN = 4;
  const start = v % 6;
  const chosen = Array.from(
    { length: pickN },
    (_, i) => order[(start + i * (v % 2 === 0 ? 1 : 2)) % 6],
  );
  const uniq = [...new Set(chosen)];
  while (uniq.length < pickN) uniq.push(order.find((k) => !uniq.includes(k))!);
  const slots = [170, 450, 750, 1030];
  uniq.forEach((n, i) => o.push(items[n](slots[i])));
  o.push(rect(0, bench + 22, W, 8, '#000000', { 'fill-opacity': 0.04 }));
  return o.join('');
};

/* --------------------------------------------------------------- soil lab */

const soilLabScene: SceneFn = (doc, p, v, r) => {
  const o: string[] = [];
  const bench = 600;
  const left = v % 2 === 0;
  const room = labRoom(doc, p, W, H, r, {
    windowX: left ? 760 : 120,
    windowW: 330,
    lamps: left ? [520] : [760],
    bench,
    tint: '#d9b48a',
  });
  o.push(room.markup);
  o.push(soilPoster(left ? 110 : 840, 110, 230, 280, p));
  // Wall shelf with jars of soil.
  const sx = left ? 400 : 500;
  o.push(rect(sx, 300, 260, 10, '#d9dde3', { rx: 2 }));
  for (let i = 0; i < 4; i++) o.push(soilJar(sx + 35 + i * 62, 300, 0.45, p, i + v));
  const y = bench + 16;
  o.push(auger(left ? 60 : 1140, H - 10, 1.2, left ? -8 : 8));
  const extracts = ['#f2c94c', '#e0a33a', '#c98a2e', '#f7e3a1', '#b86b2a'];
  const groups = [
    (x: number) =>
      soilJar(x - 70, y, 1.1, p, v) +
      soilJar(x + 8, y, 1.1, p, v + 1) +
      soilJar(x + 86, y, 1.1, p, v + 2),
    (x: number) => soilTray(x, y, 1.15, p),
    (x: number) =>
      sampleBag(x - 44, y, 1.15, p.machine, p.soil) +
      sampleBag(x + 46, y, 1, '#2f8fd1', p.soilDark),
    (x: number) => tubeRack(x - 90, y, 1.15, extracts),
    (x: number) => microscope(doc, x, y, 1.1, '#2f8fd1'),
    (x: number) => sieve(x, y, 1.15, p),
  ];
  const sets = [
    [0, 3, 4, 2],
    [2, 1, 3, 4],
    [0, 5, 3, 2],
    [4, 0, 1, 3],
  ];
  const set = sets[v % 4];
  const slots = [210, 480, 770, 1010];
  set.forEach((k, i) => o.push(groups[k](slots[i])));
  return o.join('');
};

/* ------------------------------------------------------------- irrigation */

const irrigationScene: SceneFn = (doc, p, v, r) => {
  const horizon = 380;
  const o: string[] = [];
  o.push(backdrop(doc, p, W, H, horizon, r).markup);
  const mode = v % 3; // 0 drip, 1 sprinklers, 2 pivot
  o.push(
    field(
      doc,
      p,
      {
        vp: [560 + (v % 4) * 40, horizon - 90],
        yTop: horizon + 40,
        yBottom: H,
        spacing: 130,
        rows: 26,
        plants: mode === 0 ? 10 : 8,
        crop: p.crop,
        scale: 1.15,
        x0: -20,
        x1: W + 20,
        drip: mode === 0,
        mulch: p.crop === 'strawberry' ? '#2f3036' : undefined,
      },
      r,
    ),
  );
  if (mode === 1) {
    const spots: [number, number, number][] = [
      [300, 480, 0.6],
      [860, 490, 0.62],
      [580, 560, 0.85],
      [160, 650, 1.15],
      [1000, 660, 1.2],
    ];
    spots.forEach(([x, y, s], i) => o.push(sprinkler(x, y, s, i % 2 === 0 ? 1 : -1, 200)));
  } else if (mode === 2) {
    o.push(pivot(-40, 700, 1180, 470, 1.5, 0.7, '#c9ccd2'));
  }
  // Header pipe with valves along the bottom.
  o.push(rect(-10, 752, W + 20, 20, '#e9ecef', { rx: 10 }));
  o.push(rect(-10, 752, W + 20, 6, '#ffffff', { rx: 3 }));
  o.push(rect(-10, 768, W + 20, 4, '#9aa1ad'));
  o.push(valve(300, 762, 1.2));
  o.push(valve(880, 762, 1.2));
  o.push(grass(p, W, 770, 18, 1.1, r));
  return o.join('');
};

/* ----------------------------------------------------------- construction */

function crew(v: number, i: number, pose: PersonSpec['pose'], hatColor: string): PersonSpec {
  const shirts = ['#2f6fd1', '#f07a1a', '#3f9a3c', '#d7332f', '#6a5fa8', '#2fa4a8'];
  return {
    skin: SKINS[(v + i) % SKINS.length],
    hair: HAIRS[(v + i) % HAIRS.length],
    shirt: shirts[(v + i * 2) % shirts.length],
    pants: ['#2d3a55', '#3a3c44', '#4a5a7a'][(v + i) % 3],
    hat: 'helmet',
    hatColor,
    pose,
    vest: i % 2 === 0 ? '#f2b824' : undefined,
  };
}

const constructionScene: SceneFn = (doc, p, v, r) => {
  const horizon = 420;
  const o: string[] = [];
  o.push(backdrop(doc, p, W, H, horizon, r).markup);
  o.push(
    rect(
      0,
      horizon + 70,
      W,
      H,
      doc.linear(
        [
          [0, mix(p.soil, p.hills[2], 0.5)],
          [1, mix(p.soil, p.ground, 0.3)],
        ],
        0,
        horizon + 70,
        0,
        H,
      ),
    ),
  );
  const multi = v % 2 === 1;
  const spec: GreenhouseSpec = {
    x: 160,
    y: 640,
    spans: multi ? 3 : 2,
    spanW: multi ? 190 : 230,
    wallH: multi ? 120 : 50,
    rise: multi ? 70 : 140,
    depth: [360, -130],
    style: multi ? 'gothic' : 'tunnel',
    cover: p.film,
    coverOpacity: 0.85,
    covered: [0.35, 0.5, 0, 0.25][v % 4],
    frame: '#7f8a96',
    door: true,
    sideVent: false,
  };
  o.push(greenhouse(doc, p, spec, r));
  // Film roll, pipe stack, wheelbarrow.
  o.push(pipeStack(860, 740, 1.1, '#c9ccd2', 3));
  o.push(ellipse(140, 742, 70, 8, '#000000', { 'fill-opacity': 0.16 }));
  o.push(rect(60, 690, 150, 48, light(p.film, 0.2), { rx: 24 }));
  o.push(ellipse(206, 714, 14, 24, '#d9dee4'));
  o.push(ellipse(206, 714, 6, 11, '#9aa1ad'));
  o.push(line(80, 700, 190, 700, '#ffffff', 4, { 'stroke-opacity': 0.8 }));
  o.push(wheelbarrow(620, 770, 1, '#2f8a3c', p.soil));
  // Crew: on the ladder at the gable, carrying a pipe, supervising.
  o.push(person(186, 548, 0.95, crew(v, 0, 'reach', '#f2b824')));
  o.push(ladder(150, 640, 190, 1));
  o.push(person(470, 760, 1.1, crew(v, 1, 'carry', '#ffffff')));
  o.push(person(1060, 770, 1.15, crew(v, 2, v % 2 ? 'tablet' : 'point', '#f07a1a'), true));
  o.push(grass(p, W, 775, 14, 1, r));
  return o.join('');
};

/* ----------------------------------------------------------- installation */

const installationScene: SceneFn = (doc, p, v, r) => {
  const horizon = 360;
  const o: string[] = [];
  o.push(backdrop(doc, p, W, H, horizon, r).markup);
  o.push(
    field(
      doc,
      p,
      {
        vp: [700, horizon - 80],
        yTop: horizon + 40,
        yBottom: H,
        spacing: 120,
        rows: 26,
        plants: 6,
        crop: p.crop,
        scale: 1,
        x0: -20,
        x1: W + 20,
        drip: true,
      },
      r,
    ),
  );
  // Cleared work area in the foreground.
  o.push(
    path(
      `M-20 560Q600 520 1220 580L1220 820L-20 820Z`,
      doc.linear(
        [
          [0, mix(p.ground, p.soil, 0.35)],
          [1, mix(p.ground, p.soil, 0.55)],
        ],
        0,
        540,
        0,
        800,
      ),
    ),
  );
  // Trench towards the field with the main line.
  o.push(
    path(
      poly([
        [930, 820],
        [1060, 820],
        [890, 560],
        [860, 560],
      ]),
      p.soilDark,
    ),
  );
  o.push(
    path(
      poly([
        [960, 820],
        [990, 820],
        [878, 560],
        [872, 560],
      ]),
      '#2f6fd1',
    ),
  );
  o.push(
    path(
      poly([
        [1060, 820],
        [1100, 820],
        [900, 560],
        [890, 560],
      ]),
      p.soil,
    ),
  );
  const tankColor = ['#3f9a5c', '#2f6fd1', '#3f9a5c', '#6c7280'][v % 4];
  o.push(tank(doc, 160, 650, 1, tankColor));
  // Suction line tank → pump.
  o.push(rect(250, 664, 230, 22, '#e9ecef', { rx: 6 }));
  o.push(rect(250, 664, 230, 6, '#ffffff', { rx: 3 }));
  const pumpColor = ['#2f6fd1', '#2fa4a8', '#d7332f', '#2f6fd1'][v % 4];
  o.push(pump(doc, 560, 720, 0.95, pumpColor));
  // Discharge line pump → filters → trench.
  o.push(rect(650, 492, 26, 20, '#c9ccd2'));
  o.push(rect(650, 496, 210, 20, '#e9ecef', { rx: 6 }));
  o.push(rect(840, 496, 22, 200, '#e9ecef', { rx: 6 }));
  o.push(valve(760, 506, 1.1));
  o.push(filters(doc, 740, 730, 0.8, v % 2 ? '#d7332f' : '#2f6fd1', 3));
  o.push(pipeStack(60, 780, 0.9, '#2f6fd1', 2));
  o.push(
    person(
      1010,
      760,
      1.1,
      { ...crew(v, 3, 'kneel', '#ffffff'), hat: 'cap', hatColor: p.machine },
      true,
    ),
  );
  o.push(
    person(380, 770, 1.05, {
      ...crew(v, 4, 'stand', '#f2b824'),
      hat: 'sombrero',
      hatColor: '#d9c29a',
      vest: undefined,
    }),
  );
  o.push(grass(p, W, 780, 12, 1, r));
  return o.join('');
};

/* ----------------------------------------------------------------- course */

function attendee(v: number, i: number): PersonSpec {
  const k = v * 3 + i;
  const woman = k % 3 !== 1;
  const shirts = ['#d7332f', '#2f8a3c', '#6a5fa8', '#f07a1a', '#2f6fd1', '#c2185b', '#8a6a45'];
  return {
    skin: SKINS[k % SKINS.length],
    hair: HAIRS[k % HAIRS.length],
    shirt: shirts[k % shirts.length],
    pants: '#3a3c44',
    hat: woman ? (k % 2 === 0 ? 'bowler' : 'none') : k % 2 === 0 ? 'sombrero' : 'cap',
    hatColor: woman
      ? ['#3a2a20', '#5a4030', '#2a2b30'][k % 3]
      : ['#f2f2f2', '#d9c29a', '#2f6fd1'][k % 3],
    pose: 'stand',
    braids: woman && k % 2 === 0,
  };
}

const courseScene: SceneFn = (doc, p, v, r) => {
  const horizon = 440;
  const o: string[] = [];
  o.push(backdrop(doc, p, W, H, horizon, r).markup);
  o.push(
    rect(
      0,
      horizon + 70,
      W,
      H,
      doc.linear(
        [
          [0, p.hills[2]],
          [1, p.ground],
        ],
        0,
        horizon + 70,
        0,
        H,
      ),
    ),
  );
  // Greenhouse in the background on one side.
  const gx = v % 2 ? 60 : 820;
  o.push(
    greenhouse(
      doc,
      p,
      {
        x: gx,
        y: 540,
        spans: 1,
        spanW: 120,
        wallH: 0,
        rise: 90,
        depth: [200, -60],
        style: 'tunnel',
        cover: p.film,
        coverOpacity: 0.85,
        covered: 1,
        frame: '#b9c2cc',
        crop: p.crop,
        door: true,
        sideVent: true,
        rowsPerSpan: 2,
      },
      r,
    ),
  );
  o.push(tree(p, v % 2 ? 1100 : 90, 560, 1.1, 'round'));
  // Canopy shade.
  o.push(
    path(
      poly([
        [60, 770],
        [1140, 770],
        [1000, 560],
        [200, 560],
      ]),
      p.shadow,
      { 'fill-opacity': 0.12 },
    ),
  );
  const c1 = ['#f2f2f2', '#2f8a3c', '#f2b824', '#2f6fd1'][v % 4];
  const c2 = ['#2f8a3c', '#f2f2f2', '#d7332f', '#f2f2f2'][v % 4];
  // Demonstration table with seedlings.
  const tx = v % 2 ? 860 : 190;
  o.push(rect(tx - 90, 588, 180, 14, '#8a6a45', { rx: 3 }));
  o.push(line(tx - 80, 600, tx - 80, 660, '#6b4a32', 6));
  o.push(line(tx + 80, 600, tx + 80, 660, '#6b4a32', 6));
  o.push(seedlings(p, tx - 86, 588, 0.9, 4));
  const bx = v % 2 ? 420 : 720;
  o.push(board(bx, 650, 0.95, p.machine, p.leaf, v));
  o.push(
    person(
      bx + (v % 2 ? 220 : -230),
      660,
      1.05,
      {
        skin: SKINS[v % 5],
        hair: HAIRS[0],
        shirt: '#ffffff',
        pants: '#2d3a55',
        hat: v % 3 === 0 ? 'cap' : 'none',
        hatColor: p.machine,
        pose: 'point',
        vest: '#2f8a3c',
      },
      v % 2 === 1,
    ),
  );
  o.push(canopy(40, 790, 1120, 700, c1, c2));
  // Audience, two rows seen from behind, on benches.
  o.push(rect(120, 748, 960, 16, '#8a6a45', { rx: 4 }));
  const back = [200, 360, 520, 680, 840, 1000];
  back.forEach((x, i) => o.push(seatedBack(x, 760, 0.95, attendee(v, i))));
  o.push(rect(20, 800, 1160, 20, '#6b4a32'));
  const front = [120, 300, 480, 700, 900, 1080];
  front.forEach((x, i) => o.push(seatedBack(x, 850, 1.3, attendee(v + 1, i + 2))));
  return o.join('');
};

/* ----------------------------------------------------------------- advice */

function drone(x: number, y: number, s: number, c: string): string {
  const o: string[] = [];
  o.push(line(-40, 0, 40, 0, '#3a3c44', 5));
  o.push(rect(-16, -8, 32, 16, c, { rx: 6 }));
  o.push(circle(0, 12, 6, '#2a2b30'));
  for (const dx of [-40, 40]) {
    o.push(line(dx, 0, dx, -8, '#3a3c44', 3));
    o.push(ellipse(dx, -10, 24, 3, '#3a3c44', { 'fill-opacity': 0.6 }));
  }
  return g(o, { transform: `translate(${f(x)} ${f(y)}) scale(${f(s)})` });
}

const adviceScene: SceneFn = (doc, p, v, r) => {
  const horizon = 400;
  const o: string[] = [];
  o.push(backdrop(doc, p, W, H, horizon, r).markup);
  if (v % 2 === 0) {
    o.push(
      greenhouse(
        doc,
        p,
        {
          x: 80,
          y: horizon + 70,
          spans: 2,
          spanW: 110,
          wallH: 40,
          rise: 50,
          depth: [150, -40],
          style: 'tunnel',
          cover: p.film,
          coverOpacity: 0.85,
          covered: 1,
          frame: '#b9c2cc',
          door: true,
          sideVent: true,
        },
        r,
      ),
    );
  } else {
    o.push(house(140, horizon + 66, 0.75));
  }
  o.push(
    field(
      doc,
      p,
      {
        vp: [760, horizon - 60],
        yTop: horizon + 70,
        yBottom: H,
        spacing: 150,
        rows: 18,
        plants: 9,
        crop: p.crop,
        scale: 1.3,
        x0: -20,
        x1: W + 20,
      },
      r,
    ),
  );
  const vest = ['#2f8a3c', '#f07a1a', '#2f6fd1', '#f2b824'][v % 4];
  const agr: PersonSpec = {
    skin: SKINS[(v + 2) % 5],
    hair: HAIRS[v % 3],
    shirt: '#ffffff',
    pants: '#2d3a55',
    hat: 'cap',
    hatColor: vest,
    pose: 'tablet',
    vest,
    braids: v % 3 === 0,
    screen: p.leafLight,
  };
  const farmer: PersonSpec = {
    skin: SKINS[(v + 3) % 5],
    hair: HAIRS[1],
    shirt: ['#d7332f', '#6a5fa8', '#8a6a45', '#2fa4a8'][v % 4],
    pants: v % 2 ? '#5a3d6b' : '#3a3c44',
    hat: v % 2 ? 'bowler' : 'sombrero',
    hatColor: v % 2 ? '#3a2a20' : '#d9c29a',
    pose: 'point',
    skirt: v % 2 === 1,
    braids: v % 2 === 1,
  };
  o.push(shadow(p, 700, 762, 170, 14));
  o.push(person(600, 760, 1.95, agr));
  o.push(person(830, 770, 1.9, farmer, true));
  // Foreground plants overlapping the feet for depth.
  for (let i = 0; i < 6; i++) o.push(plant(p, p.crop, 80 + i * 210 + (i % 2) * 40, 815, 1.7, r));
  if (v % 2 === 1 || v === 4) o.push(drone(980, 180 + (v % 3) * 30, 1.2, p.machine));
  return o.join('');
};

export const SCENES = {
  greenhouse: greenhouseScene,
  tractor: tractorScene,
  lab: labScene,
  irrigation: irrigationScene,
  construction: constructionScene,
  installation: installationScene,
  course: courseScene,
  advice: adviceScene,
  'soil-lab': soilLabScene,
} satisfies Record<string, SceneFn>;
