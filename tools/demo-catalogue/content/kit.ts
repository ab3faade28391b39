/**
 * Helpers shared by the catalogue generators: a seeded PRNG, price rounding,
 * HTML assembly and the final SeedItem shaping (code, images, age).
 */
import type { ArtSpec, Scene } from '../art';

export type Rand = () => number;

/** Mulberry32: tiny deterministic PRNG (no Math.random anywhere in the catalogue). */
export function prng(seed: number): Rand {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const pick = <T>(r: Rand, list: readonly T[]): T => list[Math.floor(r() * list.length)];

/** `n` distinct elements, in a shuffled order. */
export function pickN<T>(r: Rand, list: readonly T[], n: number): T[] {
  const copy = [...list];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(r() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy.slice(0, Math.min(n, copy.length));
}

/**
 * A price in bolivianos between min and max, rounded the way a shop would:
 * big tickets to the hundred, mid ones to the ten; some end in ,90 or ,50.
 */
export function price(r: Rand, min: number, max: number): number {
  const raw = min + (max - min) * r();
  let value: number;
  if (raw >= 50_000) value = Math.round(raw / 500) * 500;
  else if (raw >= 5_000) value = Math.round(raw / 50) * 50;
  else if (raw >= 500) value = Math.round(raw / 10) * 10;
  else value = Math.round(raw);
  const cents = r();
  if (raw < 20_000 && cents < 0.3) value = value - 0.1;
  else if (raw < 20_000 && cents < 0.4) value = value + 0.5;
  value = Math.min(max, Math.max(min, value));
  return Math.round(value * 100) / 100;
}

/** Spanish (Bolivia) thousands separator for numbers inside names: 1000 → "1.000". */
export const miles = (n: number): string => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '.');

/** Decimal comma, at most one decimal: 4.8 → "4,8", 5 → "5". */
export const num = (n: number): string => String(Math.round(n * 10) / 10).replace('.', ',');

export interface Draft {
  name: string;
  intro: string;
  features: string[];
  heading?: string;
  closing?: string;
  price: number;
  scene: Scene;
  /** Forces the price to be hidden ("consultar precio"). */
  hidePrice?: boolean;
}

function html(d: Pick<Draft, 'intro' | 'features' | 'heading' | 'closing'>): string {
  const parts = [`<p>${d.intro}</p>`];
  if (d.heading) parts.push(`<h3>${d.heading}</h3>`);
  parts.push(`<ul>${d.features.map((f) => `<li>${f}</li>`).join('')}</ul>`);
  if (d.closing) parts.push(`<p>${d.closing}</p>`);
  return parts.join('');
}

/** Lowercase ASCII slug: letters, digits and single hyphens, cut at a word boundary. */
function slug(text: string, maxLength = 80): string {
  const full = text
    .replace(/\s*×\s*/g, 'x') // "8 × 30" → "8x30"
    .replace(/(\d)\.(\d{3})\b/g, '$1$2') // "1.000" → "1000"
    .normalize('NFKD') // also turns "m²" into "m2" and "¾" into "3⁄4"
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (full.length <= maxLength) return full;
  const cut = full.slice(0, maxLength + 1);
  const boundary = cut.lastIndexOf('-');
  let out = boundary > maxLength / 2 ? cut.slice(0, boundary) : full.slice(0, maxLength);
  // Do not end on a connector word ("…-para-y").
  while (/-(y|e|o|a|en|de|del|la|el|los|las|para|con|por|sin)$/.test(out))
    out = out.replace(/-[a-z]+$/, '');
  return out.replace(/-+$/g, '');
}

export interface Shaped {
  name: string;
  code: string;
  description: string;
  price: number;
  priceVisible: boolean;
  images: ArtSpec[];
  ageDays: number;
}

/** 2–4 drawings of the scene with distinct variants. */
function images(r: Rand, scene: Scene): ArtSpec[] {
  const count = 2 + Math.floor(r() * 3);
  return pickN(r, [0, 1, 2, 3, 4, 5, 6, 7], count).map((variant) => ({ scene, variant }));
}

/**
 * Turns drafts into seed items: unique codes (within the list), images,
 * ~15 % hidden prices and creation ages spread over ~300 days.
 */
export function shape(drafts: Draft[], seed: number): Shaped[] {
  const r = prng(seed);
  const used = new Set<string>();
  return drafts.map((d, i) => {
    let code = slug(d.name, 72);
    for (let n = 2; used.has(code); n++) code = `${slug(d.name, 68)}-${n}`;
    used.add(code);
    // Roughly one in seven items asks the customer to request a quote.
    const hidden = d.hidePrice ?? (i * 5 + seed) % 7 === 3;
    const ageDays = Math.min(300, Math.floor(r() * 295) + (i % 3 === 0 ? 0 : Math.floor(r() * 6)));
    return {
      name: d.name,
      code,
      description: html(d),
      price: d.price,
      priceVisible: !hidden,
      images: images(r, d.scene),
      ageDays,
    };
  });
}
