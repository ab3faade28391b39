/**
 * Flat, faceless people plus a few props (whiteboard, canopy, ladder,
 * wheelbarrow). Local coordinates: feet on y = 0, about 175 units tall.
 */
import { circle, dark, ellipse, f, g, light, line, path, poly, rect } from './svg';

type Hat = 'none' | 'cap' | 'helmet' | 'sombrero' | 'bowler';
type Pose = 'stand' | 'point' | 'tablet' | 'carry' | 'kneel' | 'reach' | 'walk';

export interface PersonSpec {
  skin: string;
  hair: string;
  shirt: string;
  pants: string;
  hat: Hat;
  hatColor?: string;
  pose: Pose;
  /** Long braids (Andean style) under the hat. */
  braids?: boolean;
  /** Skirt (pollera) instead of trousers. */
  skirt?: boolean;
  vest?: string;
  /** Colour of the tablet screen content accents. */
  screen?: string;
}

export const SKINS = ['#8d5a3b', '#a86f4c', '#c58a61', '#6f4530', '#b97a55'];
export const HAIRS = ['#1e1a18', '#2b211c', '#3a2a20'];

function hat(spec: PersonSpec, hx: number, hy: number): string {
  const c = spec.hatColor ?? '#f2f2f2';
  switch (spec.hat) {
    case 'cap':
      return (
        path(
          `M${hx - 15} ${hy - 2}Q${hx - 14} ${hy - 19} ${hx} ${hy - 19}Q${hx + 15} ${hy - 19} ${hx + 15} ${hy - 3}Z`,
          c,
        ) +
        path(
          `M${hx + 8} ${hy - 5}L${hx + 28} ${hy - 2}Q${hx + 26} ${hy + 2} ${hx + 8} ${hy}Z`,
          dark(c, 0.2),
        )
      );
    case 'helmet':
      return (
        path(
          `M${hx - 17} ${hy}Q${hx - 17} ${hy - 24} ${hx} ${hy - 24}Q${hx + 17} ${hy - 24} ${hx + 17} ${hy}Z`,
          c,
        ) +
        rect(hx - 21, hy - 2, 42, 5, dark(c, 0.15), { rx: 2 }) +
        line(hx, hy - 24, hx, hy - 4, light(c, 0.4), 3)
      );
    case 'sombrero':
      return (
        ellipse(hx, hy - 4, 30, 5, dark(c, 0.1)) +
        path(
          `M${hx - 13} ${hy - 4}Q${hx - 13} ${hy - 24} ${hx} ${hy - 24}Q${hx + 13} ${hy - 24} ${hx + 13} ${hy - 4}Z`,
          c,
        ) +
        rect(hx - 13, hy - 10, 26, 4, dark(c, 0.35))
      );
    case 'bowler':
      return (
        ellipse(hx, hy - 10, 17, 3.5, dark(c, 0.1)) +
        path(
          `M${hx - 10} ${hy - 10}Q${hx - 11} ${hy - 30} ${hx} ${hy - 30}Q${hx + 11} ${hy - 30} ${hx + 10} ${hy - 10}Z`,
          c,
        ) +
        rect(hx - 10, hy - 14, 20, 3, dark(c, 0.4))
      );
    default:
      return '';
  }
}

