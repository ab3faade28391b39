/**
 * Laboratory interior and bench equipment. Items stand on the bench top at
 * local y = 0 and are placed with translate/scale.
 */
import { backdrop } from './landscape';
import type { Palette } from './palette';
import {
  circle,
  dark,
  Doc,
  ellipse,
  f,
  g,
  light,
  line,
  mix,
  path,
  poly,
  type Rand,
  rect,
} from './svg';

const place = (x: number, y: number, s: number) => `translate(${f(x)} ${f(y)}) scale(${f(s)})`;
const glassStroke = { stroke: '#ffffff', 'stroke-width': 3, 'stroke-opacity': 0.9 };

export const LIQUIDS = [
  '#3fb6e8',
  '#8fd14f',
  '#f2b824',
  '#e8577a',
  '#9b6ad6',
  '#2fc4a8',
  '#f07a1a',
];

export function microscope(doc: Doc, x: number, y: number, s: number, accent: string): string {
  const o: string[] = [];
  const body = doc.linear(
    [
      [0, '#ffffff'],
      [1, '#d3d9e1'],
    ],
    -60,
    0,
    40,
    0,
  );
  const darkPart = '#3a3c44';
  o.push(ellipse(6, 4, 96, 10, '#000000', { 'fill-opacity': 0.16 }));
  // Base.
  o.push(path('M-74 0L-66 -24Q-64 -30 -56 -30L70 -30Q78 -30 80 -24L86 0Z', body));
  o.push(rect(-74, -6, 160, 6, '#c3c9d3'));
  // Arm: a curved C rising from the back of the base.
  o.push(path('M-52 -30L-48 -118Q-46 -186 8 -206L22 -184Q-18 -168 -20 -118L-18 -30Z', body));
  o.push(path('M-52 -30L-48 -118Q-46 -186 8 -206L10 -198Q-36 -180 -38 -118L-38 -30Z', '#c3c9d3'));
  // Illuminator and stage.
  o.push(rect(14, -66, 44, 36, '#d3d9e1', { rx: 6 }));
  o.push(circle(36, -62, 9, '#fff3b0'));
  o.push(rect(-24, -100, 118, 12, darkPart, { rx: 3 }));
  o.push(rect(12, -106, 54, 6, '#bfe6ff'));
  o.push(rect(4, -108, 6, 8, '#9aa1ad'));
  o.push(rect(70, -108, 6, 8, '#9aa1ad'));
  // Focus knobs.
  o.push(circle(-34, -96, 19, accent));
  o.push(circle(-34, -96, 9, dark(accent, 0.35)));
  o.push(circle(-38, -100, 4, '#ffffff', { 'fill-opacity': 0.5 }));
  // Head, revolving nosepiece and objectives.
  o.push(path('M-6 -232L72 -232Q84 -232 84 -220L84 -196Q84 -186 72 -186L-6 -186Z', body));
  o.push(rect(-6, -196, 90, 10, '#c3c9d3'));
  o.push(path('M16 -186L68 -186L60 -168L24 -168Z', darkPart));
  o.push(rect(26, -168, 12, 34, '#8a8f9a', { rx: 2 }));
  o.push(rect(26, -150, 12, 4, accent));
  o.push(rect(44, -168, 12, 46, '#6c7280', { rx: 2 }));
  o.push(rect(44, -140, 12, 4, '#f2b824'));
  // Binocular eyepieces tilted towards the user.
  o.push(path('M4 -230L-26 -282L-8 -292L26 -232Z', darkPart));
  o.push(path('M22 -230L0 -286L18 -292L42 -232Z', '#4a4c55'));
  o.push(rect(-34, -300, 26, 14, '#2a2b30', { rx: 3, transform: 'rotate(-30 -21 -293)' }));
  o.push(rect(-6, -304, 26, 14, '#2a2b30', { rx: 3, transform: 'rotate(-22 7 -297)' }));
  o.push(rect(6, -228, 60, 8, accent, { rx: 3 }));
  return g(o, { transform: place(x, y, s) });
}

