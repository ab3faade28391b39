/**
 * Outdoor building blocks: sky, sun, clouds, mountains, hills, trees, crop
 * rows in perspective and the plants that grow in them.
 */
import type { Crop, Palette } from './palette';
import {
  between,
  pick,
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
  type Rand,
  rect,
  smooth,
} from './svg';

/* -------------------------------------------------------------------- sky */

function sky(doc: Doc, p: Palette, W: number, H: number, horizon: number, r: Rand): string {
  const out: string[] = [];
  out.push(
    rect(
      0,
      0,
      W,
      H,
      doc.linear(
        [
          [0, p.sky[0]],
          [0.55, p.sky[1]],
          [1, p.sky[2]],
        ],
        0,
        0,
        0,
        horizon,
      ),
    ),
  );
  if (p.stars) {
    for (let i = 0; i < 60; i++) {
      const x = r() * W;
      const y = r() * horizon * 0.55;
      out.push(
        circle(x, y, between(r, 0.8, 2.2), '#ffffff', { 'fill-opacity': f(between(r, 0.35, 0.9)) }),
      );
    }
  }
  const sx = p.sunAt[0] * W;
  const sy = p.sunAt[1] * horizon;
  const R = p.sunR * (H / 800) * 1.1;
  out.push(
    circle(
      sx,
      sy,
      R * 7,
      doc.radial(
        [
          [0, p.sunGlow, 0.55],
          [0.35, p.sunGlow, 0.18],
          [1, p.sunGlow, 0],
        ],
        sx,
        sy,
        R * 7,
      ),
    ),
  );
  out.push(circle(sx, sy, R * 1.45, p.sun, { 'fill-opacity': 0.25 }));
  out.push(circle(sx, sy, R, p.sun));
  if (p.moon) {
    const mx = W * 0.2;
    const my = horizon * 0.22;
    const mr = 22 * (H / 800);
    out.push(
      circle(
        mx,
        my,
        mr * 3.2,
        doc.radial(
          [
            [0, '#fff6e0', 0.35],
            [0.4, '#fff6e0', 0.1],
            [1, '#fff6e0', 0],
          ],
          mx,
          my,
          mr * 3.2,
        ),
      ),
    );
    // Crescent: outer arc on the left, inner arc back on the right.
    const top = `${f(mx + mr * 0.35)} ${f(my - mr * 0.94)}`;
    const bot = `${f(mx + mr * 0.35)} ${f(my + mr * 0.94)}`;
    out.push(
      path(
        `M${top}A${f(mr)} ${f(mr)} 0 1 0 ${bot}A${f(mr * 0.78)} ${f(mr * 0.78)} 0 0 1 ${top}Z`,
        '#fbf3df',
      ),
    );
  }
  const n = p.clouds;
  for (let i = 0; i < n; i++) {
    const cx = ((i + 0.3 + r() * 0.5) / n) * W;
    const cy = horizon * between(r, 0.12, 0.5);
    out.push(cloud(p, cx, cy, between(r, 0.7, 1.3) * (H / 800), r));
  }
  return out.join('');
}

function cloud(p: Palette, x: number, y: number, s: number, r: Rand): string {
  const w = 120 * s;
  const bumps: string[] = [];
  const shade: string[] = [];
  const k = 3 + Math.floor(r() * 3);
  for (let i = 0; i < k; i++) {
    const bx = x - w / 2 + (w * (i + 0.5)) / k;
    const br = (18 + r() * 22) * s * (1 - Math.abs(i - (k - 1) / 2) / k);
    shade.push(circle(bx + 4 * s, y - br * 0.55 + 6 * s, br + 2 * s, p.cloudShade));
    bumps.push(circle(bx, y - br * 0.55, br, p.cloud));
  }
  const base = `M${f(x - w / 2 - 14 * s)} ${f(y + 6 * s)}h${f(w + 28 * s)}a${f(8 * s)} ${f(8 * s)} 0 0 0 0 -${f(16 * s)}h-${f(w + 28 * s)}a${f(8 * s)} ${f(8 * s)} 0 0 0 0 ${f(16 * s)}Z`;
  return (
    path(base, p.cloudShade, { transform: `translate(${f(4 * s)} ${f(6 * s)})` }) +
    shade.join('') +
    path(base, p.cloud) +
    bumps.join('')
  );
}

