/**
 * Greenhouses drawn in an oblique projection: the front gable faces the
 * viewer and the body recedes up and to the right along `depth`.
 * Works for single tunnels, gutter-connected multi-span houses, flat-roofed
 * net houses and bare frames (for the "construction" scene).
 */
import { plant } from './landscape';
import type { Crop, Palette } from './palette';
import {
  add,
  dark,
  Doc,
  f,
  hull,
  light,
  line,
  mix,
  path,
  poly,
  type Pt,
  type Rand,
  rect,
} from './svg';

type RoofStyle = 'tunnel' | 'gothic' | 'flat';

export interface GreenhouseSpec {
  /** Front-left base corner. */
  x: number;
  y: number;
  spans: number;
  spanW: number;
  wallH: number;
  rise: number;
  depth: Pt;
  style: RoofStyle;
  /** Cover colour (film or net). */
  cover: string;
  coverOpacity: number;
  /** 0 = bare frame, 1 = fully covered; in between = covered from the front. */
  covered: number;
  frame: string;
  crop?: Crop;
  /** Ridge vents drawn as dark strips along the roof. */
  ridgeVents?: boolean;
  /** Roll-up side vent on the right side. */
  sideVent?: boolean;
  door?: boolean;
  /** Warm interior light (dusk scenes). */
  glow?: string | null;
  /** Interior crop rows per span. */
  rowsPerSpan?: number;
}

/** Arch points from the left wall top to the right wall top of one span. */
function arch(style: RoofStyle, xs: number, top: number, w: number, rise: number): Pt[] {
  const pts: Pt[] = [];
  const n = 14;
  if (style === 'tunnel') {
    for (let i = 0; i <= n; i++) {
      const t = Math.PI - (Math.PI * i) / n;
      pts.push([xs + w / 2 + (w / 2) * Math.cos(t), top - rise * Math.sin(t)]);
    }
  } else if (style === 'gothic') {
    // Two quadratic curves meeting at a slightly pointed ridge.
    const apex: Pt = [xs + w / 2, top - rise];
    const half = n / 2;
    for (let i = 0; i <= half; i++) {
      const t = i / half;
      const c: Pt = [xs + w * 0.04, top - rise * 0.82];
      const a: Pt = [xs, top];
      pts.push([
        (1 - t) * (1 - t) * a[0] + 2 * (1 - t) * t * c[0] + t * t * apex[0],
        (1 - t) * (1 - t) * a[1] + 2 * (1 - t) * t * c[1] + t * t * apex[1],
      ]);
    }
    for (let i = half - 1; i >= 0; i--) {
      const [px, py] = pts[i];
      pts.push([2 * apex[0] - px, py]);
    }
  } else {
    pts.push([xs, top], [xs + w * 0.5, top - rise], [xs + w, top]);
  }
  return pts;
}

/** Outward normal · depth > 0 means the swept face is visible. */
function visibleChain(pts: Pt[], d: Pt): Pt[] {
  const out: Pt[] = [];
  for (let i = 0; i < pts.length - 1; i++) {
    const [x1, y1] = pts[i];
    const [x2, y2] = pts[i + 1];
    // Profile runs left→right over the top, so the outward normal is (dy, -dx).
    const nx = y2 - y1;
    const ny = -(x2 - x1);
    if (nx * d[0] + ny * d[1] > 0) {
      if (out.length === 0) out.push(pts[i]);
      out.push(pts[i + 1]);
    }
  }
  return out;
}

