/**
 * Machinery in side view: a tractor with interchangeable implements, and the
 * irrigation hardware (sprinklers, centre pivot, pump, filters, tank).
 * Every drawing uses local coordinates with the ground at y = 0 and is placed
 * with a translate/scale transform.
 */
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
  type Pt,
  rect,
} from './svg';

const place = (x: number, y: number, s: number, flip = false) =>
  `translate(${f(x)} ${f(y)}) scale(${flip ? f(-s) : f(s)} ${f(s)})`;

/* ------------------------------------------------------------------ wheel */

function wheel(doc: Doc, cx: number, cy: number, R: number, rim: string, body: string): string {
  const o: string[] = [];
  o.push(circle(cx, cy, R, '#26272d'));
  const circ = 2 * Math.PI * (R - R * 0.06);
  const lugs = Math.round(R / 4.2);
  o.push(
    circle(cx, cy, R - R * 0.06, 'none', {
      stroke: '#17181c',
      'stroke-width': f(R * 0.12),
      'stroke-dasharray': `${f(circ / lugs / 2)} ${f(circ / lugs / 2)}`,
    }),
  );
  o.push(circle(cx, cy, R * 0.74, '#34353c'));
  o.push(
    circle(
      cx,
      cy,
      R * 0.58,
      doc.radialBox(
        [
          [0, light(rim, 0.3)],
          [0.7, rim],
          [1, dark(rim, 0.25)],
        ],
        0.4,
        0.35,
        0.7,
      ),
    ),
  );
  o.push(circle(cx, cy, R * 0.44, 'none', { stroke: dark(rim, 0.2), 'stroke-width': f(R * 0.04) }));
  o.push(circle(cx, cy, R * 0.22, dark(body, 0.1)));
  for (let i = 0; i < 6; i++) {
    const a = (i * Math.PI) / 3;
    o.push(
      circle(cx + Math.cos(a) * R * 0.32, cy + Math.sin(a) * R * 0.32, R * 0.035, dark(rim, 0.45)),
    );
  }
  o.push(circle(cx, cy, R * 0.08, '#e8e8e8'));
  o.push(
    path(
      `M${f(cx - R * 0.83)} ${f(cy - R * 0.3)}A${f(R * 0.88)} ${f(R * 0.88)} 0 0 1 ${f(cx - R * 0.3)} ${f(cy - R * 0.83)}`,
      'none',
      {
        stroke: '#ffffff',
        'stroke-opacity': 0.18,
        'stroke-width': f(R * 0.05),
        'stroke-linecap': 'round',
      },
    ),
  );
  return o.join('');
}

/* ---------------------------------------------------------------- tractor */

export type Implement = 'plough' | 'sprayer' | 'trailer' | 'harrow' | 'seeder' | 'none';

