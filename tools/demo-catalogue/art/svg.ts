/**
 * Tiny SVG building kit used by the seed illustrations: a document that
 * collects gradient definitions, element helpers, colour maths, a seeded PRNG
 * and a little 2D geometry. Pure string building, no DOM.
 */

export type Pt = [number, number];
export type Stop = [offset: number, color: string, opacity?: number];
export type Attrs = Record<string, string | number | undefined>;

/** Rounds to one decimal: keeps the SVG short without visible loss. */
export const f = (n: number): string => String(Math.round(n * 10) / 10);

function attrs(a: Attrs): string {
  let out = '';
  for (const [k, v] of Object.entries(a)) {
    if (v === undefined) continue;
    out += ` ${k}="${typeof v === 'number' ? f(v) : v}"`;
  }
  return out;
}

const el = (tag: string, a: Attrs, children?: string): string =>
  children === undefined ? `<${tag}${attrs(a)}/>` : `<${tag}${attrs(a)}>${children}</${tag}>`;

export const rect = (x: number, y: number, w: number, h: number, fill: string, extra: Attrs = {}) =>
  el('rect', { x, y, width: w, height: h, fill, ...extra });

export const circle = (cx: number, cy: number, r: number, fill: string, extra: Attrs = {}) =>
  el('circle', { cx, cy, r, fill, ...extra });

export const ellipse = (
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  fill: string,
  extra: Attrs = {},
) => el('ellipse', { cx, cy, rx, ry, fill, ...extra });

export const path = (d: string, fill: string, extra: Attrs = {}) =>
  el('path', { d, fill, ...extra });

export const line = (
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  stroke: string,
  width: number,
  extra: Attrs = {},
) =>
  el('line', {
    x1,
    y1,
    x2,
    y2,
    stroke,
    'stroke-width': width,
    'stroke-linecap': 'round',
    ...extra,
  });

export const g = (children: string | string[], extra: Attrs = {}) =>
  el('g', extra, Array.isArray(children) ? children.join('') : children);

/** Polygon path ("M x y L ... Z") from points. */
export function poly(points: Pt[], close = true): string {
  let d = '';
  points.forEach(([x, y], i) => {
    d += `${i === 0 ? 'M' : 'L'}${f(x)} ${f(y)}`;
  });
  return close ? `${d}Z` : d;
}

/** Smooth open curve through points (Catmull-Rom converted to cubic Béziers). */
export function smooth(points: Pt[], tension = 0.5): string {
  if (points.length < 2) return '';
  let d = `M${f(points[0][0])} ${f(points[0][1])}`;
  for (let i = 0; i < points.length - 1; i++) {
    const p0 = points[Math.max(0, i - 1)];
    const p1 = points[i];
    const p2 = points[i + 1];
    const p3 = points[Math.min(points.length - 1, i + 2)];
    const k = tension / 3;
    const c1: Pt = [p1[0] + (p2[0] - p0[0]) * k, p1[1] + (p2[1] - p0[1]) * k];
    const c2: Pt = [p2[0] - (p3[0] - p1[0]) * k, p2[1] - (p3[1] - p1[1]) * k];
    d += `C${f(c1[0])} ${f(c1[1])} ${f(c2[0])} ${f(c2[1])} ${f(p2[0])} ${f(p2[1])}`;
  }
  return d;
}

/** Collects <defs> and hands out unique ids. */
export class Doc {
  private readonly defs: string[] = [];
  private n = 0;

  constructor(private readonly prefix = 'a') {}

  id(): string {
    return `${this.prefix}${(this.n++).toString(36)}`;
  }

  def(markup: string): void {
    this.defs.push(markup);
  }

  private stops(stops: Stop[]): string {
    return stops
      .map(([o, c, op]) =>
        el('stop', {
          offset: o,
          'stop-color': c,
          'stop-opacity': op === undefined ? undefined : op,
        }),
      )
      .join('');
  }

  /** Linear gradient; coordinates in user space. Returns `url(#id)`. */
  linear(stops: Stop[], x1: number, y1: number, x2: number, y2: number): string {
    const id = this.id();
    this.def(
      el(
        'linearGradient',
        { id, gradientUnits: 'userSpaceOnUse', x1, y1, x2, y2 },
        this.stops(stops),
      ),
    );
    return `url(#${id})`;
  }