export function greenhouse(doc: Doc, p: Palette, s: GreenhouseSpec, r: Rand): string {
  const out: string[] = [];
  const d = s.depth;
  const totalW = s.spans * s.spanW;
  const top = s.y - s.wallH;
  const H = s.wallH + s.rise;
  const glow = s.glow ?? null;
  const rib = Math.max(1.2, s.spanW / 90);

  if (glow) {
    // Warm light spilling onto the ground around a lit house.
    const c = add([s.x + totalW / 2, s.y], d, 0.5);
    const R = (totalW + Math.hypot(d[0], d[1])) * 0.75;
    out.push(
      path(
        `M${f(c[0] - R)} ${f(c[1])}a${f(R)} ${f(R * 0.32)} 0 1 0 ${f(2 * R)} 0a${f(R)} ${f(R * 0.32)} 0 1 0 ${f(-2 * R)} 0Z`,
        doc.radial(
          [
            [0, glow, 0.45],
            [0.6, glow, 0.12],
            [1, glow, 0],
          ],
          c[0],
          c[1],
          R,
        ),
        { transform: `translate(0 0)` },
      ),
    );
  }
  // Cast shadow on the ground, towards the lower right.
  const sh: Pt = [H * 0.55, H * 0.08];
  out.push(
    path(
      poly([
        [s.x, s.y],
        [s.x + totalW, s.y],
        add(add([s.x + totalW, s.y], d), sh),
        add(add([s.x, s.y], d), sh),
      ]),
      p.shadow,
      { 'fill-opacity': p.shadowOpacity },
    ),
  );

  const spans = Array.from({ length: s.spans }, (_, i) => {
    const xs = s.x + i * s.spanW;
    const a = arch(s.style, xs, top, s.spanW, s.rise);
    const profile: Pt[] = [
      [xs, s.y],
      ...(s.wallH > 0 ? [[xs, top] as Pt] : []),
      ...a,
      ...(s.wallH > 0 ? [[xs + s.spanW, top] as Pt] : []),
      [xs + s.spanW, s.y],
    ];
    return { xs, a, profile };
  });

  // Floor inside.
  out.push(
    path(
      poly([[s.x, s.y], [s.x + totalW, s.y], add([s.x + totalW, s.y], d), add([s.x, s.y], d)]),
      mix(p.soil, p.ground, 0.35),
    ),
  );

  // Interior crop rows, back to front so nearer plants overlap farther ones.
  if (s.crop) {
    const rows = s.rowsPerSpan ?? 3;
    const scale = Math.min(1.3, (s.wallH + s.rise) / 120);
    const steps = 12;
    for (let k = steps; k >= 1; k--) {
      const t = (k - 0.5) / steps;
      for (const sp of spans) {
        for (let j = 0; j < rows; j++) {
          const bx = sp.xs + (s.spanW * (j + 0.7)) / (rows + 0.4);
          const pt = add([bx, s.y], d, t);
          out.push(plant(p, s.crop, pt[0], pt[1], scale, r));
        }
      }
    }
  }

  const bodyTop = top - s.rise + d[1];
  const covered = Math.max(0, Math.min(1, s.covered));
  const film = glow ? mix(s.cover, glow, 0.55) : s.cover;
  const bodyFill = doc.linear(
    [
      [0, light(film, 0.4)],
      [0.55, film],
      [1, dark(film, glow ? 0.05 : 0.16)],
    ],
    0,
    bodyTop,
    0,
    s.y,
  );

  const ribsAt = (sp: (typeof spans)[number], from: number, to: number, whole: boolean) => {
    const n = Math.max(4, Math.round(Math.hypot(d[0], d[1]) / (s.spanW * 0.28)));
    const o: string[] = [];
    for (let k = n; k >= 0; k--) {
      const t = k / n;
      if (t < from - 1e-6 || t > to + 1e-6) continue;
      const chain = whole ? sp.profile : visibleChain(sp.profile, d);
      if (chain.length < 2) continue;
      const pts = chain.map((q) => add(q, d, t));
      o.push(
        path(poly(pts, false), 'none', {
          stroke: s.frame,
          'stroke-width': f(rib),
          'stroke-opacity': whole ? 1 : 0.55,
          'stroke-linejoin': 'round',
        }),
      );
    }
    return o.join('');
  };

  for (const sp of spans) {
    // Bare frame behind the covered part.
    if (covered < 1) {
      const purlins = [
        sp.a[0],
        sp.a[Math.floor(sp.a.length / 2)],
        sp.a[sp.a.length - 1],
        ...(s.wallH > 0
          ? [[sp.xs, s.y - s.wallH * 0.5] as Pt, [sp.xs + s.spanW, s.y - s.wallH * 0.5] as Pt]
          : []),
      ];
      for (const q of purlins) {
        const a = add(q, d, covered);
        const b = add(q, d);
        out.push(line(a[0], a[1], b[0], b[1], s.frame, rib * 0.8));
      }
      out.push(ribsAt(sp, covered, 1, true));
    }
    if (covered > 0) {
      const dd: Pt = [d[0] * covered, d[1] * covered];
      const body = hull([...sp.profile, ...sp.profile.map((q) => add(q, dd))]);
      out.push(path(poly(body), bodyFill, { 'fill-opacity': f(s.coverOpacity) }));
      if (s.ridgeVents && s.style !== 'flat') {
        const i0 = Math.floor(sp.a.length * 0.5);
        const i1 = Math.floor(sp.a.length * 0.68);
        const v = [sp.a[i0], sp.a[i1], add(sp.a[i1], dd, 0.92), add(sp.a[i0], dd, 0.92)];
        out.push(path(poly(v), dark(film, 0.35), { 'fill-opacity': 0.55 }));
      }
      out.push(ribsAt(sp, 0, covered, false));
      // Ridge highlight.
      const ridge = sp.a[Math.floor(sp.a.length / 2)];
      const rb = add(ridge, dd);
      out.push(
        line(ridge[0], ridge[1], rb[0], rb[1], '#ffffff', rib * 1.2, { 'stroke-opacity': 0.6 }),
      );
    }
  }

  // Right side: roll-up vent band.
  if (covered > 0 && s.sideVent) {
    const last = spans[spans.length - 1];
    const xr = last.xs + s.spanW;
    const y1 = s.y - Math.max(s.wallH, s.rise * 0.35) * 0.55;
    const y2 = s.y - Math.max(s.wallH, s.rise * 0.35) * 0.2;
    const xr1 = s.style === 'tunnel' && s.wallH === 0 ? xr - s.spanW * 0.06 : xr;
    const dd: Pt = [d[0] * covered, d[1] * covered];
    out.push(
      path(poly([[xr1, y1], add([xr1, y1], dd), add([xr, y2], dd), [xr, y2]]), dark(film, 0.45), {
        'fill-opacity': 0.5,
      }),
    );
    out.push(line(xr1, y1, xr1 + dd[0], y1 + dd[1], light(film, 0.5), rib * 2));
  }

  // Front gable.
  let front = '';
  spans.forEach((sp, i) => {
    const pts = sp.profile;
    front += poly(i === 0 ? pts : pts, true);
  });
  const frontFill = glow
    ? doc.linear(
        [
          [0, light(glow, 0.35)],
          [1, mix(glow, s.cover, 0.4)],
        ],
        0,
        top - s.rise,
        0,
        s.y,
      )
    : doc.linear(
        [
          [0, light(s.cover, 0.55)],
          [1, mix(s.cover, p.sky[2], 0.4)],
        ],
        0,
        top - s.rise,
        0,
        s.y,
      );
  if (covered > 0) {
    out.push(path(front, frontFill, { 'fill-opacity': f(Math.min(1, s.coverOpacity * 0.85)) }));
  }
  // Frame of the gable.
  for (const sp of spans) {
    out.push(
      path(poly(sp.profile, false), 'none', {
        stroke: s.frame,
        'stroke-width': f(rib * 1.5),
        'stroke-linejoin': 'round',
      }),
    );
    const mid = sp.xs + s.spanW / 2;
    const apex = sp.a[Math.floor(sp.a.length / 2)];
    out.push(line(mid, s.y, mid, apex[1], s.frame, rib));
    if (s.wallH === 0) {
      out.push(
        line(
          sp.xs + s.spanW * 0.22,
          s.y,
          sp.xs + s.spanW * 0.22,
          top - s.rise * 0.62,
          s.frame,
          rib * 0.8,
        ),
      );
      out.push(
        line(
          sp.xs + s.spanW * 0.78,
          s.y,
          sp.xs + s.spanW * 0.78,
          top - s.rise * 0.62,
          s.frame,
          rib * 0.8,
        ),
      );
      out.push(
        line(
          sp.xs + s.spanW * 0.1,
          top - s.rise * 0.45,
          sp.xs + s.spanW * 0.9,
          top - s.rise * 0.45,
          s.frame,
          rib * 0.8,
        ),
      );
    } else {
      out.push(line(sp.xs, top, sp.xs + s.spanW, top, s.frame, rib));
    }
  }
  if (s.door && covered > 0) {
    const mid = spans[Math.floor((spans.length - 1) / 2)];
    const dw = Math.min(s.spanW * 0.26, 60);
    const dh = Math.min(H * 0.62, 110);
    const dx = mid.xs + s.spanW / 2 - dw / 2;
    const inside = glow ? mix(glow, p.leafDark, 0.3) : mix(p.leafDark, s.cover, 0.35);
    out.push(rect(dx, s.y - dh, dw, dh, inside, { 'fill-opacity': 0.9 }));
    out.push(
      rect(dx + dw * 0.12, s.y - dh * 0.55, dw * 0.76, dh * 0.55, dark(inside, 0.2), {
        'fill-opacity': 0.6,
      }),
    );
    out.push(rect(dx, s.y - dh, dw, dh, 'none', { stroke: s.frame, 'stroke-width': f(rib * 1.6) }));
    out.push(
      path(
        poly([
          [dx, s.y],
          [dx + dw, s.y],
          [dx + dw * 1.8, s.y + dh * 0.35],
          [dx - dw * 0.8, s.y + dh * 0.35],
        ]),
        mix(p.ground, p.soil, 0.45),
        { 'fill-opacity': 0.5 },
      ),
    );
  }
  return out.join('');
}