export function flask(doc: Doc, x: number, y: number, s: number, liquid: string): string {
  const o: string[] = [];
  o.push(ellipse(0, 3, 56, 7, '#000000', { 'fill-opacity': 0.14 }));
  const outline = 'M-14 -150L-14 -96L-56 -12Q-60 0 -46 0L46 0Q60 0 56 -12L14 -96L14 -150Z';
  o.push(path(outline, '#e8f6fb', { 'fill-opacity': 0.55 }));
  const liq = doc.linear(
    [
      [0, light(liquid, 0.2)],
      [1, dark(liquid, 0.15)],
    ],
    0,
    -60,
    0,
    0,
  );
  o.push(path('M-31 -60L31 -60L56 -12Q60 0 46 0L-46 0Q-60 0 -56 -12Z', liq));
  o.push(ellipse(0, -60, 31, 5, light(liquid, 0.35)));
  o.push(circle(-12, -30, 4, '#ffffff', { 'fill-opacity': 0.5 }));
  o.push(circle(8, -44, 2.5, '#ffffff', { 'fill-opacity': 0.5 }));
  o.push(path(outline, 'none', glassStroke));
  o.push(rect(-17, -158, 34, 10, '#dfe5ec', { rx: 3 }));
  o.push(line(-30, -70, -44, -20, '#ffffff', 5, { 'stroke-opacity': 0.6 }));
  return g(o, { transform: place(x, y, s) });
}

export function beaker(
  doc: Doc,
  x: number,
  y: number,
  s: number,
  liquid: string,
  level = 0.55,
): string {
  const o: string[] = [];
  o.push(ellipse(0, 3, 46, 6, '#000000', { 'fill-opacity': 0.14 }));
  o.push(
    path('M-40 -110L-38 -6Q-38 0 -32 0L32 0Q38 0 38 -6L40 -110Z', '#e8f6fb', {
      'fill-opacity': 0.5,
    }),
  );
  const top = -110 * level;
  o.push(
    path(
      `M-39 ${f(top)}L-38 -6Q-38 0 -32 0L32 0Q38 0 38 -6L39 ${f(top)}Z`,
      doc.linear(
        [
          [0, light(liquid, 0.15)],
          [1, dark(liquid, 0.15)],
        ],
        0,
        top,
        0,
        0,
      ),
    ),
  );
  o.push(ellipse(0, top, 39, 4, light(liquid, 0.35)));
  for (let i = 1; i < 5; i++)
    o.push(line(-30, -i * 20, -18, -i * 20, '#ffffff', 2, { 'stroke-opacity': 0.9 }));
  o.push(path('M-40 -110L-38 -6Q-38 0 -32 0L32 0Q38 0 38 -6L40 -110L46 -116', 'none', glassStroke));
  o.push(line(26, -100, 26, -20, '#ffffff', 5, { 'stroke-opacity': 0.45 }));
  return g(o, { transform: place(x, y, s) });
}