  /** Linear gradient relative to the bounding box (0..1). */
  linearBox(stops: Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
    const id = this.id();
    this.def(el('linearGradient', { id, x1, y1, x2, y2 }, this.stops(stops)));
    return `url(#${id})`;
  }

  /** Radial gradient in user space. */
  radial(stops: Stop[], cx: number, cy: number, r: number, fx?: number, fy?: number): string {
    const id = this.id();
    this.def(
      el(
        'radialGradient',
        { id, gradientUnits: 'userSpaceOnUse', cx, cy, r, fx, fy },
        this.stops(stops),
      ),
    );
    return `url(#${id})`;
  }

  /** Radial gradient relative to the bounding box. */
  radialBox(stops: Stop[], cx = 0.5, cy = 0.5, r = 0.5): string {
    const id = this.id();
    this.def(el('radialGradient', { id, cx, cy, r }, this.stops(stops)));
    return `url(#${id})`;
  }

  /** Clip path from markup. Returns `url(#id)`. */
  clip(markup: string): string {
    const id = this.id();
    this.def(el('clipPath', { id }, markup));
    return `url(#${id})`;
  }

  /** Wraps body markup into a complete SVG document. */
  svg(
    body: string,
    viewW: number,
    viewH: number,
    width: number,
    height: number,
    align = 'xMidYMid',
  ): string {
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${Math.round(width)}" height="${Math.round(height)}"` +
      ` viewBox="0 0 ${f(viewW)} ${f(viewH)}" preserveAspectRatio="${align} slice">` +
      `<defs>${this.defs.join('')}</defs>${body}</svg>`
    );
  }
}

/* ---------------------------------------------------------------- colours */

function parse(hex: string): [number, number, number] {
  const h = hex.replace('#', '');
  const full = h.length === 3 ? h.replace(/./g, (c) => c + c) : h;
  const n = parseInt(full, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

const hex2 = (n: number) =>
  Math.max(0, Math.min(255, Math.round(n)))
    .toString(16)
    .padStart(2, '0');

/** Linear mix of two hex colours, t = 0 → a, t = 1 → b. */
export function mix(a: string, b: string, t: number): string {
  const [r1, g1, b1] = parse(a);
  const [r2, g2, b2] = parse(b);
  return `#${hex2(r1 + (r2 - r1) * t)}${hex2(g1 + (g2 - g1) * t)}${hex2(b1 + (b2 - b1) * t)}`;
}

/** Darkens towards a deep blue-black (reads better than pure black in flat art). */
export const dark = (c: string, t: number) => mix(c, '#141a2e', t);
export const light = (c: string, t: number) => mix(c, '#ffffff', t);

/* ------------------------------------------------------------------ random */

/** Mulberry32: small deterministic PRNG. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Rand = () => number;
export const between = (r: Rand, a: number, b: number) => a + (b - a) * r();
export const pick = <T>(r: Rand, list: readonly T[]): T => list[Math.floor(r() * list.length)];

/* ---------------------------------------------------------------- geometry */

const cross = (o: Pt, a: Pt, b: Pt) =>
  (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);

/** Convex hull (monotone chain). */
export function hull(points: Pt[]): Pt[] {
  const pts = [...points].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  if (pts.length < 3) return pts;
  const lower: Pt[] = [];
  for (const p of pts) {
    while (lower.length >= 2 && cross(lower[lower.length - 2], lower[lower.length - 1], p) <= 0)
      lower.pop();
    lower.push(p);
  }
  const upper: Pt[] = [];
  for (let i = pts.length - 1; i >= 0; i--) {
    const p = pts[i];
    while (upper.length >= 2 && cross(upper[upper.length - 2], upper[upper.length - 1], p) <= 0)
      upper.pop();
    upper.push(p);
  }
  upper.pop();
  lower.pop();
  return lower.concat(upper);
}

export const add = (a: Pt, b: Pt, k = 1): Pt => [a[0] + b[0] * k, a[1] + b[1] * k];