/* -------------------------------------------------------------- mountains */

function mountains(doc: Doc, p: Palette, W: number, base: number, height: number, r: Rand): string {
  const out: string[] = [];
  const peaks = Math.max(3, Math.round(W / 260));
  const step = W / peaks;
  for (let i = -1; i <= peaks; i++) {
    const ax = (i + 0.5) * step + between(r, -0.2, 0.2) * step;
    const h = height * between(r, 0.55, 1);
    const ay = base - h;
    const lw = step * between(r, 0.85, 1.25);
    const rw = step * between(r, 0.85, 1.25);
    const left: Pt = [ax - lw, base];
    const right: Pt = [ax + rw, base];
    const shoulderL: Pt = [ax - lw * 0.45, ay + h * 0.42];
    const shoulderR: Pt = [ax + rw * 0.4, ay + h * 0.36];
    out.push(path(poly([left, shoulderL, [ax, ay], shoulderR, right]), p.far));
    out.push(path(poly([[ax, ay], shoulderR, right, [ax + rw * 0.1, base]]), p.farShade));
    if (p.snow) {
      const sd = h * 0.3;
      const sl: Pt = [ax - (lw * 0.45 * sd) / (h * 0.42), ay + sd];
      const sr: Pt = [ax + (rw * 0.4 * sd) / (h * 0.36), ay + sd];
      const teeth: Pt[] = [];
      const tn = 5;
      for (let t = tn; t >= 0; t--) {
        const x = sl[0] + ((sr[0] - sl[0]) * t) / tn;
        teeth.push([x, ay + sd * (t % 2 === 0 ? 1 : 0.72) + between(r, -4, 4)]);
      }
      out.push(path(poly([[ax, ay], sr, ...teeth.slice(1, -1), sl]), p.snow));
      out.push(path(poly([[ax, ay], sr, [ax + 4, ay + sd * 0.8]]), mix(p.snow, p.farShade, 0.25)));
    }
  }
  out.push(
    rect(
      0,
      base - height * 0.45,
      W,
      height * 0.45 + 2,
      doc.linear(
        [
          [0, p.sky[2], 0],
          [1, p.sky[2], 0.75],
        ],
        0,
        base - height * 0.45,
        0,
        base,
      ),
    ),
  );
  return out.join('');
}

/* ------------------------------------------------------------------ hills */

export interface Hill {
  markup: string;
  /** Approximate ridge height at x. */
  yAt: (x: number) => number;
}

function hill(
  doc: Doc,
  W: number,
  H: number,
  base: number,
  amp: number,
  color: string,
  r: Rand,
  segments = 5,
): Hill {
  const pts: Pt[] = [];
  for (let i = 0; i <= segments; i++) {
    pts.push([
      (W * i) / segments + (i > 0 && i < segments ? between(r, -0.12, 0.12) * (W / segments) : 0),
      base - amp * r(),
    ]);
  }
  pts[0][0] = -20;
  pts[segments][0] = W + 20;
  const d = `${smooth(pts)}L${f(W + 20)} ${f(H + 10)}L-20 ${f(H + 10)}Z`;
  const fill = doc.linear(
    [
      [0, light(color, 0.14)],
      [1, dark(color, 0.08)],
    ],
    0,
    base - amp,
    0,
    base + 120,
  );
  const yAt = (x: number) => {
    for (let i = 0; i < pts.length - 1; i++) {
      if (x >= pts[i][0] && x <= pts[i + 1][0]) {
        const t = (x - pts[i][0]) / (pts[i + 1][0] - pts[i][0]);
        const s = t * t * (3 - 2 * t);
        return pts[i][1] + (pts[i + 1][1] - pts[i][1]) * s;
      }
    }
    return base;
  };
  return { markup: path(d, fill), yAt };
}

/* ------------------------------------------------------------------ trees */

export type TreeKind = 'round' | 'eucalyptus' | 'pine' | 'bush';