export function tubeRack(x: number, y: number, s: number, colors: string[]): string {
  const o: string[] = [];
  const n = colors.length;
  const w = n * 30 + 20;
  o.push(ellipse(w / 2 - 10, 3, w * 0.6, 6, '#000000', { 'fill-opacity': 0.14 }));
  o.push(rect(-10, -16, w, 16, '#f2f4f7', { rx: 4 }));
  for (let i = 0; i < n; i++) {
    const cx = 10 + i * 30;
    const hgt = 120;
    const lv = 40 + ((i * 37) % 50);
    o.push(rect(cx - 10, -hgt, 20, hgt - 6, '#e8f6fb', { rx: 10, 'fill-opacity': 0.6 }));
    o.push(rect(cx - 10, -lv - 6, 20, lv, colors[i], { rx: 9 }));
    o.push(rect(cx - 10, -lv - 6, 20, 6, light(colors[i], 0.35), { rx: 3 }));
    o.push(
      rect(cx - 10, -hgt, 20, hgt - 6, 'none', { rx: 10, stroke: '#ffffff', 'stroke-width': 2.5 }),
    );
    o.push(rect(cx - 12, -hgt - 8, 24, 12, i % 2 ? '#2f6fd1' : '#e8412c', { rx: 3 }));
    o.push(line(cx - 4, -hgt + 10, cx - 4, -lv - 14, '#ffffff', 3, { 'stroke-opacity': 0.7 }));
  }
  o.push(rect(-16, -82, w + 12, 14, '#dfe3ea', { rx: 4 }));
  o.push(rect(-16, -82, w + 12, 4, '#ffffff', { rx: 2 }));
  return g(o, { transform: place(x, y, s) });
}

export function phMeter(
  doc: Doc,
  x: number,
  y: number,
  s: number,
  accent: string,
  liquid: string,
): string {
  const o: string[] = [];
  o.push(ellipse(40, 3, 120, 8, '#000000', { 'fill-opacity': 0.14 }));
  o.push(
    path(
      'M-60 0L-52 -104Q-50 -116 -38 -116L54 -116Q66 -116 68 -104L76 0Z',
      doc.linear(
        [
          [0, '#fbfcfd'],
          [1, '#d6dbe2'],
        ],
        0,
        -116,
        0,
        0,
      ),
    ),
  );
  o.push(rect(-38, -100, 90, 48, '#1c2a36', { rx: 6 }));
  // Display segments (no text).
  o.push(rect(-28, -90, 14, 28, '#7dffb0', { rx: 2, 'fill-opacity': 0.9 }));
  o.push(rect(-8, -90, 14, 28, '#7dffb0', { rx: 2, 'fill-opacity': 0.9 }));
  o.push(circle(12, -64, 2.5, '#7dffb0'));
  o.push(rect(18, -90, 14, 28, '#7dffb0', { rx: 2, 'fill-opacity': 0.9 }));
  o.push(rect(-28, -84, 14, 4, '#1c2a36'));
  o.push(rect(18, -76, 14, 4, '#1c2a36'));
  o.push(rect(36, -92, 10, 6, accent, { rx: 2 }));
  for (let i = 0; i < 3; i++)
    o.push(rect(-34 + i * 32, -40, 24, 14, i === 1 ? accent : '#c3c9d3', { rx: 4 }));
  // Probe arm into a beaker.
  o.push(rect(110, -230, 8, 230, '#9aa1ad', { rx: 3 }));
  o.push(rect(96, -8, 40, 8, '#5d626d', { rx: 3 }));
  o.push(rect(112, -200, 84, 10, '#5d626d', { rx: 3 }));
  o.push(
    path('M60 -70Q90 -60 100 -140Q106 -196 150 -196', 'none', {
      stroke: '#2a2b30',
      'stroke-width': 4,
    }),
  );
  o.push(rect(172, -196, 10, 150, '#2a2b30', { rx: 4 }));
  o.push(rect(173, -60, 8, 16, '#bfe6ff'));
  o.push(beaker(doc, 176, 0, 0.8, liquid, 0.6));
  return g(o, { transform: place(x, y, s) });
}

