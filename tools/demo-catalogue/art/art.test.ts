import sharp, { type Stats } from 'sharp';

import { heroArt, loginArt, renderArt, SCENE_NAMES, type Scene } from './index';

jest.setTimeout(60_000);

async function rasterize(svg: string, width?: number) {
  const img = sharp(Buffer.from(svg));
  const png = await (width ? img.resize(width) : img).png().toBuffer();
  const meta = await sharp(png).metadata();
  const stats = await sharp(png).stats();
  const raw = await sharp(png).removeAlpha().raw().toBuffer();
  return { png, meta, stats, colourfulness: colourfulness(raw) };
}

/** Hasler & Süsstrunk colourfulness: 0 for greyscale, > 33 is "moderately colourful". */
function colourfulness(rgb: Buffer): number {
  let n = 0;
  let sRg = 0;
  let sYb = 0;
  let qRg = 0;
  let qYb = 0;
  for (let i = 0; i < rgb.length; i += 3) {
    const rg = rgb[i] - rgb[i + 1];
    const yb = 0.5 * (rgb[i] + rgb[i + 1]) - rgb[i + 2];
    sRg += rg;
    sYb += yb;
    qRg += rg * rg;
    qYb += yb * yb;
    n++;
  }
  const mRg = sRg / n;
  const mYb = sYb / n;
  const sdRg = Math.sqrt(qRg / n - mRg * mRg);
  const sdYb = Math.sqrt(qYb / n - mYb * mYb);
  return Math.hypot(sdRg, sdYb) + 0.3 * Math.hypot(mRg, mYb);
}

/** Colourful = channel means that differ, a non-trivial spread of values and a real chroma. */
function expectColourful(img: { stats: Stats; colourfulness: number }) {
  const [r, g, b] = img.stats.channels;
  const means = [r.mean, g.mean, b.mean];
  expect(Math.max(...means) - Math.min(...means)).toBeGreaterThan(2);
  for (const c of [r, g, b]) expect(c.stdev).toBeGreaterThan(20);
  expect(img.colourfulness).toBeGreaterThan(25);
}