/** A standing / working person facing right (flip with a negative scale). */
export function person(x: number, y: number, s: number, spec: PersonSpec, flip = false): string {
  const o: string[] = [];
  const sleeve = spec.shirt;
  const skinD = dark(spec.skin, 0.15);
  const kneel = spec.pose === 'kneel';
  const drop = kneel ? 28 : 0;
  o.push(ellipse(6, 2, 34, 6, '#000000', { 'fill-opacity': 0.18 }));

  // Legs.
  if (kneel) {
    o.push(path('M-14 -58L-10 -2L6 -2L4 -58Z', dark(spec.pants, 0.2)));
    o.push(path('M-2 -60Q30 -62 34 -36L34 0L20 0L18 -36L-4 -36Z', spec.pants));
    o.push(ellipse(32, -3, 12, 5, '#2a2b30'));
    o.push(ellipse(-4, -2, 12, 4, '#2a2b30'));
  } else if (spec.skirt) {
    o.push(rect(-10, -34, 8, 32, skinD));
    o.push(rect(2, -34, 8, 32, spec.skin));
    o.push(path('M-16 -92L16 -92L30 -28Q0 -20 -30 -28Z', spec.pants));
    o.push(path('M-26 -40Q0 -32 26 -40L30 -28Q0 -20 -30 -28Z', dark(spec.pants, 0.2)));
    o.push(ellipse(-4, -2, 9, 4, '#2a2b30'));
    o.push(ellipse(9, -2, 9, 4, '#2a2b30'));
  } else if (spec.pose === 'walk') {
    o.push(line(-4, -84, -20, -6, dark(spec.pants, 0.2), 14));
    o.push(line(4, -84, 20, -6, spec.pants, 14));
    o.push(ellipse(-16, -3, 11, 4.5, '#2a2b30'));
    o.push(ellipse(26, -3, 11, 4.5, '#2a2b30'));
  } else {
    o.push(rect(-13, -88, 12, 86, dark(spec.pants, 0.18), { rx: 5 }));
    o.push(rect(1, -88, 12, 86, spec.pants, { rx: 5 }));
    o.push(ellipse(-3, -3, 11, 4.5, '#2a2b30'));
    o.push(ellipse(12, -3, 11, 4.5, '#2a2b30'));
  }

  const t = drop;
  const sh = -140 + t;
  // Back arm (drawn before the torso).
  const backArm = (() => {
    switch (spec.pose) {
      case 'reach':
        return [
          [-10, sh + 6],
          [-4, sh - 28],
          [6, sh - 56],
        ];
      case 'carry':
        return [
          [-10, sh + 6],
          [-22, sh - 6],
          [-14, sh - 18],
        ];
      case 'tablet':
        return [
          [-10, sh + 6],
          [-6, sh + 40],
          [18, sh + 34],
        ];
      case 'walk':
        return [
          [-10, sh + 6],
          [-22, sh + 34],
          [-26, sh + 60],
        ];
      default:
        return [
          [-10, sh + 6],
          [-14, sh + 34],
          [-16, sh + 58],
        ];
    }
  })();
  o.push(
    path(poly(backArm as [number, number][], false), 'none', {
      stroke: dark(sleeve, 0.2),
      'stroke-width': 11,
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
    }),
  );
  o.push(circle(backArm[2][0], backArm[2][1], 5.5, skinD));

  // Braids hang behind the torso.
  if (spec.braids) {
    o.push(line(-10, sh - 14, -14, sh + 52, spec.hair, 6));
    o.push(circle(-14, sh + 54, 4, '#d7332f'));
  }

  // Torso.
  o.push(
    path(
      `M-20 ${-84 + t}L-21 ${sh + 10}Q-21 ${sh - 4} -7 ${sh - 5}L9 ${sh - 5}Q22 ${sh - 4} 22 ${sh + 10}L20 ${-84 + t}Z`,
      spec.shirt,
    ),
  );
  if (spec.vest) {
    o.push(
      path(
        `M-20 ${-84 + t}L-21 ${sh + 10}Q-21 ${sh - 4} -9 ${sh - 5}L-2 ${sh - 5}L-2 ${-84 + t}Z`,
        spec.vest,
      ),
    );
    o.push(path(`M8 ${sh - 5}Q22 ${sh - 4} 22 ${sh + 10}L20 ${-84 + t}L8 ${-84 + t}Z`, spec.vest));
    o.push(rect(-20, sh + 40, 40, 4, light(spec.vest, 0.6)));
  }
  if (!spec.skirt) o.push(rect(-20, -90 + t, 40, 6, dark(spec.pants, 0.35)));
  // Neck and head.
  o.push(rect(-4, sh - 14, 10, 12, skinD));
  const hy = sh - 26;
  o.push(circle(2, hy, 15, spec.skin));
  o.push(circle(15, hy + 2, 3, spec.skin));
  // Hair on the back of the head.
  o.push(
    path(
      `M-13 ${hy + 8}Q-18 ${hy - 14} 2 ${hy - 16}Q14 ${hy - 16} 16 ${hy - 6}Q4 ${hy - 8} -2 ${hy + 2}Q-6 ${hy + 10} -13 ${hy + 8}Z`,
      spec.hair,
    ),
  );
  o.push(circle(-4, hy + 2, 3.4, skinD));
  o.push(hat(spec, 2, hy - 6));

  // Front arm and hand props.
  switch (spec.pose) {
    case 'point':
      o.push(
        path(`M10 ${sh + 6}L30 ${sh - 8}L52 ${sh - 30}`, 'none', {
          stroke: sleeve,
          'stroke-width': 11,
          'stroke-linecap': 'round',
          'stroke-linejoin': 'round',
        }),
      );
      o.push(circle(54, sh - 32, 5.5, spec.skin));
      break;
    case 'tablet': {
      o.push(
        rect(10, sh + 12, 40, 30, '#23262e', { rx: 4, transform: `rotate(-8 30 ${sh + 27})` }),
      );
      o.push(
        rect(13, sh + 15, 34, 24, '#2f6fd1', { rx: 2, transform: `rotate(-8 30 ${sh + 27})` }),
      );
      const sc = spec.screen ?? '#9be15d';
      o.push(rect(17, sh + 28, 5, 8, sc, { transform: `rotate(-8 30 ${sh + 27})` }));
      o.push(rect(25, sh + 22, 5, 14, sc, { transform: `rotate(-8 30 ${sh + 27})` }));
      o.push(rect(33, sh + 25, 5, 11, '#ffd25a', { transform: `rotate(-8 30 ${sh + 27})` }));
      o.push(
        path(`M10 ${sh + 6}L10 ${sh + 36}L22 ${sh + 40}`, 'none', {
          stroke: sleeve,
          'stroke-width': 11,
          'stroke-linecap': 'round',
          'stroke-linejoin': 'round',
        }),
      );
      o.push(circle(24, sh + 40, 5.5, spec.skin));
      break;
    }
    case 'carry':
      o.push(line(-80, sh - 9, 100, sh - 5, '#e9ecef', 10));
      o.push(line(-80, sh - 12, 100, sh - 8, '#ffffff', 3, { 'stroke-opacity': 0.7 }));
      o.push(
        path(`M10 ${sh + 6}L22 ${sh - 2}L16 ${sh - 12}`, 'none', {
          stroke: sleeve,
          'stroke-width': 11,
          'stroke-linecap': 'round',
          'stroke-linejoin': 'round',
        }),
      );
      o.push(circle(16, sh - 12, 5.5, spec.skin));
      break;
    case 'reach':
      o.push(
        path(`M10 ${sh + 6}L20 ${sh - 24}L26 ${sh - 54}`, 'none', {
          stroke: sleeve,
          'stroke-width': 11,
          'stroke-linecap': 'round',
          'stroke-linejoin': 'round',
        }),
      );
      o.push(circle(26, sh - 56, 5.5, spec.skin));
      break;
    case 'kneel':
      o.push(
        path(`M10 ${sh + 6}L30 ${sh + 30}L52 ${sh + 38}`, 'none', {
          stroke: sleeve,
          'stroke-width': 11,
          'stroke-linecap': 'round',
          'stroke-linejoin': 'round',
        }),
      );
      o.push(circle(54, sh + 38, 5.5, spec.skin));
      o.push(line(50, sh + 44, 70, sh + 24, '#9aa1ad', 5));
      o.push(circle(71, sh + 22, 6, 'none', { stroke: '#9aa1ad', 'stroke-width': 3 }));
      break;
    case 'walk':
      o.push(
        path(`M10 ${sh + 6}L22 ${sh + 32}L34 ${sh + 52}`, 'none', {
          stroke: sleeve,
          'stroke-width': 11,
          'stroke-linecap': 'round',
          'stroke-linejoin': 'round',
        }),
      );
      o.push(circle(35, sh + 54, 5.5, spec.skin));
      break;
    default:
      o.push(
        path(`M10 ${sh + 6}L14 ${sh + 34}L16 ${sh + 58}`, 'none', {
          stroke: sleeve,
          'stroke-width': 11,
          'stroke-linecap': 'round',
          'stroke-linejoin': 'round',
        }),
      );
      o.push(circle(16, sh + 60, 5.5, spec.skin));
  }
  return g(o, { transform: `translate(${f(x)} ${f(y)}) scale(${flip ? f(-s) : f(s)} ${f(s)})` });
}