export function balance(doc: Doc, x: number, y: number, s: number, accent: string): string {
  const o: string[] = [];
  o.push(ellipse(0, 3, 100, 8, '#000000', { 'fill-opacity': 0.14 }));
  o.push(
    rect(
      -90,
      -40,
      180,
      40,
      doc.linear(
        [
          [0, '#fbfcfd'],
          [1, '#cfd5dd'],
        ],
        0,
        -40,
        0,
        0,
      ),
      { rx: 8 },
    ),
  );
  o.push(rect(-70, -32, 60, 20, '#1c2a36', { rx: 4 }));
  o.push(rect(-62, -27, 44, 10, '#7dffb0', { rx: 2, 'fill-opacity': 0.85 }));
  o.push(circle(30, -22, 7, accent));
  o.push(circle(54, -22, 7, '#c3c9d3'));
  o.push(path('M-84 -40L-76 -176L76 -176L84 -40Z', '#dff2fb', { 'fill-opacity': 0.35 }));
  o.push(
    path('M-84 -40L-76 -176L76 -176L84 -40Z', 'none', { stroke: '#ffffff', 'stroke-width': 4 }),
  );
  o.push(rect(-80, -186, 160, 12, '#e3e7ec', { rx: 4 }));
  o.push(line(-10, -40, -10, -160, '#ffffff', 2.5));
  o.push(rect(-34, -58, 68, 6, '#9aa1ad', { rx: 2 }));
  o.push(ellipse(0, -62, 18, 5, '#f2f2f2'));
  o.push(path('M-60 -170L-40 -170L-70 -50L-80 -50Z', '#ffffff', { 'fill-opacity': 0.3 }));
  return g(o, { transform: place(x, y, s) });
}

export function seedlings(p: Palette, x: number, y: number, s: number, n = 4): string {
  const o: string[] = [];
  o.push(ellipse(n * 20, 3, n * 24, 6, '#000000', { 'fill-opacity': 0.14 }));
  for (let i = 0; i < n; i++) {
    const cx = 20 + i * 40;
    o.push(
      path(
        `M${cx - 16} -34L${cx + 16} -34L${cx + 12} 0L${cx - 12} 0Z`,
        i % 2 ? '#c9663d' : '#b85a34',
      ),
    );
    o.push(rect(cx - 18, -38, 36, 8, i % 2 ? '#d97a4f' : '#c9663d', { rx: 2 }));
    o.push(ellipse(cx, -38, 15, 3, p.soilDark));
    o.push(line(cx, -38, cx, -66 - (i % 2) * 10, p.leafDark, 3));
    o.push(
      ellipse(cx - 10, -62 - (i % 2) * 10, 11, 5, p.leaf, {
        transform: `rotate(-30 ${cx - 10} ${-62 - (i % 2) * 10})`,
      }),
    );
    o.push(
      ellipse(cx + 10, -68 - (i % 2) * 10, 11, 5, p.leafLight, {
        transform: `rotate(30 ${cx + 10} ${-68 - (i % 2) * 10})`,
      }),
    );
  }
  return g(o, { transform: place(x, y, s) });
}

/** Tall jar of settled soil showing sand / silt / clay layers. */
export function soilJar(x: number, y: number, s: number, p: Palette, k: number): string {
  const o: string[] = [];
  const layers = [
    mix(p.soilDark, '#3a2a20', 0.3),
    p.soil,
    mix(p.soil, '#d9c29a', 0.5),
    mix('#c9a86a', p.soil, 0.2 + (k % 3) * 0.1),
  ];
  o.push(ellipse(0, 3, 36, 5, '#000000', { 'fill-opacity': 0.14 }));
  o.push(rect(-30, -140, 60, 140, '#e8f6fb', { rx: 8, 'fill-opacity': 0.5 }));
  let yy = 0;
  const hs = [24 + (k % 2) * 8, 22, 18 + (k % 3) * 6, 14];
  layers.forEach((c, i) => {
    o.push(rect(-29, yy - hs[i], 58, hs[i], c, { rx: i === 0 ? 7 : 0 }));
    yy -= hs[i];
  });
  o.push(rect(-29, yy - 30, 58, 30, mix('#c9a86a', '#e8f6fb', 0.6), { 'fill-opacity': 0.7 }));
  o.push(rect(-30, -140, 60, 140, 'none', { rx: 8, stroke: '#ffffff', 'stroke-width': 3 }));
  o.push(rect(-34, -154, 68, 18, k % 2 ? '#2f6fd1' : '#3a3c44', { rx: 5 }));
  o.push(rect(-18, -84, 36, 22, '#ffffff', { rx: 3, 'fill-opacity': 0.85 }));
  o.push(rect(-12, -77, 24, 3, '#9aa1ad'));
  o.push(rect(-12, -70, 16, 3, '#9aa1ad'));
  o.push(line(18, -130, 18, -20, '#ffffff', 4, { 'stroke-opacity': 0.5 }));
  return g(o, { transform: place(x, y, s) });
}