function expectSelfContained(svg: string) {
  expect(svg.startsWith('<svg')).toBe(true);
  expect(svg).toContain('viewBox=');
  expect(svg).not.toMatch(
    /<text|<image|<filter|<foreignObject|<style|<script|xlink:href|@import|url\(\s*['"]?https?:/i,
  );
  expect(svg).not.toMatch(/font-family/i);
}

const SCENES: Scene[] = [...SCENE_NAMES];

describe('renderArt', () => {
  it('covers one scene per category and service type', () => {
    expect([...SCENES].sort()).toEqual(
      [
        'advice',
        'construction',
        'course',
        'greenhouse',
        'installation',
        'irrigation',
        'lab',
        'soil-lab',
        'tractor',
      ].sort(),
    );
  });

  it.each(SCENES)('%s renders to a colourful 3:2 PNG for several variants', async (scene) => {
    for (const variant of [0, 3, 5, 7]) {
      const svg = renderArt({ scene, variant });
      expectSelfContained(svg);
      const img = await rasterize(svg);
      expect(img.meta.format).toBe('png');
      expect(img.meta.width).toBe(1200);
      expect(img.meta.height).toBe(800);
      expectColourful(img);
    }
  });

  it.each(SCENES)('%s differs between variants', (scene) => {
    const seen = new Set([0, 1, 2, 3, 4, 5, 6, 7].map((variant) => renderArt({ scene, variant })));
    expect(seen.size).toBe(8);
  });

  it.each(SCENES)('%s variants differ visually', async (scene) => {
    const a = await rasterize(renderArt({ scene, variant: 0 }), 300);
    const b = await rasterize(renderArt({ scene, variant: 3 }), 300);
    const meanDiff = a.stats.channels
      .slice(0, 3)
      .reduce((sum, c, i) => sum + Math.abs(c.mean - b.stats.channels[i].mean), 0);
    const [ra, rb] = await Promise.all([
      sharp(a.png).removeAlpha().raw().toBuffer(),
      sharp(b.png).removeAlpha().raw().toBuffer(),
    ]);
    let changed = 0;
    for (let i = 0; i < ra.length; i += 3) {
      if (
        Math.abs(ra[i] - rb[i]) +
          Math.abs(ra[i + 1] - rb[i + 1]) +
          Math.abs(ra[i + 2] - rb[i + 2]) >
        30
      )
        changed++;
    }
    expect(changed / (ra.length / 3)).toBeGreaterThan(0.2);
    expect(meanDiff).toBeGreaterThan(3);
  });

  it('is deterministic and normalises out-of-range variants', () => {
    expect(renderArt({ scene: 'greenhouse', variant: 2 })).toBe(
      renderArt({ scene: 'greenhouse', variant: 2 }),
    );
    expect(renderArt({ scene: 'lab', variant: 9 })).toBe(renderArt({ scene: 'lab', variant: 1 }));
    expect(renderArt({ scene: 'lab', variant: -1 })).toBe(renderArt({ scene: 'lab', variant: 7 }));
  });

  it('honours the requested output size', async () => {
    const { meta } = await rasterize(renderArt({ scene: 'tractor', variant: 1 }, 600, 400));
    expect([meta.width, meta.height]).toEqual([600, 400]);
  });

  it('encodes every scene as the seeder does: a 1200 px wide WebP', async () => {
    for (const scene of SCENES) {
      const webp = await sharp(Buffer.from(renderArt({ scene, variant: 2 })))
        .resize(1200)
        .webp()
        .toBuffer();
      const meta = await sharp(webp).metadata();
      expect([scene, meta.format, meta.width]).toEqual([scene, 'webp', 1200]);
    }
  });
});

describe('heroArt', () => {
  const names = ['invernaderos', 'maquinarias', 'laboratorios', 'riegos'] as const;
  it.each(names)('%s renders at every hero size', async (name) => {
    for (const width of [1600, 1000, 400]) {
      const svg = heroArt(name, width, 600);
      expectSelfContained(svg);
      const img = await rasterize(svg);
      expect([img.meta.width, img.meta.height]).toEqual([width, 600]);
      expectColourful(img);
    }
  });

  it.each(names)('%s keeps the left side calmer than the right on wide banners', async (name) => {
    const { png } = await rasterize(heroArt(name, 1600, 600));
    const region = async (left: number, width: number) =>
      sharp(
        await sharp(png).extract({ left, top: 0, width, height: 600 }).png().toBuffer(),
      ).stats();
    const left = await region(0, 400);
    const right = await region(1000, 600);
    const luma = (s: Stats) =>
      0.2126 * s.channels[0].mean + 0.7152 * s.channels[1].mean + 0.0722 * s.channels[2].mean;
    expect(luma(left)).toBeLessThan(luma(right));
  });
});

describe('loginArt', () => {
  it('renders portrait and landscape backgrounds with a darker bottom', async () => {
    for (const [w, h] of [
      [480, 800],
      [1600, 1000],
    ]) {
      const svg = loginArt(w, h);
      expectSelfContained(svg);
      const img = await rasterize(svg);
      expect([img.meta.width, img.meta.height]).toEqual([w, h]);
      expectColourful(img);
      const band = async (top: number, height: number) =>
        sharp(
          await sharp(img.png).extract({ left: 0, top, width: w, height }).png().toBuffer(),
        ).stats();
      const top = await band(0, Math.round(h / 3));
      const bottom = await band(h - Math.round(h / 4), Math.round(h / 4));
      const luma = (s: Stats) =>
        0.2126 * s.channels[0].mean + 0.7152 * s.channels[1].mean + 0.0722 * s.channels[2].mean;
      expect(luma(bottom)).toBeLessThan(luma(top));
    }
  });
});