/** A seated attendee seen from behind (head, shoulders, hat). */
export function seatedBack(x: number, y: number, s: number, spec: PersonSpec): string {
  const o: string[] = [];
  o.push(path('M-30 0L-28 -50Q-26 -72 0 -74Q26 -72 28 -50L30 0Z', spec.shirt));
  o.push(path('M-30 0L-28 -50Q-26 -72 -6 -74L-10 0Z', dark(spec.shirt, 0.12)));
  o.push(rect(-6, -84, 12, 12, dark(spec.skin, 0.15)));
  o.push(circle(0, -96, 17, spec.skin));
  o.push(path('M-17 -92Q-18 -116 0 -116Q18 -116 17 -92Q10 -84 0 -84Q-10 -84 -17 -92Z', spec.hair));
  if (spec.braids) {
    o.push(line(-8, -86, -10, -30, spec.hair, 6));
    o.push(line(8, -86, 10, -30, spec.hair, 6));
    o.push(circle(-10, -28, 4, '#d7332f'));
    o.push(circle(10, -28, 4, '#d7332f'));
  }
  o.push(hat(spec, 0, -104));
  return g(o, { transform: `translate(${f(x)} ${f(y)}) scale(${f(s)})` });
}

/** Easel whiteboard with a drawn plant diagram and "text" lines. Feet at y = 0. */
export function board(
  x: number,
  y: number,
  s: number,
  accent: string,
  leaf: string,
  kind: number,
): string {
  const o: string[] = [];
  const w = 300;
  const h = 200;
  o.push(line(-w * 0.36, 0, -w * 0.3, -h - 60, '#6b4a32', 8));
  o.push(line(w * 0.36, 0, w * 0.3, -h - 60, '#6b4a32', 8));
  o.push(line(0, -40, 0, -h - 60, '#5a3d29', 7));
  o.push(rect(-w / 2 - 8, -h - 78, w + 16, h + 16, '#c9ccd2', { rx: 6 }));
  o.push(rect(-w / 2, -h - 70, w, h, '#fbfcfd', { rx: 3 }));
  o.push(rect(-w / 2 - 6, -64, w + 12, 8, '#9aa1ad', { rx: 3 }));
  const bx = -w / 2 + 20;
  const by = -h - 50;
  // Title bar.
  o.push(rect(bx, by, 140, 12, accent, { rx: 6 }));
  if (kind % 2 === 0) {
    // Plant with roots and arrows (water / nutrients).
    const px = bx + 60;
    const py = by + 120;
    o.push(line(bx, py, bx + 130, py, '#8a6a45', 3));
    o.push(line(px, py, px, by + 40, leaf, 4));
    o.push(
      ellipse(px - 18, by + 62, 18, 8, leaf, { transform: `rotate(-25 ${px - 18} ${by + 62})` }),
    );
    o.push(
      ellipse(px + 18, by + 52, 18, 8, leaf, { transform: `rotate(25 ${px + 18} ${by + 52})` }),
    );
    o.push(circle(px, by + 36, 8, '#e8412c'));
    o.push(
      path(`M${px} ${py}l-16 24M${px} ${py}l14 26M${px} ${py}l0 30`, 'none', {
        stroke: '#8a6a45',
        'stroke-width': 2.5,
        'stroke-linecap': 'round',
      }),
    );
    o.push(
      path(`M${px + 70} ${py + 20}Q${px + 50} ${py - 30} ${px + 24} ${by + 70}`, 'none', {
        stroke: '#2f8fd1',
        'stroke-width': 3,
        'stroke-dasharray': '6 5',
      }),
    );
    o.push(
      path(
        poly([
          [px + 24, by + 70],
          [px + 36, by + 72],
          [px + 28, by + 82],
        ]),
        '#2f8fd1',
      ),
    );
  } else {
    // Bar chart with a trend line.
    const base = by + 140;
    const heights = [40, 62, 54, 88, 104];
    heights.forEach((hh, i) =>
      o.push(rect(bx + i * 26, base - hh, 18, hh, i === 4 ? accent : leaf, { rx: 2 })),
    );
    o.push(line(bx - 4, base, bx + 134, base, '#4a4c55', 2.5));
    o.push(
      path(
        poly(
          heights.map((hh, i) => [bx + i * 26 + 9, base - hh - 14]),
          false,
        ),
        'none',
        { stroke: '#e8412c', 'stroke-width': 3, 'stroke-linejoin': 'round' },
      ),
    );
  }
  // Text-like lines on the right.
  const lx = bx + 160;
  const lens = [100, 84, 110, 70, 96, 60, 88];
  lens.forEach((len, i) => {
    o.push(circle(lx, by + 34 + i * 20, 3.5, i % 3 === 0 ? accent : '#9aa1ad'));
    o.push(rect(lx + 10, by + 31 + i * 20, len, 6, '#9aa1ad', { rx: 3, 'fill-opacity': 0.7 }));
  });
  return g(o, { transform: `translate(${f(x)} ${f(y)}) scale(${f(s)})` });
}