/** Kraft paper sample bag with folded top and a coloured tag. */
export function sampleBag(x: number, y: number, s: number, tag: string, soil: string): string {
  const o: string[] = [];
  o.push(ellipse(0, 3, 40, 5, '#000000', { 'fill-opacity': 0.14 }));
  o.push(path('M-34 0L-30 -92L30 -92L34 0Z', '#d6b98a'));
  o.push(path('M-30 -92L30 -92L26 -110L-26 -110Z', '#c6a574'));
  o.push(path('M-34 0L-30 -92L-16 -92L-18 0Z', '#c6a574'));
  o.push(ellipse(0, -110, 24, 6, soil));
  o.push(rect(-16, -60, 32, 22, '#ffffff', { rx: 2 }));
  o.push(rect(-16, -60, 32, 6, tag, { rx: 2 }));
  o.push(rect(-10, -48, 20, 3, '#9aa1ad'));
  return g(o, { transform: place(x, y, s) });
}

/** Shallow tray with three soil samples drying. */
export function soilTray(x: number, y: number, s: number, p: Palette): string {
  const o: string[] = [];
  o.push(ellipse(0, 3, 110, 7, '#000000', { 'fill-opacity': 0.14 }));
  o.push(path('M-100 -26L100 -26L92 0L-92 0Z', '#e3e7ec'));
  const soils = [p.soilDark, p.soil, mix(p.soil, '#c9a86a', 0.5)];
  soils.forEach((c, i) => {
    const cx = -62 + i * 62;
    o.push(ellipse(cx, -28, 26, 10, c));
    o.push(ellipse(cx - 6, -32, 10, 4, light(c, 0.2)));
  });
  o.push(path('M-100 -26L100 -26L98 -20L-98 -20Z', '#ffffff'));
  return g(o, { transform: place(x, y, s) });
}

export function sieve(x: number, y: number, s: number, p: Palette): string {
  const o: string[] = [];
  o.push(ellipse(0, 3, 64, 8, '#000000', { 'fill-opacity': 0.14 }));
  o.push(rect(-60, -40, 120, 40, '#c9ccd2', { rx: 6 }));
  o.push(rect(-60, -40, 120, 8, '#e3e5e9', { rx: 4 }));
  o.push(ellipse(0, -40, 60, 14, '#5d626d'));
  o.push(ellipse(0, -40, 52, 10, p.soil));
  o.push(ellipse(-10, -42, 18, 4, light(p.soil, 0.2)));
  return g(o, { transform: place(x, y, s) });
}