export function tree(
  p: Palette,
  x: number,
  y: number,
  s: number,
  kind: TreeKind,
  shadow = true,
): string {
  const out: string[] = [];
  const trunk = dark(mix(p.soil, '#6b4a32', 0.5), 0.15);
  if (shadow)
    out.push(ellipse(x + 10 * s, y, 30 * s, 6 * s, p.shadow, { 'fill-opacity': p.shadowOpacity }));
  if (kind === 'round') {
    out.push(rect(x - 3.5 * s, y - 44 * s, 7 * s, 44 * s, trunk, { rx: 2 * s }));
    out.push(circle(x, y - 60 * s, 30 * s, p.treeDark));
    out.push(circle(x - 6 * s, y - 66 * s, 24 * s, p.tree));
    out.push(circle(x - 12 * s, y - 74 * s, 9 * s, light(p.tree, 0.18)));
  } else if (kind === 'eucalyptus') {
    out.push(rect(x - 3 * s, y - 70 * s, 6 * s, 70 * s, mix(trunk, '#c9b8a0', 0.4), { rx: 2 * s }));
    out.push(ellipse(x, y - 92 * s, 20 * s, 46 * s, p.treeDark));
    out.push(ellipse(x - 4 * s, y - 98 * s, 14 * s, 38 * s, mix(p.tree, '#7aa39a', 0.35)));
  } else if (kind === 'pine') {
    out.push(rect(x - 3 * s, y - 18 * s, 6 * s, 18 * s, trunk));
    for (let i = 0; i < 3; i++) {
      const ty = y - 14 * s - i * 20 * s;
      const w = (30 - i * 7) * s;
      out.push(
        path(
          poly([
            [x - w, ty],
            [x, ty - 36 * s],
            [x + w, ty],
          ]),
          p.treeDark,
        ),
      );
      out.push(
        path(
          poly([
            [x - w, ty],
            [x, ty - 36 * s],
            [x, ty],
          ]),
          p.tree,
        ),
      );
    }
  } else {
    out.push(ellipse(x, y - 10 * s, 26 * s, 16 * s, p.treeDark));
    out.push(ellipse(x - 6 * s, y - 14 * s, 18 * s, 12 * s, p.tree));
  }
  return out.join('');
}

/** Trees scattered along a hill ridge, sitting a bit below the crest. */
function treeLine(
  p: Palette,
  h: Hill,
  W: number,
  count: number,
  s: number,
  r: Rand,
  kinds: TreeKind[],
): string {
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const x = r() * W;
    const y = h.yAt(x) + between(r, 8, 30) * s;
    out.push(
      tree(p, x, y, s * between(r, 0.7, 1.15), kinds[Math.floor(r() * kinds.length)], false),
    );
  }
  return out.join('');
}

/* ----------------------------------------------------------------- plants */