/** Striped canopy roof with scalloped valance; poles reach the ground at y. */
export function canopy(x: number, y: number, w: number, h: number, c1: string, c2: string): string {
  const o: string[] = [];
  const top = y - h;
  o.push(line(x + 10, y, x + 10, top + 30, '#5d626d', 6));
  o.push(line(x + w - 10, y, x + w - 10, top + 30, '#5d626d', 6));
  const stripes = Math.max(8, Math.round(w / 80));
  const sw = w / stripes;
  for (let i = 0; i < stripes; i++) {
    const x0 = x + i * sw;
    const px = x + w / 2;
    o.push(
      path(
        poly([
          [px + (x0 - px) * 0.55, top - 60],
          [px + (x0 + sw - px) * 0.55, top - 60],
          [x0 + sw, top],
          [x0, top],
        ]),
        i % 2 === 0 ? c1 : c2,
      ),
    );
    o.push(
      path(
        `M${f(x0)} ${f(top)}h${f(sw)}v10a${f(sw / 2)} ${f(sw / 4)} 0 0 1 ${f(-sw)} 0Z`,
        i % 2 === 0 ? dark(c1, 0.12) : dark(c2, 0.12),
      ),
    );
  }
  return o.join('');
}

export function ladder(x: number, y: number, h: number, s: number): string {
  const o: string[] = [];
  const lean = h * 0.18;
  o.push(line(x, y, x + lean, y - h, '#c9a06a', 6 * s));
  o.push(line(x + 34 * s, y, x + 34 * s + lean, y - h, '#c9a06a', 6 * s));
  for (let i = 1; i < 8; i++) {
    const t = i / 8;
    o.push(line(x + lean * t, y - h * t, x + 34 * s + lean * t, y - h * t, '#a8824f', 4 * s));
  }
  return o.join('');
}

export function wheelbarrow(x: number, y: number, s: number, color: string, load: string): string {
  const o: string[] = [];
  o.push(ellipse(10, 2, 70, 6, '#000000', { 'fill-opacity': 0.16 }));
  o.push(line(-60, -50, 40, -40, '#5d626d', 5));
  o.push(line(-10, -40, -16, 0, '#5d626d', 5));
  o.push(path('M-40 -80L60 -80L44 -38L-20 -38Z', color));
  o.push(ellipse(10, -82, 52, 10, load));
  o.push(path('M-40 -80L60 -80L56 -70L-36 -70Z', light(color, 0.25)));
  o.push(circle(50, -18, 18, '#26272d'));
  o.push(circle(50, -18, 7, '#9aa1ad'));
  return g(o, { transform: `translate(${f(x)} ${f(y)}) scale(${f(s)})` });
}