/** Soil profile poster for the wall: horizons, roots and a plant on top. */
export function soilPoster(x: number, y: number, w: number, h: number, p: Palette): string {
  const o: string[] = [];
  o.push(rect(x - 10, y - 10, w + 20, h + 20, '#ffffff', { rx: 6 }));
  o.push(
    rect(x - 10, y - 10, w + 20, h + 20, 'none', { rx: 6, stroke: '#c9ccd2', 'stroke-width': 2 }),
  );
  const bands = [
    mix(p.sky[1], '#ffffff', 0.4),
    mix(p.soilDark, '#2a1f18', 0.3),
    p.soil,
    mix(p.soil, '#c9a86a', 0.45),
    mix('#b8a58a', '#8a8f9a', 0.3),
  ];
  const hs = [0.18, 0.2, 0.22, 0.22, 0.18];
  let yy = y;
  bands.forEach((c, i) => {
    const hh = h * hs[i];
    const wave =
      i === 0
        ? ''
        : `Q${f(x + w * 0.25)} ${f(yy - 6)} ${f(x + w * 0.5)} ${f(yy)}T${f(x + w)} ${f(yy)}`;
    o.push(
      path(
        `M${f(x)} ${f(yy)}${wave || `L${f(x + w)} ${f(yy)}`}L${f(x + w)} ${f(yy + hh + 6)}L${f(x)} ${f(yy + hh + 6)}Z`,
        c,
      ),
    );
    yy += hh;
  });
  // Stones in the lower horizon.
  for (let i = 0; i < 6; i++)
    o.push(ellipse(x + w * (0.12 + i * 0.15), y + h * (0.84 + (i % 2) * 0.07), 8, 5, '#8a8f9a'));
  // Plant and roots.
  const gx = x + w * 0.5;
  const gy = y + h * 0.18;
  o.push(line(gx, gy, gx, gy - h * 0.12, p.leafDark, 3));
  o.push(ellipse(gx - 10, gy - h * 0.1, 10, 5, p.leaf));
  o.push(ellipse(gx + 10, gy - h * 0.13, 10, 5, p.leafLight));
  o.push(
    path(
      `M${f(gx)} ${f(gy)}q-12 ${f(h * 0.2)} -30 ${f(h * 0.3)}M${f(gx)} ${f(gy)}q8 ${f(h * 0.25)} 26 ${f(h * 0.32)}M${f(gx)} ${f(gy)}l0 ${f(h * 0.36)}`,
      'none',
      { stroke: '#e8d7b8', 'stroke-width': 2.5, 'stroke-linecap': 'round' },
    ),
  );
  // Horizon markers on the side.
  for (let i = 1; i < 5; i++)
    o.push(rect(x + w + 4, y + h * (0.18 + (i - 1) * 0.21), 10, 4, '#9aa1ad'));
  return o.join('');
}

/** Soil auger leaning against the bench: T handle, shaft and spiral bit. */
export function auger(x: number, y: number, s: number, angle = -10): string {
  const o: string[] = [];
  o.push(rect(-4, -310, 8, 250, '#9aa1ad', { rx: 3 }));
  o.push(rect(-2, -310, 2, 250, '#ffffff', { 'fill-opacity': 0.5 }));
  o.push(rect(-46, -322, 92, 14, '#d7332f', { rx: 7 }));
  o.push(rect(-46, -322, 22, 14, '#2a2b30', { rx: 7 }));
  o.push(rect(24, -322, 22, 14, '#2a2b30', { rx: 7 }));
  o.push(path('M-12 -64L12 -64L14 -10L0 4L-14 -10Z', '#6c7280'));
  for (let i = 0; i < 4; i++) o.push(line(-13, -56 + i * 13, 13, -50 + i * 13, '#3a3c44', 3));
  return g(o, { transform: `translate(${f(x)} ${f(y)}) scale(${f(s)}) rotate(${f(angle)})` });
}

