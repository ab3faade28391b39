import { SCENE_NAMES } from '../art';
import { demoProducts, demoServices, type SeedItem } from './index';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const ALLOWED_TAGS = new Set(['p', 'h3', 'ul', 'ol', 'li', 'strong', 'em', 'a']);

const countBy = <T>(items: T[], key: (item: T) => number) =>
  items.reduce<Record<number, number>>((acc, item) => {
    acc[key(item)] = (acc[key(item)] ?? 0) + 1;
    return acc;
  }, {});

function checkItems(items: SeedItem[]) {
  const codes = new Set<string>();
  const names = new Set<string>();
  for (const item of items) {
    expect(item.name.length).toBeGreaterThan(8);
    expect(item.code).toMatch(SLUG);
    expect(item.code.length).toBeLessThanOrEqual(80);
    expect(codes.has(item.code)).toBe(false);
    codes.add(item.code);
    names.add(item.name);

    expect(Number.isFinite(item.price)).toBe(true);
    expect(item.price).toBeGreaterThan(0);
    expect(Math.round(item.price * 100) / 100).toBe(item.price);
    expect(typeof item.priceVisible).toBe('boolean');

    expect(item.description).toMatch(/^<p>/);
    expect(item.description).toContain('<ul>');
    const li = item.description.match(/<li>/g) ?? [];
    expect(li.length).toBeGreaterThanOrEqual(3);
    expect(li.length).toBeLessThanOrEqual(6);
    for (const [, tag, rest] of item.description.matchAll(/<\/?([a-z0-9]+)([^>]*)>/g)) {
      expect(ALLOWED_TAGS.has(tag)).toBe(true);
      if (tag === 'a') expect(rest).toMatch(/^ href="https:\/\/[^"]+"$/);
      else expect(rest).toBe('');
    }
    // Balanced tags.
    for (const tag of ALLOWED_TAGS) {
      const open = (item.description.match(new RegExp(`<${tag}[ >]`, 'g')) ?? []).length;
      const close = (item.description.match(new RegExp(`</${tag}>`, 'g')) ?? []).length;
      expect(open).toBe(close);
    }

    expect(item.images.length).toBeGreaterThanOrEqual(2);
    expect(item.images.length).toBeLessThanOrEqual(4);
    const variants = new Set(item.images.map((i) => i.variant));
    expect(variants.size).toBe(item.images.length);
    expect(new Set(item.images.map((i) => i.scene)).size).toBe(1);
    for (const image of item.images) {
      expect(SCENE_NAMES).toContain(image.scene);
      expect(Number.isInteger(image.variant)).toBe(true);
      expect(image.variant).toBeGreaterThanOrEqual(0);
      expect(image.variant).toBeLessThanOrEqual(7);
    }

    expect(Number.isInteger(item.ageDays)).toBe(true);
    expect(item.ageDays).toBeGreaterThanOrEqual(0);
    expect(item.ageDays).toBeLessThanOrEqual(300);
  }
  expect(names.size).toBe(items.length);

  const hidden = items.filter((i) => !i.priceVisible).length / items.length;
  expect(hidden).toBeGreaterThan(0.08);
  expect(hidden).toBeLessThan(0.25);
  const ages = items.map((i) => i.ageDays);
  expect(Math.max(...ages) - Math.min(...ages)).toBeGreaterThan(200);
  expect(ages.filter((a) => a < 30).length).toBeGreaterThan(0);
}

describe('demoProducts', () => {
  const products = demoProducts();

  it('has at least 22 products in each category', () => {
    const counts = countBy(products, (p) => p.categoryId);
    expect(Object.keys(counts).map(Number).sort()).toEqual([1, 2, 3, 4]);
    for (const id of [1, 2, 3, 4]) expect(counts[id]).toBeGreaterThanOrEqual(22);
  });

  it('has valid, unique and well-formed items', () => checkItems(products));

  it('uses the scene of each category', () => {
    const scenes: Record<number, string[]> = {
      1: ['tractor'],
      2: ['greenhouse'],
      3: ['irrigation'],
      4: ['lab', 'soil-lab'],
    };
    for (const p of products) expect(scenes[p.categoryId]).toContain(p.images[0].scene);
  });

  it('has realistic prices in bolivianos', () => {
    const find = (re: RegExp) => products.filter((p) => re.test(p.name));
    for (const p of find(/^Tractor agrícola/)) {
      expect(p.price).toBeGreaterThanOrEqual(180_000);
      expect(p.price).toBeLessThanOrEqual(650_000);
    }
    for (const p of find(/^Kit de riego por goteo/)) {
      expect(p.price).toBeGreaterThanOrEqual(1_200);
      expect(p.price).toBeLessThanOrEqual(9_000);
    }
    const tunnel1000 = find(/^Invernadero túnel .*1\.000 m²/);
    expect(tunnel1000.length).toBe(1);
    expect(tunnel1000[0].price).toBeGreaterThanOrEqual(85_000);
    expect(tunnel1000[0].price).toBeLessThanOrEqual(250_000);
    for (const p of products.filter((p) => p.categoryId === 4)) {
      expect(p.price).toBeGreaterThanOrEqual(3_000);
      expect(p.price).toBeLessThanOrEqual(90_000);
    }
    expect(products.some((p) => !Number.isInteger(p.price))).toBe(true);
  });

  it('mentions Bolivian places and crops', () => {
    const text = products.map((p) => p.description).join(' ');
    for (const word of [
      'Cochabamba',
      'Santa Cruz',
      'Tarija',
      'altiplano',
      'quinua',
      'papa',
      'tomate',
      'frutilla',
    ]) {
      expect(text).toContain(word);
    }
  });

  it('is deterministic', () => {
    expect(demoProducts()).toEqual(products);
  });
});

describe('demoServices', () => {
  const services = demoServices();

  it('has the expected number of services per type', () => {
    const counts = countBy(services, (s) => s.typeId);
    expect(counts[1]).toBeGreaterThanOrEqual(26);
    expect(counts[3]).toBeGreaterThanOrEqual(26);
    for (const id of [2, 4, 5]) {
      expect(counts[id]).toBeGreaterThanOrEqual(5);
      expect(counts[id]).toBeLessThanOrEqual(10);
    }
  });

  it('has valid, unique and well-formed items', () => checkItems(services));

  it('uses the scene of each service type', () => {
    const scenes: Record<number, string> = {
      1: 'construction',
      2: 'installation',
      3: 'course',
      4: 'advice',
      5: 'soil-lab',
    };
    for (const s of services)
      for (const image of s.images) expect(image.scene).toBe(scenes[s.typeId]);
  });

  it('prices courses and advice in realistic ranges', () => {
    for (const s of services.filter((s) => s.typeId === 3)) {
      expect(s.price).toBeGreaterThanOrEqual(350);
      expect(s.price).toBeLessThanOrEqual(2_500);
    }
    for (const s of services.filter((s) => s.typeId === 4)) {
      expect(s.price).toBeGreaterThanOrEqual(800);
      expect(s.price).toBeLessThanOrEqual(15_000);
    }
  });

  it('is deterministic', () => {
    expect(demoServices()).toEqual(services);
  });
});