/** One plant of the given crop, standing at (x, y), about `s` × 40 px tall. */
export function plant(p: Palette, crop: Crop, x: number, y: number, s: number, r: Rand): string {
  const o: string[] = [];
  const u = s;
  if (s < 0.42) {
    // Far away: a two-tone blob (or a stalk with a head) reads the same and rasterises much faster.
    if (crop === 'quinoa' || crop === 'corn') {
      return (
        line(x, y, x, y - 40 * u, p.leafDark, 2 * u) +
        ellipse(
          x,
          y - 44 * u,
          6 * u,
          12 * u,
          crop === 'corn' ? p.leaf : pick(r, [p.fruit, '#f08a24', '#f2c12e', '#b8325a']),
        )
      );
    }
    const h = crop === 'tomato' || crop === 'pepper' ? 18 : 9;
    return (
      ellipse(x, y - h * u, 15 * u, (h + 2) * u, p.leafDark) +
      (crop === 'lettuce'
        ? ''
        : circle(x + 3 * u, y - h * u, 4 * u, crop === 'potato' ? p.leaf : p.fruit))
    );
  }
  switch (crop) {
    case 'tomato': {
      o.push(line(x, y, x, y - 46 * u, '#8a6a45', 1.6 * u));
      o.push(ellipse(x, y - 20 * u, 15 * u, 19 * u, p.leafDark));
      o.push(ellipse(x - 5 * u, y - 30 * u, 11 * u, 13 * u, p.leaf));
      o.push(ellipse(x + 6 * u, y - 22 * u, 9 * u, 10 * u, p.leaf));
      o.push(circle(x - 6 * u, y - 14 * u, 4.2 * u, p.fruit));
      o.push(circle(x + 5 * u, y - 10 * u, 3.8 * u, p.fruit));
      o.push(circle(x + 2 * u, y - 26 * u, 3.6 * u, r() > 0.5 ? p.fruit : '#f5a23a'));
      break;
    }
    case 'strawberry': {
      o.push(ellipse(x, y - 6 * u, 16 * u, 9 * u, p.leafDark));
      o.push(ellipse(x - 3 * u, y - 9 * u, 11 * u, 6 * u, p.leaf));
      o.push(circle(x - 8 * u, y - 2 * u, 3 * u, p.fruit));
      o.push(circle(x + 7 * u, y - 3 * u, 2.8 * u, p.fruit));
      o.push(circle(x + 2 * u, y - 13 * u, 1.8 * u, '#ffffff'));
      break;
    }
    case 'flower': {
      o.push(ellipse(x, y - 8 * u, 13 * u, 9 * u, p.leafDark));
      const colours = [p.fruit, light(p.fruit, 0.35), '#f7d54a'];
      for (let i = 0; i < 3; i++) {
        const fx = x + (i - 1) * 7 * u;
        const fy = y - (18 + (i % 2) * 8) * u;
        o.push(line(fx, fy, x + (i - 1) * 2 * u, y - 8 * u, p.leaf, 1.4 * u));
        o.push(circle(fx, fy, 4.6 * u, colours[(i + Math.floor(r() * 3)) % 3]));
        o.push(circle(fx, fy, 1.6 * u, '#fff3b0'));
      }
      break;
    }
    case 'quinoa': {
      o.push(line(x, y, x, y - 38 * u, p.leafDark, 2 * u));
      o.push(
        ellipse(x - 5 * u, y - 16 * u, 7 * u, 3.5 * u, p.leaf, {
          transform: `rotate(-25 ${f(x - 5 * u)} ${f(y - 16 * u)})`,
        }),
      );
      o.push(
        ellipse(x + 5 * u, y - 22 * u, 7 * u, 3.5 * u, p.leaf, {
          transform: `rotate(25 ${f(x + 5 * u)} ${f(y - 22 * u)})`,
        }),
      );
      const hues = [p.fruit, '#f08a24', '#f2c12e', '#b8325a'];
      const c = hues[Math.floor(r() * hues.length)];
      o.push(ellipse(x, y - 44 * u, 7.5 * u, 14 * u, dark(c, 0.15)));
      o.push(ellipse(x - 1.5 * u, y - 46 * u, 5 * u, 10 * u, c));
      break;
    }
    case 'lettuce': {
      o.push(ellipse(x, y - 7 * u, 15 * u, 10 * u, p.leafDark));
      o.push(circle(x - 6 * u, y - 10 * u, 7 * u, p.leaf));
      o.push(circle(x + 6 * u, y - 10 * u, 7 * u, p.leaf));
      o.push(circle(x, y - 12 * u, 7.5 * u, p.leafLight));
      o.push(circle(x - 1 * u, y - 14 * u, 3.5 * u, light(p.leafLight, 0.3)));
      break;
    }
    case 'pepper': {
      o.push(ellipse(x, y - 16 * u, 14 * u, 16 * u, p.leafDark));
      o.push(ellipse(x - 4 * u, y - 23 * u, 10 * u, 10 * u, p.leaf));
      o.push(ellipse(x - 6 * u, y - 10 * u, 3.2 * u, 5.5 * u, p.fruit));
      o.push(ellipse(x + 6 * u, y - 12 * u, 3.2 * u, 5.5 * u, r() > 0.5 ? '#f2b824' : '#3f9a3c'));
      o.push(ellipse(x + 1 * u, y - 24 * u, 3 * u, 5 * u, p.fruit));
      break;
    }
    case 'corn': {
      o.push(line(x, y, x, y - 64 * u, p.leafDark, 2.6 * u));
      o.push(
        path(
          `M${f(x)} ${f(y - 20 * u)}q${f(14 * u)} ${f(-10 * u)} ${f(22 * u)} ${f(4 * u)}q${f(-12 * u)} ${f(-4 * u)} ${f(-22 * u)} ${f(1 * u)}Z`,
          p.leaf,
        ),
      );
      o.push(
        path(
          `M${f(x)} ${f(y - 34 * u)}q${f(-14 * u)} ${f(-10 * u)} ${f(-22 * u)} ${f(4 * u)}q${f(12 * u)} ${f(-4 * u)} ${f(22 * u)} ${f(1 * u)}Z`,
          p.leaf,
        ),
      );
      o.push(
        path(
          `M${f(x)} ${f(y - 48 * u)}q${f(12 * u)} ${f(-8 * u)} ${f(18 * u)} ${f(4 * u)}q${f(-10 * u)} ${f(-3 * u)} ${f(-18 * u)} ${f(1 * u)}Z`,
          p.leafLight,
        ),
      );
      o.push(ellipse(x + 4 * u, y - 32 * u, 3.2 * u, 7 * u, p.fruit));
      o.push(line(x, y - 64 * u, x + 3 * u, y - 72 * u, '#d9b65a', 1.6 * u));
      break;
    }
    case 'potato': {
      o.push(ellipse(x, y - 9 * u, 16 * u, 11 * u, p.leafDark));
      o.push(ellipse(x - 4 * u, y - 13 * u, 11 * u, 8 * u, p.leaf));
      o.push(circle(x - 5 * u, y - 20 * u, 2.6 * u, p.fruit));
      o.push(circle(x + 5 * u, y - 18 * u, 2.6 * u, '#b89ad8'));
      o.push(circle(x + 1 * u, y - 22 * u, 1.2 * u, '#f7d54a'));
      break;
    }
  }
  return o.join('');
}