/** Shelf with bottles and jars. */
function shelf(x: number, y: number, w: number, items: string[]): string {
  const o: string[] = [];
  o.push(rect(x, y, w, 10, '#d9dde3', { rx: 2 }));
  o.push(rect(x, y + 10, w, 5, '#000000', { 'fill-opacity': 0.08 }));
  const n = items.length;
  for (let i = 0; i < n; i++) {
    const cx = x + 26 + ((w - 52) * i) / Math.max(1, n - 1);
    const c = items[i];
    if (i % 3 === 0) {
      o.push(rect(cx - 16, y - 64, 32, 64, c, { rx: 5 }));
      o.push(rect(cx - 9, y - 78, 18, 14, dark(c, 0.3), { rx: 2 }));
      o.push(rect(cx - 12, y - 44, 24, 18, '#ffffff', { 'fill-opacity': 0.85, rx: 2 }));
    } else if (i % 3 === 1) {
      o.push(rect(cx - 20, y - 46, 40, 46, '#e8f6fb', { rx: 6, 'fill-opacity': 0.7 }));
      o.push(rect(cx - 20, y - 28, 40, 28, c, { rx: 6 }));
      o.push(rect(cx - 22, y - 54, 44, 10, '#3a3c44', { rx: 3 }));
    } else {
      o.push(
        path(
          `M${cx - 6} ${y - 70}L${cx + 6} ${y - 70}L${cx + 6} ${y - 44}L${cx + 18} ${y - 10}Q${cx + 20} ${y} ${cx + 10} ${y}L${cx - 10} ${y}Q${cx - 20} ${y} ${cx - 18} ${y - 10}L${cx - 6} ${y - 44}Z`,
          '#e8f6fb',
          { 'fill-opacity': 0.7 },
        ),
      );
      o.push(
        path(
          `M${cx - 14} ${y - 22}L${cx + 14} ${y - 22}L${cx + 18} ${y - 10}Q${cx + 20} ${y} ${cx + 10} ${y}L${cx - 10} ${y}Q${cx - 20} ${y} ${cx - 18} ${y - 10}Z`,
          c,
        ),
      );
    }
  }
  return o.join('');
}

/** Pendant lamp with a soft light cone. */
function lamp(doc: Doc, x: number, y: number, s: number, len: number, warm: string): string {
  const o: string[] = [];
  o.push(line(x, 0, x, y - 30 * s, '#3a3c44', 2));
  o.push(
    path(
      poly([
        [x - 40 * s, y],
        [x + 40 * s, y],
        [x + 14 * s, y - 32 * s],
        [x - 14 * s, y - 32 * s],
      ]),
      '#2f3036',
    ),
  );
  o.push(
    path(
      poly([
        [x - 40 * s, y],
        [x + 40 * s, y],
        [x + 36 * s, y + 4 * s],
        [x - 36 * s, y + 4 * s],
      ]),
      '#fff4d0',
    ),
  );
  o.push(
    path(
      poly([
        [x - 36 * s, y + 4 * s],
        [x + 36 * s, y + 4 * s],
        [x + 160 * s, y + len],
        [x - 160 * s, y + len],
      ]),
      doc.linear(
        [
          [0, warm, 0.35],
          [1, warm, 0],
        ],
        0,
        y,
        0,
        y + len,
      ),
    ),
  );
  return o.join('');
}

export interface Room {
  markup: string;
  bench: number;
}