export function tractor(
  doc: Doc,
  p: Palette,
  x: number,
  y: number,
  s: number,
  body: string,
  rim: string,
  implement: Implement,
): string {
  const o: string[] = [];
  const bd = dark(body, 0.25);
  const bl = light(body, 0.25);
  const R1 = 92;
  const R2 = 54;
  const fx = 262;

  o.push(ellipse(40, 4, 330, 16, p.shadow, { 'fill-opacity': p.shadowOpacity }));
  if (implement !== 'none') o.push(implementArt(doc, p, implement, body));

  // Chassis.
  o.push(rect(-40, -112, 340, 40, '#3a3c44', { rx: 8 }));
  o.push(rect(-150, -84, 120, 12, '#3a3c44', { rx: 4 }));
  // Steps.
  o.push(rect(-18, -70, 30, 6, '#2a2b30'));
  o.push(rect(-18, -96, 30, 6, '#2a2b30'));

  // Exhaust with smoke.
  o.push(rect(212, -262, 12, 96, '#4a4c55', { rx: 4 }));
  o.push(rect(208, -270, 20, 14, '#2f3036', { rx: 3 }));
  o.push(circle(206, -292, 11, '#ffffff', { 'fill-opacity': 0.35 }));
  o.push(circle(188, -318, 15, '#ffffff', { 'fill-opacity': 0.25 }));
  o.push(circle(160, -340, 19, '#ffffff', { 'fill-opacity': 0.15 }));

  // Hood.
  const hood = doc.linear(
    [
      [0, bl],
      [0.45, body],
      [1, bd],
    ],
    0,
    -182,
    0,
    -100,
  );
  o.push(path('M70 -176L280 -168Q300 -166 304 -148L312 -112Q314 -100 300 -100L70 -100Z', hood));
  o.push(
    path('M78 -170L276 -162', 'none', {
      stroke: '#ffffff',
      'stroke-opacity': 0.45,
      'stroke-width': 4,
      'stroke-linecap': 'round',
    }),
  );
  // Side vents and badge.
  for (let i = 0; i < 5; i++) o.push(rect(150 + i * 18, -146, 10, 30, bd, { rx: 4 }));
  o.push(rect(96, -140, 36, 14, rim, { rx: 3 }));
  // Grille and lamps.
  o.push(path('M296 -160L308 -112L300 -104L292 -104L286 -158Z', '#2a2b30'));
  o.push(rect(300, -150, 10, 8, '#fff6c9', { rx: 2 }));
  // Front weights.
  o.push(rect(298, -102, 34, 30, '#3a3c44', { rx: 4 }));
  for (let i = 0; i < 3; i++) o.push(line(304 + i * 9, -98, 304 + i * 9, -76, '#2a2b30', 3));

  // Cab.
  const glass = doc.linear(
    [
      [0, '#d8eef8'],
      [1, '#8fc2dc'],
    ],
    0,
    -320,
    0,
    -180,
  );
  o.push(rect(-88, -196, 170, 96, body, { rx: 6 }));
  o.push(rect(-88, -196, 170, 14, bl, { rx: 4 }));
  o.push(path('M-76 -322L62 -322L74 -196L-80 -196Z', glass, { 'fill-opacity': 0.92 }));
  // Driver silhouette and seat.
  o.push(rect(-48, -250, 40, 56, '#3a3c44', { rx: 8 }));
  o.push(circle(-8, -264, 15, '#6b4a3a'));
  o.push(path('M-24 -268Q-10 -290 8 -272L10 -266L-24 -264Z', '#7a2f2a'));
  o.push(path('M-30 -236Q-8 -252 14 -236L18 -198L-34 -198Z', '#4b6a8a'));
  o.push(line(14, -226, 44, -214, '#4b6a8a', 9));
  o.push(line(40, -218, 52, -240, '#2a2b30', 4));
  o.push(ellipse(52, -242, 12, 4, '#2a2b30'));
  // Glare.
  o.push(
    path('M-50 -322L-22 -322L-70 -196L-80 -196L-79 -210Z', '#ffffff', { 'fill-opacity': 0.28 }),
  );
  o.push(path('M20 -322L34 -322L8 -196L-2 -196Z', '#ffffff', { 'fill-opacity': 0.18 }));
  // Cab frame.
  o.push(
    path('M-76 -322L62 -322L74 -196L-80 -196Z', 'none', {
      stroke: '#2a2b30',
      'stroke-width': 7,
      'stroke-linejoin': 'round',
    }),
  );
  o.push(line(-6, -322, -4, -196, '#2a2b30', 5));
  // Roof.
  o.push(
    path('M-96 -336Q-96 -348 -84 -348L74 -348Q86 -348 86 -336L86 -322L-96 -322Z', light(body, 0.1)),
  );
  o.push(rect(-96, -326, 182, 6, bd));
  o.push(rect(60, -356, 14, 8, '#f2b824', { rx: 2 }));

  // Rear fender over the big wheel.
  o.push(wheel(doc, 0, -R1, R1, rim, body));
  o.push(
    path(
      `M${-R1 - 18} ${-R1 + 6}A${R1 + 18} ${R1 + 18} 0 0 1 ${R1 + 18} ${-R1 + 6}L${R1 + 4} ${-R1 + 6}A${R1 + 4} ${R1 + 4} 0 0 0 ${-R1 - 4} ${-R1 + 6}Z`,
      body,
    ),
  );
  o.push(
    path(`M${-R1 - 12} ${-R1 - 10}A${R1 + 12} ${R1 + 12} 0 0 1 ${-30} ${-2 * R1 - 10}`, 'none', {
      stroke: '#ffffff',
      'stroke-opacity': 0.35,
      'stroke-width': 4,
      'stroke-linecap': 'round',
    }),
  );
  // Front wheel and its fender.
  o.push(wheel(doc, fx, -R2, R2, rim, body));
  o.push(
    path(
      `M${fx - R2 - 10} ${-R2 - 4}A${R2 + 10} ${R2 + 10} 0 0 1 ${fx + R2 + 10} ${-R2 - 4}L${fx + R2} ${-R2 - 4}A${R2} ${R2} 0 0 0 ${fx - R2} ${-R2 - 4}Z`,
      bd,
    ),
  );

  return g(o, { transform: place(x, y, s) });
}