/* ------------------------------------------------------------- crop field */

export interface FieldSpec {
  /** Vanishing point of the rows. */
  vp: Pt;
  /** Field extends from yTop (far edge) to yBottom (bottom of the picture). */
  yTop: number;
  yBottom: number;
  /** Row spacing at yBottom and number of rows. */
  spacing: number;
  rows: number;
  /** Plants per row (0 = only soil stripes). */
  plants: number;
  crop: Crop;
  /** Plant scale at yBottom. */
  scale: number;
  /** Horizontal clip of the field. */
  x0: number;
  x1: number;
  /** Draw drip lines along each row. */
  drip?: boolean;
  /** Plastic mulch colour under the plants. */
  mulch?: string;
}

export function field(doc: Doc, p: Palette, s: FieldSpec, r: Rand): string {
  const out: string[] = [];
  const [vx, vy] = s.vp;
  const span = s.yBottom - vy;
  const xAt = (xb: number, y: number) => vx + ((xb - vx) * (y - vy)) / span;
  out.push(
    path(
      poly([
        [s.x0, s.yTop],
        [s.x1, s.yTop],
        [s.x1, s.yBottom],
        [s.x0, s.yBottom],
      ]),
      doc.linear(
        [
          [0, mix(p.ground, p.sky[2], 0.25)],
          [1, p.ground],
        ],
        0,
        s.yTop,
        0,
        s.yBottom,
      ),
    ),
  );
  const half = s.rows / 2;
  const bed = s.mulch ?? p.soil;
  const bedFill = doc.linear(
    [
      [0, mix(bed, p.sky[2], 0.3)],
      [1, bed],
    ],
    0,
    s.yTop,
    0,
    s.yBottom,
  );
  for (let i = 0; i < s.rows; i++) {
    const xb = vx + (i - half + 0.5) * s.spacing;
    const w = s.spacing * 0.28;
    out.push(
      path(
        poly([
          [xAt(xb - w, s.yTop), s.yTop],
          [xAt(xb + w, s.yTop), s.yTop],
          [xb + w, s.yBottom],
          [xb - w, s.yBottom],
        ]),
        bedFill,
      ),
    );
    if (s.drip) {
      const tx = xb + w * 0.45;
      const tw = 2.6 * s.scale;
      out.push(
        path(
          poly([
            [xAt(tx, s.yTop), s.yTop],
            [xAt(tx, s.yTop) + 0.6, s.yTop],
            [tx + tw, s.yBottom],
            [tx - tw, s.yBottom],
          ]),
          '#1d2027',
        ),
      );
    }
  }
  if (s.plants > 0) {
    const sTop = (s.yTop - vy) / span;
    const zTop = 1 / sTop;
    const zBot = 0.92;
    for (let k = 0; k < s.plants; k++) {
      const z = zTop - ((zTop - zBot) * (k + 0.5)) / s.plants;
      const sc = 1 / z;
      const y = vy + span * sc;
      if (y < s.yTop + 2) continue;
      for (let i = 0; i < s.rows; i++) {
        const xb = vx + (i - half + 0.5) * s.spacing;
        const x = xAt(xb, y) + between(r, -1, 1) * sc * 3;
        if (x < s.x0 - 30 || x > s.x1 + 30) continue;
        if (s.drip && sc * s.scale >= 0.4) {
          // Wet patch under the emitter (skipped far away where it would be a speck).
          const ex = xAt(xb + s.spacing * 0.28 * 0.45, y);
          out.push(
            ellipse(ex - 2 * sc, y + 1 * sc, 22 * sc * s.scale, 5 * sc * s.scale, p.soilDark, {
              'fill-opacity': 0.55,
            }),
          );
        }
        out.push(plant(p, s.crop, x, y, s.scale * sc * between(r, 0.9, 1.08), r));
        if (s.drip && sc > 0.55) {
          const ex = xAt(xb + s.spacing * 0.28 * 0.45, y) + 6 * sc;
          const dy = y + 4 * sc;
          const d = 6.5 * sc * s.scale;
          out.push(
            path(
              `M${f(ex)} ${f(dy - d * 1.8)}Q${f(ex + d)} ${f(dy - d * 0.2)} ${f(ex)} ${f(dy + d * 0.4)}Q${f(ex - d)} ${f(dy - d * 0.2)} ${f(ex)} ${f(dy - d * 1.8)}Z`,
              '#5ec2f2',
            ),
          );
          out.push(
            circle(ex - d * 0.3, dy - d * 0.3, d * 0.25, '#ffffff', { 'fill-opacity': 0.8 }),
          );
        }
      }
    }
  }
  return out.join('');
}