/** Wall, window with a view, shelves, lamps and the bench. */
export function labRoom(
  doc: Doc,
  p: Palette,
  W: number,
  H: number,
  r: Rand,
  opts: {
    windowX: number;
    windowW: number;
    shelfX?: number;
    shelfW?: number;
    shelfItems?: string[];
    lamps?: number[];
    bench?: number;
    tint?: string;
    cabinet?: string;
  },
): Room {
  const o: string[] = [];
  const bench = opts.bench ?? H * 0.7;
  const wall = opts.tint ? mix(p.wall, opts.tint, 0.25) : p.wall;
  o.push(
    rect(
      0,
      0,
      W,
      H,
      doc.linear(
        [
          [0, light(wall, 0.3)],
          [1, wall],
        ],
        0,
        0,
        0,
        bench,
      ),
    ),
  );
  // Subtle tile band behind the bench.
  const tileTop = bench - H * 0.16;
  o.push(rect(0, tileTop, W, bench - tileTop, p.wallDark, { 'fill-opacity': 0.55 }));
  for (let xx = 0; xx < W; xx += 60)
    o.push(
      line(xx, tileTop, xx, bench, '#ffffff', 1.5, {
        'stroke-opacity': 0.5,
        'stroke-linecap': 'butt',
      }),
    );
  for (let yy = tileTop + 40; yy < bench; yy += 40)
    o.push(line(0, yy, W, yy, '#ffffff', 1.5, { 'stroke-opacity': 0.5, 'stroke-linecap': 'butt' }));
  o.push(rect(0, tileTop - 6, W, 6, '#ffffff', { 'fill-opacity': 0.6 }));

  // Window with an outdoor view.
  const wx = opts.windowX;
  const ww = opts.windowW;
  const wy = H * 0.1;
  const wh = tileTop - wy - H * 0.06;
  const clip = doc.clip(rect(wx, wy, ww, wh, '#000'));
  const view = backdrop(doc, p, ww, wh * 1.35, wh * 0.62, r, { trees: 5 });
  o.push(rect(wx - 18, wy - 18, ww + 36, wh + 36, '#000000', { 'fill-opacity': 0.06, rx: 8 }));
  o.push(g(g(view.markup, { transform: `translate(${f(wx)} ${f(wy)})` }), { 'clip-path': clip }));
  o.push(
    path(
      poly([
        [wx, wy],
        [wx + ww * 0.35, wy],
        [wx, wy + wh * 0.6],
      ]),
      '#ffffff',
      { 'fill-opacity': 0.12 },
    ),
  );
  o.push(rect(wx, wy, ww, wh, 'none', { stroke: '#ffffff', 'stroke-width': 16 }));
  o.push(line(wx + ww / 2, wy, wx + ww / 2, wy + wh, '#ffffff', 10, { 'stroke-linecap': 'butt' }));
  o.push(
    line(wx, wy + wh * 0.45, wx + ww, wy + wh * 0.45, '#ffffff', 10, { 'stroke-linecap': 'butt' }),
  );
  o.push(rect(wx - 24, wy + wh, ww + 48, 14, '#f4f6f8', { rx: 3 }));
  o.push(rect(wx - 24, wy + wh + 14, ww + 48, 5, '#000000', { 'fill-opacity': 0.08 }));

  if (opts.shelfItems && opts.shelfX !== undefined) {
    const sw = opts.shelfW ?? 300;
    o.push(shelf(opts.shelfX, H * 0.22, sw, opts.shelfItems));
    o.push(shelf(opts.shelfX, H * 0.38, sw, [...opts.shelfItems].reverse()));
  }
  for (const lx of opts.lamps ?? [])
    o.push(lamp(doc, lx, H * 0.1, 1, H * 0.55, p.glow ?? '#fff6d5'));

  // Bench top and cabinets.
  const cab = opts.cabinet ?? mix(p.wallDark, p.sky[0], 0.45);
  o.push(
    rect(
      0,
      bench + 24,
      W,
      H - bench,
      doc.linear(
        [
          [0, cab],
          [1, dark(cab, 0.2)],
        ],
        0,
        bench,
        0,
        H,
      ),
    ),
  );
  const doorW = 150;
  for (let xx = 20; xx < W; xx += doorW + 12) {
    o.push(rect(xx, bench + 44, doorW, H - bench - 30, light(cab, 0.18), { rx: 6 }));
    o.push(rect(xx, bench + 44, doorW, 6, light(cab, 0.35), { rx: 3 }));
    o.push(rect(xx + doorW / 2 - 30, bench + 62, 60, 8, dark(cab, 0.35), { rx: 4 }));
  }
  o.push(
    rect(
      0,
      bench,
      W,
      26,
      doc.linear(
        [
          [0, '#4a5563'],
          [1, '#323a45'],
        ],
        0,
        bench,
        0,
        bench + 26,
      ),
    ),
  );
  o.push(rect(0, bench, W, 5, '#6b7788'));
  o.push(rect(0, bench + 26, W, 10, '#000000', { 'fill-opacity': 0.12 }));
  return { markup: o.join(''), bench };
}