function implementArt(doc: Doc, p: Palette, kind: Implement, body: string): string {
  const o: string[] = [];
  const steel = '#8a8f9a';
  const steelD = '#5d626d';
  switch (kind) {
    case 'plough': {
      o.push(line(-150, -78, -420, -110, steelD, 14));
      o.push(line(-160, -80, -170, -150, steelD, 10));
      o.push(line(-170, -150, -300, -100, steelD, 8));
      for (let i = 0; i < 4; i++) {
        const bx = -200 - i * 64;
        const by = -84 - i * 8;
        o.push(line(bx, by, bx - 6, -20, steelD, 9));
        o.push(
          path(
            `M${bx - 30} -4Q${bx - 10} -40 ${bx + 16} -34L${bx + 20} -8Q${bx - 2} -14 ${bx - 18} 4Z`,
            body,
          ),
        );
        o.push(
          path(`M${bx - 24} -6Q${bx - 6} -32 ${bx + 12} -28`, 'none', {
            stroke: '#ffffff',
            'stroke-opacity': 0.35,
            'stroke-width': 3,
          }),
        );
        o.push(ellipse(bx - 28, 2, 26, 7, p.soilDark));
        o.push(circle(bx - 46, -6, 7, p.soil));
        o.push(circle(bx - 56, 0, 5, p.soilDark));
      }
      o.push(wheel(doc, -440, -32, 32, steel, steelD));
      break;
    }
    case 'harrow': {
      o.push(line(-150, -78, -200, -96, steelD, 12));
      o.push(rect(-470, -112, 280, 18, body, { rx: 4 }));
      o.push(rect(-470, -112, 280, 5, light(body, 0.3), { rx: 2 }));
      for (let i = 0; i < 9; i++) {
        const cx = -455 + i * 31;
        o.push(line(cx, -94, cx, -40, steelD, 5));
        o.push(ellipse(cx, -22, 9, 24, steel));
        o.push(ellipse(cx - 2, -22, 4, 18, light(steel, 0.3)));
      }
      o.push(ellipse(-330, 2, 160, 9, p.soilDark, { 'fill-opacity': 0.7 }));
      break;
    }
    case 'sprayer': {
      const tank = doc.linear(
        [
          [0, '#ffffff'],
          [1, '#d6dde6'],
        ],
        0,
        -220,
        0,
        -100,
      );
      o.push(line(-150, -80, -210, -86, steelD, 12));
      o.push(rect(-360, -96, 170, 14, steelD, { rx: 4 }));
      o.push(
        path(
          'M-350 -100L-350 -196Q-350 -226 -320 -226L-220 -226Q-190 -226 -190 -196L-190 -100Z',
          tank,
        ),
      );
      o.push(rect(-350, -180, 160, 12, body));
      o.push(rect(-290, -240, 40, 16, body, { rx: 4 }));
      o.push(rect(-342, -214, 16, 90, '#7fc3e8', { 'fill-opacity': 0.5, rx: 6 }));
      o.push(wheel(doc, -275, -44, 44, steel, steelD));
      // Boom with nozzles and fan-shaped spray.
      o.push(rect(-700, -140, 380, 10, steelD, { rx: 3 }));
      o.push(line(-680, -132, -330, -190, steel, 4));
      for (let i = 0; i < 9; i++) {
        const nx = -690 + i * 42;
        o.push(rect(nx - 3, -130, 6, 14, '#2a2b30'));
        o.push(
          path(
            poly([
              [nx, -116],
              [nx - 24, -2],
              [nx + 24, -2],
            ]),
            '#dff3ff',
            { 'fill-opacity': 0.35 },
          ),
        );
        o.push(
          path(
            poly([
              [nx, -116],
              [nx - 10, -2],
              [nx + 10, -2],
            ]),
            '#ffffff',
            { 'fill-opacity': 0.3 },
          ),
        );
      }
      break;
    }
    case 'trailer': {
      o.push(line(-150, -78, -230, -80, steelD, 12));
      o.push(rect(-560, -104, 340, 22, steelD, { rx: 4 }));
      const box = doc.linear(
        [
          [0, light(body, 0.2)],
          [1, dark(body, 0.2)],
        ],
        0,
        -230,
        0,
        -100,
      );
      o.push(path('M-570 -230L-210 -230L-220 -100L-560 -100Z', box));
      for (let i = 0; i < 5; i++)
        o.push(line(-520 + i * 70, -222, -522 + i * 70, -108, dark(body, 0.35), 4));
      o.push(rect(-576, -236, 372, 12, dark(body, 0.35), { rx: 3 }));
      // Harvest load (potatoes / produce).
      const load = [p.soil, light(p.soil, 0.25), '#c9a06a', p.fruit];
      for (let row = 0; row < 3; row++) {
        for (let i = 0; i < 12 - row * 2; i++) {
          const cx = -550 + row * 30 + i * 29 + (row % 2) * 12;
          o.push(circle(cx, -244 - row * 18, 17, load[(i + row) % load.length]));
          o.push(circle(cx - 5, -249 - row * 18, 5, '#ffffff', { 'fill-opacity': 0.25 }));
        }
      }
      o.push(wheel(doc, -420, -48, 48, steel, steelD));
      o.push(wheel(doc, -320, -48, 48, steel, steelD));
      break;
    }
    case 'seeder': {
      o.push(line(-150, -78, -200, -96, steelD, 12));
      o.push(rect(-470, -120, 280, 16, steelD, { rx: 4 }));
      for (let i = 0; i < 4; i++) {
        const hx = -460 + i * 68;
        o.push(path(`M${hx} -210L${hx + 58} -210L${hx + 48} -130L${hx + 10} -130Z`, body));
        o.push(rect(hx - 2, -218, 62, 10, dark(body, 0.3), { rx: 3 }));
        o.push(rect(hx + 14, -196, 30, 8, light(body, 0.4), { rx: 2 }));
        o.push(line(hx + 29, -128, hx + 29, -30, steelD, 6));
        o.push(circle(hx + 29, -20, 18, steel));
        o.push(circle(hx + 29, -20, 7, steelD));
      }
      o.push(ellipse(-330, 2, 170, 8, p.soilDark, { 'fill-opacity': 0.6 }));
      break;
    }
    default:
      break;
  }
  // Dust kicked up behind the implement.
  const dust = mix(p.soil, '#ffffff', 0.45);
  const left = kind === 'sprayer' ? -720 : kind === 'trailer' ? -600 : -480;
  o.push(circle(left - 10, -26, 30, dust, { 'fill-opacity': 0.35 }));
  o.push(circle(left - 50, -46, 24, dust, { 'fill-opacity': 0.25 }));
  o.push(circle(left - 80, -18, 18, dust, { 'fill-opacity': 0.2 }));
  return o.join('');
}