/** Ploughed furrows in perspective (no plants). */
export function furrows(
  doc: Doc,
  p: Palette,
  vp: Pt,
  yTop: number,
  yBottom: number,
  W: number,
  n: number,
): string {
  const out: string[] = [];
  const [vx, vy] = vp;
  const span = yBottom - vy;
  const xAt = (xb: number, y: number) => vx + ((xb - vx) * (y - vy)) / span;
  out.push(
    rect(
      -10,
      yTop,
      W + 20,
      yBottom - yTop + 10,
      doc.linear(
        [
          [0, mix(p.soil, p.sky[2], 0.35)],
          [1, p.soil],
        ],
        0,
        yTop,
        0,
        yBottom,
      ),
    ),
  );
  const spacing = (W * 2.2) / n;
  const ridge = doc.linear(
    [
      [0, mix(p.soilDark, p.sky[2], 0.3)],
      [1, p.soilDark],
    ],
    0,
    yTop,
    0,
    yBottom,
  );
  for (let i = 0; i < n; i++) {
    const xb = vx + (i - n / 2) * spacing;
    const w = spacing * 0.22;
    out.push(
      path(
        poly([
          [xAt(xb - w, yTop), yTop],
          [xAt(xb + w, yTop), yTop],
          [xb + w, yBottom],
          [xb - w, yBottom],
        ]),
        ridge,
      ),
    );
  }
  return out.join('');
}