/* ------------------------------------------------------------- irrigation */

/** Impact sprinkler on a riser throwing water to both sides. Ground at (x, y). */
export function sprinkler(x: number, y: number, s: number, dir: 1 | -1, reach: number): string {
  const o: string[] = [];
  const x0 = x;
  const y0 = y - 66 * s;
  // Wet circle on the ground.
  o.push(ellipse(x, y, reach * 1.05 * s, reach * 0.14 * s, '#3f8fc4', { 'fill-opacity': 0.2 }));
  for (const side of [dir, -dir]) {
    const main = side === dir;
    const rch = reach * (main ? 1 : 0.7) * s;
    const jets = [0.4, 0.58, 0.76, 0.92, 1];
    jets.forEach((k, j) => {
      const rr = rch * k;
      const hh = rr * 0.28;
      const pts: string[] = [];
      const n = 12;
      for (let i = 0; i <= n; i++) {
        const t = i / n;
        const px = x0 + side * rr * t;
        const py = y0 - hh * 4 * t * (1 - t) * (1 - 0.3 * t) + (y - y0) * t * t;
        pts.push(`${i === 0 ? 'M' : 'L'}${f(px)} ${f(py)}`);
        if (i > 1 && (i + j) % 2 === 0)
          o.push(
            circle(px, py + 3 * s, (2.6 - t) * s, '#ffffff', { 'fill-opacity': f(0.95 - t * 0.4) }),
          );
      }
      o.push(
        path(pts.join(''), 'none', {
          stroke: '#ffffff',
          'stroke-width': f((j === jets.length - 1 ? 3 : 1.6) * s),
          'stroke-opacity': j === jets.length - 1 ? 0.85 : 0.5,
          'stroke-linecap': 'round',
          'stroke-dasharray': `${f(8 * s)} ${f(6 * s)}`,
        }),
      );
    });
  }
  o.push(line(x, y, x, y - 52 * s, '#5d626d', 5 * s));
  o.push(rect(x - 7 * s, y - 64 * s, 14 * s, 14 * s, '#2f6fd1', { rx: 3 * s }));
  o.push(line(x, y - 62 * s, x + dir * 20 * s, y - 72 * s, '#9aa1ad', 3.5 * s));
  o.push(line(x - dir * 4 * s, y - 66 * s, x - dir * 16 * s, y - 60 * s, '#d7332f', 3 * s));
  return o.join('');
}