/** Sky + far range + three hill layers with trees. Returns markup and the nearest hill. */
export function backdrop(
  doc: Doc,
  p: Palette,
  W: number,
  H: number,
  horizon: number,
  r: Rand,
  opts: { trees?: number; mountains?: boolean } = {},
): { markup: string; near: Hill } {
  const scale = H / 800;
  const out: string[] = [sky(doc, p, W, H, horizon, r)];
  const wantMountains = opts.mountains ?? p.snow !== null;
  if (wantMountains) {
    out.push(mountains(doc, p, W, horizon - 40 * scale, 190 * scale, r));
  } else {
    const farHill = hill(doc, W, H, horizon - 50 * scale, 70 * scale, p.far, r, 4);
    out.push(farHill.markup);
  }
  const h1 = hill(doc, W, H, horizon - 20 * scale, 60 * scale, p.hills[0], r, 5);
  out.push(h1.markup);
  const trees = opts.trees ?? 10;
  out.push(treeLine(p, h1, W, Math.round(trees * 0.6), 0.45 * scale, r, ['eucalyptus', 'round']));
  const h2 = hill(doc, W, H, horizon + 10 * scale, 45 * scale, p.hills[1], r, 4);
  out.push(h2.markup);
  out.push(treeLine(p, h2, W, trees, 0.6 * scale, r, ['round', 'eucalyptus', 'round']));
  const h3 = hill(doc, W, H, horizon + 40 * scale, 30 * scale, p.hills[2], r, 3);
  out.push(h3.markup);
  return { markup: out.join(''), near: h3 };
}

/** Soft ground shadow. */
export const shadow = (p: Palette, cx: number, cy: number, rx: number, ry: number) =>
  ellipse(cx, cy, rx, ry, p.shadow, { 'fill-opacity': p.shadowOpacity });

/** Grass tufts along the bottom edge for foreground depth. */
export function grass(p: Palette, W: number, y: number, n: number, s: number, r: Rand): string {
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    const x = r() * W;
    const yy = y + r() * 30 * s;
    const h = between(r, 14, 26) * s;
    const c = r() > 0.5 ? p.leafDark : p.leaf;
    out.push(
      path(
        `M${f(x - 8 * s)} ${f(yy)}Q${f(x - 6 * s)} ${f(yy - h * 0.6)} ${f(x - 10 * s)} ${f(yy - h)}Q${f(x - 2 * s)} ${f(yy - h * 0.5)} ${f(x)} ${f(yy)}Q${f(x + 1 * s)} ${f(yy - h * 0.7)} ${f(x + 6 * s)} ${f(yy - h * 1.1)}Q${f(x + 5 * s)} ${f(yy - h * 0.4)} ${f(x + 9 * s)} ${f(yy)}Z`,
        c,
      ),
    );
  }
  return g(out);
}

/** Small adobe farmhouse with a clay-tile roof. Ground at (x, y). */
export function house(x: number, y: number, s: number, wall = '#d9b48a', roof = '#b5523b'): string {
  const o: string[] = [];
  o.push(ellipse(x + 20 * s, y, 90 * s, 7 * s, '#000000', { 'fill-opacity': 0.14 }));
  o.push(rect(x - 70 * s, y - 70 * s, 140 * s, 70 * s, wall));
  o.push(rect(x + 30 * s, y - 70 * s, 40 * s, 70 * s, dark(wall, 0.12)));
  o.push(
    path(
      poly([
        [x - 84 * s, y - 64 * s],
        [x - 50 * s, y - 108 * s],
        [x + 50 * s, y - 108 * s],
        [x + 84 * s, y - 64 * s],
      ]),
      roof,
    ),
  );
  for (let i = 1; i < 8; i++) {
    const t = i / 8;
    o.push(
      line(
        x - 84 * s + 168 * s * t,
        y - 64 * s,
        x - 50 * s + 100 * s * t,
        y - 108 * s,
        dark(roof, 0.2),
        1.5 * s,
      ),
    );
  }
  o.push(
    path(
      poly([
        [x - 84 * s, y - 64 * s],
        [x + 84 * s, y - 64 * s],
        [x + 84 * s, y - 58 * s],
        [x - 84 * s, y - 58 * s],
      ]),
      dark(roof, 0.3),
    ),
  );
  o.push(rect(x - 50 * s, y - 44 * s, 22 * s, 44 * s, '#6b4a32'));
  o.push(rect(x - 10 * s, y - 46 * s, 26 * s, 20 * s, '#4a3a30'));
  o.push(
    rect(x - 10 * s, y - 46 * s, 26 * s, 20 * s, 'none', {
      stroke: light(wall, 0.4),
      'stroke-width': 2 * s,
    }),
  );
  return o.join('');
}