/** Centre-pivot span: A-frame towers on wheels carrying a truss with drops. */
export function pivot(
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  s0: number,
  s1: number,
  color: string,
): string {
  const o: string[] = [];
  const towers = 4;
  const pts: Pt[] = [];
  for (let i = 0; i <= towers; i++) {
    const t = i / towers;
    pts.push([x0 + (x1 - x0) * t, y0 + (y1 - y0) * t]);
  }
  const sc = (t: number) => s0 + (s1 - s0) * t;
  const steel = dark(color, 0.28);
  const spray: string[] = [];
  const truss: string[] = [];
  for (let i = 0; i < towers; i++) {
    const [ax, ay] = pts[i];
    const [bx, by] = pts[i + 1];
    const sa = sc(i / towers);
    const sb = sc((i + 1) / towers);
    const ha = 120 * sa;
    const hb = 120 * sb;
    const sag = 30 * ((sa + sb) / 2);
    const top = (t: number): Pt => [ax + (bx - ax) * t, ay - ha + (by - hb - (ay - ha)) * t];
    const low = (t: number): Pt => {
      const [px, py] = top(t);
      return [px, py + sag * 4 * t * (1 - t)];
    };
    // Under-slung truss: chord, verticals and diagonals.
    const chord: Pt[] = [];
    for (let k = 0; k <= 10; k++) chord.push(low(k / 10));
    truss.push(
      path(poly(chord, false), 'none', {
        stroke: steel,
        'stroke-width': f(2.4 * sa),
        'stroke-linejoin': 'round',
      }),
    );
    for (let k = 1; k < 10; k++) {
      const a = top(k / 10);
      const b = low(k / 10);
      const c = low((k + 1) / 10);
      truss.push(line(a[0], a[1], b[0], b[1], steel, 1.6 * sa));
      truss.push(line(a[0], a[1], c[0], c[1], steel, 1.2 * sa));
    }
    // Drop hoses with spray fans.
    for (let k = 1; k < 10; k += 2) {
      const t = k / 10;
      const [px, py] = low(t);
      const s = sa + (sb - sa) * t;
      const gy = ay + (by - ay) * t;
      const hy = gy - 34 * s;
      truss.push(line(px, py, px, hy, '#2a2b30', 1.6 * s));
      spray.push(
        path(
          poly([
            [px, hy],
            [px - 22 * s, gy - 4 * s],
            [px + 22 * s, gy - 4 * s],
          ]),
          '#e6f6ff',
          { 'fill-opacity': 0.55 },
        ),
      );
      for (let j = 0; j < 5; j++) {
        spray.push(
          circle(px + (j - 2) * 9 * s, gy - (10 + (j % 2) * 8) * s, 1.8 * s, '#ffffff', {
            'fill-opacity': 0.9,
          }),
        );
      }
    }
    // Main pipe on top.
    const [tx0, ty0] = top(0);
    const [tx1, ty1] = top(1);
    truss.push(line(tx0, ty0, tx1, ty1, steel, 8 * ((sa + sb) / 2)));
    truss.push(
      line(tx0, ty0 - 1.5 * sa, tx1, ty1 - 1.5 * sb, light(color, 0.45), 3.5 * ((sa + sb) / 2)),
    );
  }
  o.push(spray.join(''));
  for (let i = 0; i <= towers; i++) {
    const [tx, ty] = pts[i];
    const sT = sc(i / towers);
    const h = 120 * sT;
    o.push(ellipse(tx, ty + 2 * sT, 44 * sT, 7 * sT, '#000000', { 'fill-opacity': 0.18 }));
    o.push(
      path(
        poly(
          [
            [tx - 32 * sT, ty - 18 * sT],
            [tx, ty - h],
            [tx + 32 * sT, ty - 18 * sT],
          ],
          false,
        ),
        'none',
        { stroke: steel, 'stroke-width': f(6 * sT), 'stroke-linejoin': 'round' },
      ),
    );
    o.push(line(tx - 18 * sT, ty - 60 * sT, tx + 18 * sT, ty - 60 * sT, steel, 4 * sT));
    o.push(rect(tx - 38 * sT, ty - 24 * sT, 76 * sT, 9 * sT, dark(color, 0.4), { rx: 3 * sT }));
    for (const dx of [-32, 32]) {
      o.push(circle(tx + dx * sT, ty - 14 * sT, 15 * sT, '#26272d'));
      o.push(circle(tx + dx * sT, ty - 14 * sT, 6 * sT, '#f2b824'));
    }
    o.push(rect(tx - 9 * sT, ty - h * 0.62, 18 * sT, 24 * sT, '#f2f4f7', { rx: 3 * sT }));
    o.push(rect(tx - 9 * sT, ty - h * 0.62, 18 * sT, 6 * sT, '#d7332f', { rx: 2 * sT }));
  }
  o.push(truss.join(''));
  return o.join('');
}

/** Centrifugal electric pump on a concrete pad. Ground at (0, 0), ~260 wide. */
export function pump(doc: Doc, x: number, y: number, s: number, color: string): string {
  const o: string[] = [];
  o.push(ellipse(30, 6, 170, 14, '#000000', { 'fill-opacity': 0.18 }));
  o.push(rect(-120, -26, 280, 30, '#c9ccd2', { rx: 4 }));
  o.push(rect(-120, -26, 280, 7, '#e3e5e9', { rx: 3 }));
  o.push(rect(-96, -40, 220, 16, '#4a4c55', { rx: 3 }));
  // Motor with cooling fins.
  const motor = doc.linear(
    [
      [0, light(color, 0.35)],
      [0.5, color],
      [1, dark(color, 0.3)],
    ],
    0,
    -150,
    0,
    -40,
  );
  o.push(rect(-110, -150, 150, 108, motor, { rx: 22 }));
  for (let i = 0; i < 7; i++)
    o.push(line(-90 + i * 18, -142, -90 + i * 18, -50, dark(color, 0.25), 4));
  o.push(rect(-124, -132, 22, 72, dark(color, 0.2), { rx: 8 }));
  o.push(rect(-24, -176, 46, 30, dark(color, 0.15), { rx: 5 }));
  o.push(rect(-16, -170, 30, 6, light(color, 0.5), { rx: 2 }));
  // Volute.
  o.push(rect(40, -120, 30, 60, '#7a808c', { rx: 5 }));
  o.push(
    circle(
      112,
      -88,
      52,
      doc.radialBox(
        [
          [0, light(color, 0.2)],
          [1, dark(color, 0.35)],
        ],
        0.35,
        0.35,
        0.75,
      ),
    ),
  );
  o.push(circle(112, -88, 20, dark(color, 0.4)));
  o.push(circle(106, -94, 6, '#ffffff', { 'fill-opacity': 0.4 }));
  // Outlet pipe going up and the gauge.
  o.push(rect(96, -230, 32, 110, '#e9ecef', { rx: 4 }));
  o.push(rect(90, -178, 44, 12, '#c9ccd2', { rx: 3 }));
  o.push(rect(90, -236, 44, 12, '#c9ccd2', { rx: 3 }));
  o.push(line(128, -205, 150, -205, '#9aa1ad', 6));
  o.push(circle(164, -205, 17, '#f4f6f8', { stroke: '#5d626d', 'stroke-width': 4 }));
  o.push(line(164, -205, 172, -214, '#d7332f', 2.5));
  // Inlet.
  o.push(rect(150, -104, 80, 32, '#e9ecef', { rx: 4 }));
  o.push(rect(150, -108, 10, 40, '#c9ccd2', { rx: 2 }));
  return g(o, { transform: place(x, y, s) });
}

/** Valve with red hand wheel on a horizontal pipe at (x, y). */
export function valve(x: number, y: number, s: number): string {
  return (
    rect(x - 14 * s, y - 14 * s, 28 * s, 28 * s, '#6c7280', { rx: 4 * s }) +
    line(x, y - 14 * s, x, y - 30 * s, '#4a4c55', 4 * s) +
    ellipse(x, y - 32 * s, 18 * s, 6 * s, 'none', { stroke: '#d7332f', 'stroke-width': f(4 * s) })
  );
}

/** Disc filter battery on a manifold. Ground at (0, 0). */
export function filters(doc: Doc, x: number, y: number, s: number, color: string, n = 3): string {
  const o: string[] = [];
  o.push(rect(-20, -46, n * 70 + 30, 20, '#2f3036', { rx: 6 }));
  o.push(rect(-20, -46, n * 70 + 30, 5, '#5d626d', { rx: 3 }));
  const body = doc.linear(
    [
      [0, light(color, 0.3)],
      [0.5, color],
      [1, dark(color, 0.3)],
    ],
    -20,
    0,
    40,
    0,
  );
  for (let i = 0; i < n; i++) {
    const cx = 20 + i * 70;
    o.push(rect(cx - 8, -70, 16, 30, '#2f3036'));
    o.push(
      path(
        `M${cx - 24} -150Q${cx - 24} -160 ${cx - 14} -160L${cx + 14} -160Q${cx + 24} -160 ${cx + 24} -150L${cx + 22} -76Q${cx + 20} -66 ${cx + 10} -66L${cx - 10} -66Q${cx - 20} -66 ${cx - 22} -76Z`,
        body,
        { transform: `translate(0 0)` },
      ),
    );
    o.push(rect(cx - 27, -122, 54, 8, dark(color, 0.35), { rx: 3 }));
    o.push(rect(cx - 10, -172, 20, 14, '#2f3036', { rx: 3 }));
  }
  return g(o, { transform: place(x, y, s) });
}

/** Corrugated water tank. Ground at (0, 0). */
export function tank(doc: Doc, x: number, y: number, s: number, color: string): string {
  const o: string[] = [];
  o.push(ellipse(20, 4, 130, 14, '#000000', { 'fill-opacity': 0.16 }));
  const body = doc.linear(
    [
      [0, light(color, 0.25)],
      [0.55, color],
      [1, dark(color, 0.35)],
    ],
    -110,
    0,
    110,
    0,
  );
  o.push(rect(-110, -210, 220, 210, body, { rx: 8 }));
  for (let i = 1; i < 7; i++)
    o.push(line(-108, -i * 30, 108, -i * 30, dark(color, 0.2), 3, { 'stroke-linecap': 'butt' }));
  o.push(ellipse(0, -210, 110, 22, light(color, 0.3)));
  o.push(ellipse(0, -222, 40, 12, dark(color, 0.15)));
  o.push(rect(-14, -240, 28, 22, dark(color, 0.25), { rx: 4 }));
  return g(o, { transform: place(x, y, s) });
}

/** A stack of pipes seen from the end (circles) lying on the ground. */
export function pipeStack(x: number, y: number, s: number, color: string, rows = 3): string {
  const o: string[] = [];
  const R = 14;
  o.push(
    ellipse(x + 30 * s, y + 2 * s, (rows * 2 + 2) * R * s, 7 * s, '#000000', {
      'fill-opacity': 0.16,
    }),
  );
  // Pipe bodies receding to the right.
  for (let row = 0; row < rows; row++) {
    for (let i = 0; i < rows - row; i++) {
      const cx = x + (i * 2 + row) * R * s;
      const cy = y - R * s - row * R * 1.75 * s;
      o.push(
        path(
          poly([
            [cx, cy - R * s],
            [cx + 170 * s, cy - R * s - 40 * s],
            [cx + 170 * s, cy + R * s - 40 * s],
            [cx, cy + R * s],
          ]),
          dark(color, 0.12),
        ),
      );
    }
  }
  for (let row = 0; row < rows; row++) {
    for (let i = 0; i < rows - row; i++) {
      const cx = x + (i * 2 + row) * R * s;
      const cy = y - R * s - row * R * 1.75 * s;
      o.push(circle(cx, cy, R * s, light(color, 0.15)));
      o.push(circle(cx, cy, R * 0.6 * s, dark(color, 0.45)));
    }
  }
  return o.join('');
}
